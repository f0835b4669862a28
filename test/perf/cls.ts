/**
 * `npm run cls`: the cumulative layout shift of every demo page of the three sites on a phone
 * (390 × 844, touch, 150 ms added to every request: LATENCY), logged out, and of the home and
 * personal space pages logged in as the seeded users with histories (test/perf/phone-visits.ts),
 * in Chromium, measured with a PerformanceObserver for 'layout-shift' from the first paint until
 * the page is idle (shifts right after an input do not count, as in the metric). The bundle's
 * files are held back CHUNK_DELAY ms (1 500 by default): the page paints before the
 * loader runs, as on a slow phone, so what keeps it still is the heights stylesheet in its <head>.
 * Prints one line per page and exits 1 when one is at 0.05 or more. Run `npm run build` first; it
 * starts the preview on its own port (CLS_PORT, default 8184) with a throw-away database, in the
 * preact flavour (FLAVOUR=react for the other); HEIGHTS=none measures the pages without the
 * heights stylesheet (the loader's reserve alone).
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.CLS_PORT ?? 8184);
// The browser tests' helpers (accounts, hosts) read the preview's port from here.
process.env.OSSATURE_TEST_PORT = String(PORT);
const FLAVOUR = process.env.FLAVOUR === 'react' ? 'react' : 'preact';
const LIMIT = 0.05;
/** Added to every request, in ms (a phone on a mobile network); LATENCY=0 for none. */
const LATENCY = Number(process.env.LATENCY ?? 150);
/** Added to each file of the bundle, in ms: the page paints first, whatever the machine's load. */
const CHUNK_DELAY = Number(process.env.CHUNK_DELAY ?? 1500);
const HEIGHTS = process.env.HEIGHTS === 'none' ? 'none' : null;
const VIEWPORT = { width: 390, height: 844 };

const { CHROMIUM_ARGS, CHROMIUM_PATH, SITE_HOSTS, originOf } = await import('@/test/browser/support/env');
const { sitePages } = await import('@/demo-pages/pages');
const { LOGGED_IN_PATHS, logIn, settled, SITES } = await import('./phone-visits');
type SiteKey = import('./phone-visits').SiteKey;

function ping(): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: PORT, path: '/', method: 'GET' }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

async function startPreview(): Promise<() => void> {
  if (!existsSync(`dist/${FLAVOUR}/ossature.js`)) throw new Error('No bundle in dist/: run `npm run build` first.');
  if (await ping()) throw new Error(`Port ${PORT} is taken: set CLS_PORT.`);
  const db = join(tmpdir(), `ossature-cls-${process.pid}.db`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo-pages/server/main.ts', '--no-build', '--reset'], {
    env: { ...process.env, PORT: String(PORT), PREVIEW_DB: db },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  };
  const started = Date.now();
  while (!(await ping())) {
    if (child.exitCode !== null || Date.now() - started > 30_000) {
      stop();
      throw new Error('The preview server did not start.');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return stop;
}

/** Sums the layout shifts not caused by an input, from the start of the page. */
const OBSERVE = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function phone(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  await context.addInitScript(OBSERVE);
  return context;
}

async function measure(
  context: BrowserContext,
  site: SiteKey,
  path: string,
): Promise<{ cls: number; heights: string }> {
  const page = await context.newPage();
  try {
    // A phone's network: the page paints before the islands' chunks arrive, as it does there.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // The bundle's files arrive late, whatever the machine's load: the page has painted before
    // any island mounts, as on a slow phone, so every island's arrival is measured.
    await page.route('**/dist/**', async (route) => {
      await new Promise((r) => setTimeout(r, CHUNK_DELAY));
      await route.continue();
    });
    const url = new URL(path, originOf(SITE_HOSTS[site], PORT));
    url.searchParams.set('flavour', FLAVOUR);
    if (HEIGHTS) url.searchParams.set('heights', HEIGHTS);
    await page.goto(url.href);
    // What runs on idle has run, and whatever it shows has been laid out.
    await settled(page);
    await page.waitForTimeout(300);
    return await page.evaluate(() => ({
      cls: (window as unknown as { __cls: number }).__cls,
      // The islands' heights once settled (`npm run heights` compares them with the reserves).
      heights: [...document.querySelectorAll<HTMLElement>('[data-widget]')]
        .map((host) => `${host.dataset.widget} ${Math.round(host.getBoundingClientRect().height)}`)
        .join(', '),
    }));
  } finally {
    await page.close();
  }
}

async function main() {
  const stop = await startPreview();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const rows: { label: string; cls: number; heights: string }[] = [];
  try {
    for (const site of SITES) {
      // Pages that need a mailed token or a single sign-on are measured as a visitor lands on them.
      for (const { path } of sitePages(site)) {
        const context = await phone(browser);
        rows.push({ label: `${site} ${path}`, ...(await measure(context, site, path)) });
        await context.close();
      }
    }
    for (const site of SITES) {
      const context = await phone(browser);
      await logIn(context, site, FLAVOUR);
      for (const path of LOGGED_IN_PATHS)
        rows.push({ label: `${site} ${path} (logged in)`, ...(await measure(context, site, path)) });
      await context.close();
    }
  } finally {
    await browser.close();
    stop();
  }
  console.log(
    `\nCLS at ${VIEWPORT.width}×${VIEWPORT.height}, ${LATENCY} ms added to every request, the bundle ${CHUNK_DELAY} ms late, ` +
      `${FLAVOUR} flavour, ${HEIGHTS ? 'without' : 'with'} the heights stylesheet (limit < ${LIMIT}; load average ${loadavg()[0]!.toFixed(1)})\n`,
  );
  for (const { label, cls, heights } of rows)
    console.log(`  ${cls < LIMIT ? 'ok  ' : 'FAIL'} ${label.padEnd(44)} ${cls.toFixed(3)}   (${heights})`);
  const worst = Math.max(...rows.map((r) => r.cls));
  console.log(`\nworst ${worst.toFixed(3)}`);
  if (worst >= LIMIT) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
