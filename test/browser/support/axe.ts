import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * DESIGN.md §7: no axe-core violation of serious or critical impact, and the login popup usable
 * by keyboard. Axe looks at our markup only: the islands' placeholders (`[data-widget]`, their
 * open shadow roots included) and the overlay host that holds every dialog and the toaster
 * (`[data-ossature-overlays]`, src/ui/overlays/overlay-host.tsx). The demo theme around them is
 * deliberately imperfect WordPress markup and is not ours to judge.
 */
const OUR_MARKUP = ['[data-widget]', '[data-ossature-overlays]'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Every finite animation of our shadow roots has finished (the dialogs fade in, a toast slides in)
 * and none started for 150 ms: contrast is read at rest. A toast that mounts just after a first
 * look (the one an action shows as its popup opens) is waited for too: axe once read one half
 * faded in over a dialog's backdrop (1.37:1).
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async (selectors) => {
    const running = () =>
      [...document.querySelectorAll(selectors.join(','))]
        .map((host) => host.shadowRoot)
        .filter((r) => r !== null)
        .flatMap((root) => root.getAnimations())
        .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    // The page must stay at rest a while before axe reads contrast: no event says that a toast
    // will not mount in the next frames. Not a wait for the product's delays (those are awaited
    // as states above); the 150 ms only ever passes once the page is quiet.
    // eslint-disable-next-line no-restricted-syntax -- a quiet period inside the page, see above.
    const quiet = () => new Promise((resolve) => setTimeout(resolve, 150));
    for (let round = 0; round < 20; round++) {
      const now = running();
      if (now.length === 0) {
        await quiet();
        if (running().length === 0) return;
        continue;
      }
      await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
    }
  }, OUR_MARKUP);
}

/**
 * What may change under axe while it reads: the toasts (sonner's own attributes say which is
 * shown, in front, leaving) and the animations running in our shadow roots.
 */
function motion(page: Page): Promise<string> {
  return page.evaluate((selectors) => {
    const roots = [...document.querySelectorAll(selectors.join(','))]
      .map((host) => host.shadowRoot)
      .filter((r) => r !== null);
    const toasts = roots.flatMap((root) =>
      [...root.querySelectorAll('[data-sonner-toast]')].map((t) =>
        ['data-removed', 'data-visible', 'data-front', 'data-expanded', 'data-mounted']
          .map((name) => t.getAttribute(name))
          .join(' '),
      ),
    );
    const running = roots.flatMap((root) => root.getAnimations()).filter((a) => a.playState === 'running').length;
    return `${toasts.join(' | ')} / ${running} running`;
  }, OUR_MARKUP);
}

/** At most this many readings when the page moved under axe; a bound, not a timing. */
const READINGS = 5;

/**
 * Runs axe on our markup and fails with each serious or critical violation spelt out. A toast
 * lives four seconds: on a loaded machine axe's reading can straddle the moment one starts to
 * fade out, and a half-faded text reads as poor contrast (3.5:1 once). A reading during which the
 * toasts or the animations changed is not a reading of the page at rest: it is taken again.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  let blocking: Awaited<ReturnType<typeof readAxe>> = [];
  for (let reading = 1; reading <= READINGS; reading++) {
    await settle(page);
    const before = await motion(page);
    blocking = await readAxe(page);
    const after = await motion(page);
    if (blocking.length === 0 || (before === after && after.endsWith(' 0 running'))) break;
  }
  const report = blocking.map((v) =>
    [
      `${v.id} (${v.impact}): ${v.help}`,
      ...v.nodes.map((n) => `    at ${JSON.stringify(n.target)} ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    ].join('\n'),
  );
  expect(blocking.length, `axe on ${what}:\n${report.join('\n')}`).toBe(0);
}

/** axe's serious and critical violations in our markup. */
async function readAxe(page: Page) {
  let builder = new AxeBuilder({ page });
  // The overlay host exists only once a popup or a toast was needed: include what the page has.
  for (const selector of OUR_MARKUP) {
    if (await page.locator(selector).count()) builder = builder.include(selector);
  }
  const { violations } = await builder.analyze();
  return violations.filter((v) => BLOCKING.has(v.impact ?? ''));
}
