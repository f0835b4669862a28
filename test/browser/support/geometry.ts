import type { Locator } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Hit-tests a grid of points inside an element of an island (in a shadow root): at each point
 * the document must hit the island's host, and the shadow root must hit the element or one of
 * its descendants. Answers the points where something else is on top, with what is there.
 */
export function coveredPoints(target: Locator, grid = 5): Promise<string[]> {
  return target.evaluate((element, n) => {
    const root = element.getRootNode() as ShadowRoot | Document;
    const host = root instanceof ShadowRoot ? root.host : null;
    const describe = (el: Element | null) =>
      el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''}`
        : 'nothing';
    const box = element.getBoundingClientRect();
    const covered: string[] = [];
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const x = box.left + 4 + ((box.width - 8) * i) / (n - 1);
        const y = box.top + 4 + ((box.height - 8) * j) / (n - 1);
        const top = document.elementFromPoint(x, y);
        const inner = root.elementFromPoint(x, y);
        const ok = (host ? top === host : element.contains(top)) && !!inner && element.contains(inner);
        if (!ok) covered.push(`(${Math.round(x)}, ${Math.round(y)}): ${describe(top)} / ${describe(inner)}`);
      }
    }
    return covered;
  }, grid);
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/**
 * The share of an element's box (inset a little) whose pixels on screen have the element's own
 * background colour: near 1 when it is painted on top, near 0 when something covers or dims it.
 * Hit-testing cannot tell for a toast shown over an open modal dialog: the dialog makes the
 * rest of the page, the toaster included, inert, and inert elements are skipped by hit-testing.
 */
export async function paintedShare(target: Locator): Promise<number> {
  const page = target.page();
  const box = await boxOf(target);
  const inset = 6;
  const clip = {
    x: box.x + inset,
    y: box.y + inset,
    width: Math.max(1, box.width - 2 * inset),
    height: Math.max(1, box.height - 2 * inset),
  };
  const background = await target.evaluate((el) => getComputedStyle(el).backgroundColor);
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(
    async ({ png, background }) => {
      const [r, g, b] = (background.match(/[\d.]+/g) ?? []).map(Number);
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let same = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i]! - r!) <= 10 && Math.abs(data[i + 1]! - g!) <= 10 && Math.abs(data[i + 2]! - b!) <= 10)
          same += 1;
      }
      return same / (data.length / 4);
    },
    { png, background },
  );
}
