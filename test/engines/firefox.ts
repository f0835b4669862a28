/**
 * Firefox ESR (Debian's) through puppeteer-core over WebDriver BiDi. One browser for every
 * journey, a fresh browser context (its own cookies and storage) for each. Page errors and
 * console errors come from BiDi's log events, from the first script of the page on.
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { guardedClick, STEP_TIMEOUT_MS, typedUntilHeld, until, type Driver, type Engine, type Target } from './driver';
import { askedLatency, findExpression, slowCallsExpression } from './finder';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    protocol: 'webDriverBiDi',
    headless: true,
    protocolTimeout: 60_000,
    // The same French as the Chromium suite's locale.
    extraPrefsFirefox: { 'intl.accept_languages': 'fr-FR, fr' },
  });
  return {
    name: 'firefox',
    version: await browser.version(),
    newDriver: () => firefoxDriver(browser),
    close: () => browser.close(),
  };
}

/**
 * The Chromium suite's window (Playwright's default), not puppeteer's 800 × 600. puppeteer sends
 * the viewport with a screen orientation, and gives up on both when Firefox refuses the second:
 * ESR 140 (Debian bookworm's) has no `emulation.setScreenOrientationOverride`, which the journeys
 * do not need. The viewport alone is then asked of the page's BiDi browsing context (puppeteer's
 * own object, reached through its frame), and checked.
 */
async function windowOf(page: Page, width: number, height: number): Promise<void> {
  try {
    await page.setViewport({ width, height });
    return;
  } catch (error) {
    if (!String(error).includes('emulation.setScreenOrientationOverride')) throw error;
  }
  const frame = page.mainFrame() as unknown as { browsingContext: BidiContext };
  await frame.browsingContext.setViewport({ viewport: { width, height }, devicePixelRatio: null });
  // The new size reaches the page's layout a moment after the command's answer.
  const asked = `${width} × ${height}`;
  await until(
    async () => (await page.evaluate('[innerWidth, innerHeight].join(" × ")')) === asked,
    `Firefox: a ${asked} window`,
  );
}

/** What windowOf uses of puppeteer's BiDi browsing context (bidi/core/BrowsingContext.js). */
interface BidiContext {
  setViewport(options: { viewport: { width: number; height: number }; devicePixelRatio: null }): Promise<void>;
}

async function firefoxDriver(browser: Browser): Promise<Driver> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await windowOf(page, 1280, 720);
  const latency = askedLatency();
  if (latency) await page.evaluateOnNewDocument(slowCallsExpression(latency));
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  const element = (target: Target, step: string) => locate(page, target, step);
  const evaluate = (expression: string) => page.evaluate(expression);
  return {
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    url: async () => page.url(),
    click: (target, step) => guardedClick(evaluate, target, step, async () => (await element(target, step)).click()),
    fill: (target, value, step) =>
      typedUntilHeld(target, value, step, evaluate, async () => {
        await guardedClick(evaluate, target, step, async () => (await element(target, step)).click());
        await page.keyboard.down('Control');
        await page.keyboard.press('a');
        await page.keyboard.up('Control');
        await page.keyboard.press('Backspace');
        await page.keyboard.type(value);
      }),
    waitFor: async (target, step) => void (await element(target, step)),
    waitForGone: (target, step) => until(() => page.evaluate(`!${findExpression(target)}`), step).then(() => {}),
    waitUntil: (expression, step) => until(() => page.evaluate(expression), step),
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    newWindowUrl: async (open, part, step) => {
      // Caught at once: if `open` fails first, this wait must not end as an unhandled rejection.
      const opened = browser
        .waitForTarget((t) => t.url().includes(part), { timeout: STEP_TIMEOUT_MS })
        .catch(() => null);
      await open();
      const target = await opened;
      if (!target) throw new Error(`${step}: no window at ${part} in ${STEP_TIMEOUT_MS / 1000} s`);
      const url = target.url();
      await (await target.page())?.close();
      return url;
    },
    errors: async () => [...errors],
    close: () => context.close(),
  };
}

/** The target's element once it is there (bounded, named by its step). */
async function locate(page: Page, target: Target, step: string): Promise<ElementHandle<Element>> {
  return until(async () => {
    const handle = await page.evaluateHandle(findExpression(target));
    const el = handle.asElement() as ElementHandle<Element> | null;
    if (!el) await handle.dispose();
    return el;
  }, step);
}
