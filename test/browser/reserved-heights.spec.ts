import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { SiteKey } from './support/env';
import { PHONE } from './support/phone';
import { siteUrl } from './support/site';

/**
 * On a slow phone the page paints before `ossature.js` runs, so the placeholders' room
 * must be in the page itself, from the build's heights stylesheet in the <head>. Here the bundle
 * is held until the page has painted, then let go: each tool page must not move when its island
 * arrives (`npm run cls` measures every demo page the same way, with a delay; `npm run heights`
 * compares each reserve with its island's first state).
 */
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const TOOL_PAGES: [SiteKey, string][] = [
  ['main', '/evaluer-le-psi-dun-rupteur/'],
  ['main', '/donnees-environnementales/'],
  ['main', '/bibliotheque/'],
  ['plancher', '/configurer-un-plancher/'],
  ['carbone', '/simuler-mon-empreinte-carbone/'],
];

/** The layout shifts not caused by an input, summed from the page's start. */
const OBSERVE_SHIFTS = `window.__shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });`;

/** Holds every file of the bundle until `release()`: the page paints first, as on a slow phone. */
async function holdBundle(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/dist/**', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

const frame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

for (const [site, path] of TOOL_PAGES)
  test(`${site} ${path}: the page painted before the bundle does not move when the island arrives`, async ({
    page,
    flavour,
  }) => {
    await page.addInitScript(OBSERVE_SHIFTS);
    const release = await holdBundle(page);
    // A module script holds the load events back: the page is only committed while it waits.
    await page.goto(siteUrl(site, path, flavour), { waitUntil: 'commit' });
    const host = page.locator('[data-widget]:not([data-widget="header"])');
    await expect(host).toHaveCSS('min-height', /^[1-9]\d*px$/);
    await expect(host).not.toHaveAttribute('data-widget-mounted');
    await frame(page);

    await release();
    await expect(host).toHaveAttribute('data-widget-mounted', '');
    await expect(host.getByRole('heading').first()).toBeVisible();
    await expect(host.locator('.oss-spinner')).toHaveCount(0);
    // Its pictures drawn too: a picture's late arrival is a shift of its own.
    await expect
      .poll(() => host.evaluate((el) => [...(el.shadowRoot?.querySelectorAll('img') ?? [])].every((i) => i.complete)))
      .toBe(true);
    await frame(page);
    await frame(page);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(0.05);
  });
