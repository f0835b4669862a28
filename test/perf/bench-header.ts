/**
 * `npm run bench`: how soon the header island shows, in Chromium, for each bundle flavour.
 * Not a test: it asserts nothing, it prints medians and 90th percentiles.
 *
 * For each flavour it loads the main site's home page N times (env N, default 15), each time in
 * a fresh browser context (empty cache, empty storage: a first visit), after one warm-up load
 * that is not counted. From the page's performance marks it reads:
 *   - `ossature:ready:header` − `ossature:start`: the header a visitor can use ('Me connecter'),
 *     once the session is read — the figure that matters;
 *   - `ossature:mounted:header` − `ossature:start`: the header's first commit (its placeholder
 *     when the session is not read yet);
 *   - `ossature:session:hydrated` − `ossature:start`: when the stored session was read;
 *   - the same two marks from navigation start (the marks' own times).
 *
 * `LATENCY=150 npm run bench` adds 150 ms to every request, as a phone on a mobile network
 * sees: what a waterfall of chunk downloads costs shows there.
 *
 * It starts the preview on its own port with a throw-away database (run `npm run build` first),
 * or measures a preview already running when BASE is set: `BASE=http://site.localhost:8080 npm run bench`.
 */
import { chromium, type Browser } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FLAVOURS, type Flavour } from '../browser/support/env';

const RUNS = Number(process.env.N ?? 15);
/** Added to every request, in ms (Chromium's network emulation): `LATENCY=150` is a phone on a mobile network. */
const LATENCY = Number(process.env.LATENCY ?? 0);
const PORT = Number(process.env.BENCH_PORT ?? 8182);

interface Sample {
  readyFromStart: number;
  mountedFromStart: number;
  hydratedFromStart: number;
  readyFromNav: number;
  mountedFromNav: number;
  hydratedFromNav: number;
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/', method: 'GET' }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

async function startPreview(): Promise<{ base: string; stop: () => void }> {
  for (const flavour of FLAVOURS) {
    if (!existsSync(`dist/${flavour}/ossature.js`)) throw new Error('No bundle in dist/: run `npm run build` first.');
  }
  if (await ping(PORT)) throw new Error(`Port ${PORT} is taken: set BENCH_PORT, or BASE to measure that preview.`);
  const db = join(tmpdir(), `ossature-bench-${process.pid}.db`);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'demo-pages/server/main.ts', '--no-build', '--reset'],
    {
      env: { ...process.env, PORT: String(PORT), PREVIEW_DB: db },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = () => {
    child.kill('SIGTERM');
    for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  };
  const started = Date.now();
  while (!(await ping(PORT))) {
    if (child.exitCode !== null) throw new Error('The preview server stopped at start.');
    if (Date.now() - started > 30_000) {
      stop();
      throw new Error('The preview server did not start in 30 s.');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base: `http://site.localhost:${PORT}`, stop };
}

async function measure(browser: Browser, base: string, flavour: Flavour): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    if (LATENCY > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    const url = new URL('/', base);
    url.searchParams.set('flavour', flavour);
    await page.goto(url.href);
    // (No named function inside: tsx would wrap it in a helper the page does not have.)
    const marks = await page
      .waitForFunction(
        () => {
          const [start, ready, mounted, hydrated] = [
            'ossature:start',
            'ossature:ready:header',
            'ossature:mounted:header',
            'ossature:session:hydrated',
          ].map((name) => performance.getEntriesByName(name, 'mark')[0]?.startTime);
          return start !== undefined && ready !== undefined && mounted !== undefined && hydrated !== undefined
            ? { start, ready, mounted, hydrated }
            : null;
        },
        undefined,
        { timeout: 15_000 },
      )
      .then(
        (handle) => handle.jsonValue() as Promise<{ start: number; ready: number; mounted: number; hydrated: number }>,
      );
    const script = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .map((r) => r.name)
          .find((n) => n.endsWith('/ossature.js')) ?? null,
    );
    if (!script?.includes(`/dist/${flavour}/`)) throw new Error(`expected the ${flavour} bundle, got ${script}`);
    return {
      readyFromStart: marks.ready - marks.start,
      readyFromNav: marks.ready,
      mountedFromStart: marks.mounted - marks.start,
      hydratedFromStart: marks.hydrated - marks.start,
      mountedFromNav: marks.mounted,
      hydratedFromNav: marks.hydrated,
    };
  } finally {
    await context.close();
  }
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const preview = process.env.BASE ? { base: process.env.BASE, stop: () => {} } : await startPreview();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const results = new Map<Flavour, Sample[]>();
  try {
    for (const flavour of FLAVOURS) {
      await measure(browser, preview.base, flavour); // warm-up, not counted
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await measure(browser, preview.base, flavour));
      results.set(flavour, samples);
    }
  } finally {
    await browser.close();
    preview.stop();
  }

  const rows: [string, keyof Sample][] = [
    ['header usable − ossature:start', 'readyFromStart'],
    ['header mounted − ossature:start', 'mountedFromStart'],
    ['session hydrated − ossature:start', 'hydratedFromStart'],
    ['header usable from navigation start', 'readyFromNav'],
    ['header mounted from navigation start', 'mountedFromNav'],
    ['session hydrated from navigation start', 'hydratedFromNav'],
  ];
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
  const network = LATENCY > 0 ? `, ${LATENCY} ms added to every request` : '';
  console.log(
    `\nHeader island on ${new URL('/', preview.base).host}, ${RUNS} fresh contexts per flavour${network} (Chromium ${browser.version()})\n`,
  );
  console.log(
    `${'flavour'.padEnd(8)} ${'measure'.padEnd(40)} ${'median'.padStart(10)} ${'p90'.padStart(10)} ${'min'.padStart(10)} ${'max'.padStart(10)}`,
  );
  for (const [flavour, samples] of results) {
    for (const [label, key] of rows) {
      const values = samples.map((s) => s[key]);
      console.log(
        `${flavour.padEnd(8)} ${label.padEnd(40)} ${ms(percentile(values, 50))} ${ms(percentile(values, 90))} ${ms(Math.min(...values))} ${ms(Math.max(...values))}`,
      );
    }
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
