/**
 * `npm run bench`: how soon the main site's header is usable ('Me connecter' shown, the session
 * read: the `ossature:ready:header` mark, from navigation start), in Chromium, for both split
 * flavours and the all-in-one baselines (test/perf/all-in-one.ts), under five network and CPU
 * profiles. Not a test: it asserts nothing, it prints medians, 90th percentiles and the ratio of
 * each to the all-in-one React bundle.
 *
 * Interleaved: in each round every bundle loads once, in an order rotated from round to round,
 * each load in a fresh browser context (empty cache and storage: a first visit), so that a slow
 * patch of the machine falls on every bundle alike. One warm-up load per bundle and profile is
 * not counted. Assets are served gzip (as a CDN serves them to a browser asking for gzip, issue
 * 9 #31); ENCODING=br lets the browser have brotli.
 *
 *   N=10                 loads per bundle and profile (default 10)
 *   PROFILES=latency150  some of: none, cpu4, latency150, slow4g, cpu4-slow4g (default all five)
 *   BUNDLES=react,react-all-in-one   some of: preact, react, preact-all-in-one, react-all-in-one
 *   BENCH_PORT=8182      port of the preview it starts (throw-away database)
 *   BASE=http://site.localhost:8080  measure a preview already running instead
 *
 * Run `npm run build` first; the baselines are (re)built here when dist/ is newer than them.
 */
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FLAVOURS, type Flavour } from '../browser/support/env';
import { baselineName, ensureAllInOne } from './all-in-one';

const RUNS = Number(process.env.N ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8182);
const ENCODING = process.env.ENCODING ?? 'gzip';

interface Profile {
  label: string;
  cpu?: number;
  /** Chromium's network emulation: latency added to each request (ms), throughput in bytes/s. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}
const SLOW_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const PROFILES: Record<string, Profile> = {
  none: { label: 'no throttling' },
  cpu4: { label: '4x CPU', cpu: 4 },
  latency150: {
    label: '+150 ms latency',
    network: { latency: 150, downloadThroughput: -1, uploadThroughput: -1 },
  },
  slow4g: { label: 'slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up)', network: SLOW_4G },
  'cpu4-slow4g': { label: '4x CPU + slow 4G', cpu: 4, network: SLOW_4G },
};

interface Bundle {
  name: string;
  flavour: Flavour;
  /** The page's query choosing it, and where its entry must come from. */
  query: string;
  entry: string;
}
const BUNDLES: Bundle[] = [
  ...FLAVOURS.map((f) => ({ name: f, flavour: f, query: `flavour=${f}`, entry: `/dist/${f}/ossature.js` })),
  ...FLAVOURS.map((f) => ({
    name: baselineName(f),
    flavour: f,
    query: `bundle=${baselineName(f)}`,
    entry: `/dist-bench/${baselineName(f)}/ossature.js`,
  })),
];
const REFERENCE = baselineName('react');

function pick<T>(all: T[], names: string | undefined, nameOf: (t: T) => string, what: string): T[] {
  if (!names) return all;
  return names.split(',').map((n) => {
    const found = all.find((t) => nameOf(t) === n.trim());
    if (!found) throw new Error(`Unknown ${what} '${n}': one of ${all.map(nameOf).join(', ')}.`);
    return found;
  });
}

interface Sample {
  /** `ossature:ready:header`, ms from navigation start. */
  ready: number;
  /** Script bytes received (encoded body sizes) and files, until the mark. */
  scriptBytes: number;
  scriptFiles: number;
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
  if (await ping(PORT)) throw new Error(`Port ${PORT} is taken: set BENCH_PORT, or BASE to measure that preview.`);
  const db = join(tmpdir(), `ossature-bench-${process.pid}.db`);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'demo-pages/server/main.ts', '--no-build', '--reset'],
    { env: { ...process.env, PORT: String(PORT), PREVIEW_DB: db }, stdio: ['ignore', 'ignore', 'inherit'] },
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

