/**
 * A phone's screen for the browser tests (390 × 844, touch), as phone.spec.ts and
 * thermal-phone.spec.ts measure it: no sideways scroll of the page, popups inside the screen,
 * and nothing of an island outside it but what scrolls in a box of its own.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };

/**
 * A mobile browser widens its layout viewport to content that sticks out: compare with the phone's
 * width (`width`: a narrower phone's, once the viewport was set to it).
 */
export async function expectNoSidewaysScroll(page: Page, where: string, width = PHONE.width): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths, `${where}: the page is as wide as the phone`).toEqual({ scroll: width, inner: width });
}

/**
 * The elements of `scope` (an island's host: its shadow root is searched) whose box reaches
 * past the screen's sides, except inside an element matching `scroller` (a box that scrolls on
 * its own). Content clipped by an `overflow: hidden` ancestor counts: the visitor cannot reach it.
 */
export function outsideTheScreen(scope: Locator, scroller: string, screenWidth = PHONE.width): Promise<string[]> {
  return scope.evaluate(
    (host, { scroller, width }) => {
      const root = host.shadowRoot ?? host;
      const found: string[] = [];
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        if (el.closest(scroller) && !el.matches(scroller)) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < -0.5 || r.right > width + 0.5)
          found.push(`${el.tagName.toLowerCase()}.${el.className}: ${Math.round(r.left)}..${Math.round(r.right)}`);
      }
      return found;
    },
    { scroller, width: screenWidth },
  );
}

/** The popup's box is inside the screen once its entrance animation is over; the page does not scroll sideways. */
export async function expectPopupOnScreen(dialog: Locator, what: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length),
    )
    .toBe(0);
  const box = await dialog.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
  const inside =
    box.left >= -0.5 && box.top >= -0.5 && box.right <= PHONE.width + 0.5 && box.bottom <= PHONE.height + 0.5;
  expect(inside, `${what} inside the ${PHONE.width} × ${PHONE.height} screen: ${JSON.stringify(box)}`).toBe(true);
  await expectNoSidewaysScroll(dialog.page(), `with ${what} open`);
}