async function throttle(cdp: CDPSession, profile: Profile): Promise<void> {
  if (profile.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
}

async function measure(browser: Browser, base: string, bundle: Bundle, profile: Profile): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    extraHTTPHeaders: ENCODING === 'br' ? {} : { 'accept-encoding': ENCODING },
  });
  try {
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page), profile);
    await page.goto(new URL(`/?${bundle.query}`, base).href, { waitUntil: 'commit' });
    // (No named function inside: tsx would wrap it in a helper the page does not have.)
    const handle = await page.waitForFunction(
      () => {
        const ready = performance.getEntriesByName('ossature:ready:header', 'mark')[0]?.startTime;
        if (ready === undefined) return null;
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (r) => r.name.endsWith('.js') && r.responseEnd <= ready,
        );
        return {
          ready,
          entry: scripts.map((r) => new URL(r.name).pathname).find((p) => p.endsWith('/ossature.js')) ?? null,
          scriptBytes: scripts.reduce((sum, r) => sum + r.encodedBodySize, 0),
          scriptFiles: scripts.length,
        };
      },
      undefined,
      { timeout: 60_000 },
    );
    const { entry, ...sample } = (await handle.jsonValue()) as Sample & { entry: string | null };
    if (entry !== bundle.entry) throw new Error(`expected ${bundle.entry}, the page loaded ${entry}`);
    return sample;
  } finally {
    await context.close();
  }
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Each bundle once per round, the order rotated by one at each round. */
function rotated<T>(items: T[], round: number): T[] {
  const k = round % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

async function run(browser: Browser, base: string, profiles: [string, Profile][], bundles: Bundle[]) {
  const results = new Map<string, Map<string, Sample[]>>();
  for (const [key, profile] of profiles) {
    const byBundle = new Map(bundles.map((b) => [b.name, [] as Sample[]]));
    results.set(key, byBundle);
    process.stderr.write(`${profile.label}: `);
    for (const bundle of bundles) await measure(browser, base, bundle, profile); // warm-up
    for (let round = 0; round < RUNS; round++) {
      for (const bundle of rotated(bundles, round))
        byBundle.get(bundle.name)!.push(await measure(browser, base, bundle, profile));
      process.stderr.write('.');
    }
    process.stderr.write('\n');
  }
  return results;
}

function printTable(results: Map<string, Map<string, Sample[]>>) {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const ratio = (n: number, ref: number | undefined) => (ref ? (n / ref).toFixed(2) : '–');
  const columns = ['profile', 'bundle', 'median', 'p90', 'median ÷ ref', 'p90 ÷ ref', 'JS files', 'JS KB'];
  const rows: string[][] = [];
  for (const [key, byBundle] of results) {
    const ref = byBundle.get(REFERENCE)?.map((s) => s.ready);
    for (const [name, samples] of byBundle) {
      const ready = samples.map((s) => s.ready);
      const [median, p90] = [percentile(ready, 50), percentile(ready, 90)];
      rows.push([
        key,
        name,
        ms(median),
        ms(p90),
        ratio(median, ref && percentile(ref, 50)),
        ratio(p90, ref && percentile(ref, 90)),
        String(
          percentile(
            samples.map((s) => s.scriptFiles),
            50,
          ),
        ),
        (
          percentile(
            samples.map((s) => s.scriptBytes),
            50,
          ) / 1024
        ).toFixed(1),
      ]);
    }
  }
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)));
  console.log(line(columns).join('  '));
  for (const row of rows) console.log(line(row).join('  '));
}

async function main() {
  const profiles = pick(Object.entries(PROFILES), process.env.PROFILES, ([k]) => k, 'profile');
  const bundles = pick(BUNDLES, process.env.BUNDLES, (b) => b.name, 'bundle');
  for (const flavour of FLAVOURS) {
    if (!existsSync(`dist/${flavour}/ossature.js`)) throw new Error('No bundle in dist/: run `npm run build` first.');
  }
  for (const bundle of bundles.filter((b) => b.entry.startsWith('/dist-bench/')))
    await ensureAllInOne(bundle.flavour, (line) => console.error(line));

  const started = Date.now();
  const load = loadavg()[0]!.toFixed(1);
  const preview = process.env.BASE ? { base: process.env.BASE, stop: () => {} } : await startPreview();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  let results;
  try {
    results = await run(browser, preview.base, profiles, bundles);
  } finally {
    await browser.close();
    preview.stop();
  }
  console.log(
    `\nHeader usable ('ossature:ready:header' from navigation start) on ${new URL(preview.base).host}, ` +
      `${RUNS} interleaved loads per bundle and profile, each in a fresh context, assets served ${ENCODING} ` +
      `(Chromium ${browser.version()}); ÷ ref: to the median or p90 of ${REFERENCE}. ` +
      `JS: scripts received before the mark (median), KB as sent.`,
  );
  for (const [key, profile] of profiles) console.log(`  ${key.padEnd(12)} ${profile.label}`);
  console.log('');
  printTable(results);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n${minutes} min; load average ${load} at start, ${loadavg()[0]!.toFixed(1)} at the end.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
