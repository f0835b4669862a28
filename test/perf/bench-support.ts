/**
 * What the benchmarks share (bench-header.ts, bench-questionnaire.ts…): their own preview on a
 * port of their own with a throw-away database, Debian's Chromium, the network and CPU profiles
 * applied through the DevTools protocol, and the statistics and table they print; for the API
 * benchmarks (bench-pdf-load.ts, bench-api-load.ts) the calls on loopback and a timed load.
 */
import autocannon from 'autocannon';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDevice } from '@/src/contracts/account/device';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FLAVOURS, type Flavour } from '@/test/browser/support/env';

export interface Profile {
  label: string;
  cpu?: number;
  /** Chromium's network emulation: latency added to each request (ms), throughput in bytes/s. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}
const SLOW_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
export const PROFILES: Record<string, Profile> = {
  none: { label: 'no throttling' },
  cpu4: { label: '4x CPU', cpu: 4 },
  latency150: {
    label: '+150 ms latency',
    network: { latency: 150, downloadThroughput: -1, uploadThroughput: -1 },
  },
  slow4g: { label: 'slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up)', network: SLOW_4G },
  'cpu4-slow4g': { label: '4x CPU + slow 4G', cpu: 4, network: SLOW_4G },
};

/** The items named in a comma-separated list (an environment variable), or all when unset. */
export function pick<T>(all: T[], names: string | undefined, nameOf: (t: T) => string, what: string): T[] {
  if (!names) return all;
  return names.split(',').map((n) => {
    const found = all.find((t) => nameOf(t) === n.trim());
    if (!found) throw new Error(`Unknown ${what} '${n}': one of ${all.map(nameOf).join(', ')}.`);
    return found;
  });
}

/** Whether something answers on `port`: a server that accepts but stays silent 2 s counts as there. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/', method: 'GET', agent: false }, (res) => {
      res.resume();
      resolve(true);
    });
    req.setTimeout(2000, () => {
      req.destroy();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** Resolves once nothing answers on `port` any more (a stopped preview gone), or throws after `ms`. */
export async function waitForPortFree(port: number, ms = 15_000): Promise<void> {
  const started = Date.now();
  while (await ping(port)) {
    if (Date.now() - started > ms)
      throw new Error(`Stopping the preview: port ${port} still answers after ${ms / 1000} s.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Preview {
  base: string;
  stop: () => void;
  /** The SQLite file it was given (PREVIEW_DB), when this process started it. */
  db?: string;
}

/**
 * The preview of dist/ on `port` (site.localhost), with a fresh database removed at `stop`;
 * `env` is added to its environment (bench-pdf-load.ts sets the report pool's), an `undefined`
 * value removing the variable (bench-api-load.ts keeps DATABASE_URL from the SQLite preview).
 */
export async function startPreview(port: number, env: Record<string, string | undefined> = {}): Promise<Preview> {
  if (await ping(port)) throw new Error(`Port ${port} is taken: set BENCH_PORT, or BASE to measure that preview.`);
  const db = join(tmpdir(), `ossature-bench-${process.pid}.db`);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'demo-pages/server/main.ts', '--no-build', '--reset'],
    { env: { ...process.env, ...env, PORT: String(port), PREVIEW_DB: db }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = () => {
    child.kill('SIGTERM');
    for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  };
  const started = Date.now();
  while (!(await ping(port))) {
    if (child.exitCode !== null) throw new Error('The preview server stopped at start.');
    if (Date.now() - started > 30_000) {
      stop();
      throw new Error('The preview server did not start in 30 s.');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base: `http://site.localhost:${port}`, stop, db };
}

/** The preview at BASE when set (nothing to stop), else one started on `port`. */
export const previewFor = async (port: number): Promise<Preview> =>
  process.env.BASE ? Promise.resolve({ base: process.env.BASE, stop: () => {} }) : await startPreview(port);

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

/**
 * Starts the preview and Chromium, measures, stops both whatever happens; hands back the results
 * with what the report names (host, Chromium version) and its last line (duration, load average:
 * timings on a busy machine are noise).
 */
export async function benchRun<R>(port: number, measure: (browser: Browser, base: string) => Promise<R>) {
  const started = Date.now();
  const load = loadavg()[0]!.toFixed(1);
  const preview = await previewFor(port);
  const browser = await launchChromium();
  const chromiumVersion = browser.version();
  try {
    const results = await measure(browser, preview.base);
    const footer = () =>
      `\n${((Date.now() - started) / 60_000).toFixed(1)} min; load average ${load} at start, ` +
      `${loadavg()[0]!.toFixed(1)} at the end.`;
    return { results, host: new URL(preview.base).host, chromiumVersion, footer };
  } finally {
    await browser.close();
    preview.stop();
  }
}

/**
 * A page in a fresh context (empty cache and storage: a first visit), the profile's throttling
 * applied before anything loads. Close the context when done.
 */
export async function throttledPage(
  browser: Browser,
  profile: Profile,
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
  return { context, page };
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Each bundle once per round, the order rotated by one at each round. */
export function rotated<T>(items: T[], round: number): T[] {
  const k = round % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

/** Columns padded to their widest cell, the first `left` ones left-aligned, numbers right. */
export function printTable(columns: string[], rows: string[][], left = 2): void {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < left ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)));
  console.log(line(columns).join('  '));
  for (const row of rows) console.log(line(row).join('  '));
}

/** INP's "good" threshold (web.dev), which the issues ask for at 4x CPU. */
export const INP_LIMIT = 200;

/**
 * Installed before the page's scripts: the trusted clicks' timeStamps, and the Event Timing
 * entries of interactions (`durationThreshold` 16). A string, not a function: tsx would wrap a
 * function in a helper the page does not have.
 */
export const OBSERVE_INTERACTIONS = `
  window.__bench = { clicks: [], events: [] };
  addEventListener('click', (e) => { if (e.isTrusted) window.__bench.clicks.push(e.timeStamp); }, true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__bench.events.push({ name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** The paths of the resources the page has fetched, evaluated in it. */
export const RESOURCE_PATHS = `performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname)`;

/**
 * Samples per profile and bundle, interleaved: one uncounted warm-up per bundle and profile (the
 * first one's `note` printed, to show what was measured), then `runs` rounds, each measuring every
 * bundle once in an order rotated from round to round. Progress goes to stderr.
 */
export async function interleaved<B, S>(
  profiles: [string, Profile][],
  bundles: B[],
  runs: number,
  measure: (bundle: B, profile: Profile) => Promise<S>,
  note: (warm: S) => string,
): Promise<Map<string, Map<B, S[]>>> {
  const results = new Map<string, Map<B, S[]>>();
  for (const [key, profile] of profiles) {
    const byBundle = new Map(bundles.map((b) => [b, [] as S[]]));
    results.set(key, byBundle);
    process.stderr.write(`${profile.label}: `);
    for (const bundle of bundles) {
      const warm = await measure(bundle, profile);
      if (key === profiles[0]![0] && bundle === bundles[0]) process.stderr.write(`(${note(warm)}) `);
    }
    for (let round = 0; round < runs; round++) {
      for (const bundle of rotated(bundles, round)) byBundle.get(bundle)!.push(await measure(bundle, profile));
      process.stderr.write('.');
    }
    process.stderr.write('\n');
  }
  return results;
}

/**
 * Has the page's frames presented as a screen would (a low-quality screencast, encoded outside the
 * page's main thread). Without it headless Chromium reports the keystrokes of a field whose change
 * schedules a re-fetch (the span, the zip code) as lasting until the re-fetch's frame, 250–700 ms
 * later, although each keystroke's own frame is drawn within 30 ms (seen in the screencast; the
 * same keystrokes measure 16–32 ms once frames are presented). A display presents frames: so do
 * the benchmarks, for every INP they report. `RAW_FRAMES=1` measures without it.
 */
export async function presentFrames(page: Page): Promise<() => Promise<void>> {
  if (process.env.RAW_FRAMES) return async () => {};
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Page.screencastFrame', (frame) => void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }));
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 10, maxWidth: 320, maxHeight: 180 });
  return async () => {
    await cdp.send('Page.stopScreencast');
    await cdp.detach();
  };
}

/** A duration for the tables: '< 16 ms' under Event Timing's threshold, '–' when not measured. */
export const msCell = (n: number | undefined): string =>
  n === undefined ? '–' : n < 16 ? '< 16 ms' : `${n.toFixed(0)} ms`;

/** The INP cells of a table: median, and p90 with whether it is under the limit. */
export function inpCells(inp: number[]): [string, string] {
  if (!inp.length) return ['–', '–'];
  const p90 = percentile(inp, 90);
  return [msCell(percentile(inp, 50)), `${msCell(p90)} ${p90 < INP_LIMIT ? '(< 200: yes)' : '(< 200: NO)'}`];
}

/** The interactions that were a load's longest, most often first ('Comparer ×3, filter group ×2'). */
export function slowestOf(samples: { inp?: number; slowest?: string }[]): string {
  const counts = new Map<string, number>();
  for (const s of samples) if (s.slowest && s.inp) counts.set(s.slowest, (counts.get(s.slowest) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1]);
  return sorted.map(([name, n]) => `${name} ×${n}`).join(', ') || '–';
}

/** The profiles (PROFILES, else the first three) and bundles (BUNDLES, else both) asked for, each bundle built. */
export function bundlesAndProfiles(defaults = 'none,latency150,cpu4') {
  const profiles = pick(Object.entries(PROFILES), process.env.PROFILES ?? defaults, ([k]) => k, 'profile');
  const flavours = pick(FLAVOURS, process.env.BUNDLES, (f) => f, 'bundle');
  for (const flavour of flavours) {
    if (!existsSync(`dist/${flavour}/ossature.js`)) throw new Error('No bundle in dist/: run `npm run build` first.');
  }
  return { profiles, flavours };
}

/** The origin of one demo site of the preview that serves `base` (the benchmarks' preview answers on site.localhost). */
export function siteOrigin(base: string, site: 'plancher' | 'carbone'): string {
  const url = new URL(base);
  url.hostname = url.hostname.replace(/^(site|plancher|carbone)\./, `${site}.`);
  return url.origin;
}

/**
 * `url` in `flavour`, a first visit under `profile` with interactions observed, once `ready`
 * resolves and the flavour's bundle is known to be the one loaded. Close the context when done.
 */
export async function firstVisit(
  browser: Browser,
  profile: Profile,
  url: URL,
  flavour: Flavour,
  ready: (page: Page) => Promise<unknown>,
  timeout = 60_000,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await throttledPage(browser, profile, {
    viewport: { width: 1280, height: 720 },
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  try {
    await page.addInitScript(OBSERVE_INTERACTIONS);
    page.setDefaultTimeout(timeout);
    url.searchParams.set('flavour', flavour);
    await page.goto(url.href, { waitUntil: 'commit' });
    await ready(page);
    const entry = `/dist/${flavour}/ossature.js`;
    if (!((await page.evaluate(RESOURCE_PATHS)) as string[]).includes(entry)) throw new Error(`${entry} not loaded`);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

const SETTLE = 'new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)))';

/** The longest Event Timing entry since the last call (0 when none reached 16 ms), then none kept. */
export async function longest(page: Page): Promise<number> {
  await page.evaluate(SETTLE);
  const events = (await page.evaluate('window.__bench.events.splice(0)')) as { duration: number }[];
  return Math.max(0, ...events.map((e) => e.duration));
}

/** Each interaction of `run`, timed apart: its longest Event Timing entry under `name`. */
export async function timed(
  page: Page,
  steps: [string, number][],
  name: string,
  run: () => Promise<unknown>,
): Promise<void> {
  await run();
  steps.push([name, await longest(page)]);
}

/** A load of a form bench: its timed changes (ms) and, under CPU throttling, its longest interaction and which. */
export interface ChangeSample {
  changes: number[];
  inp?: number;
  slowest?: string;
}

/** The table of a form bench: the changes' median and p90, INP's, and the slowest interactions. */
export function printChanges(results: Map<string, Map<Flavour, ChangeSample[]>>, change: string, inp: string): void {
  const columns = ['profile', 'bundle', `${change} median`, 'p90', `${inp} median`, 'p90', 'slowest'];
  const rows: string[][] = [];
  for (const [key, byFlavour] of results) {
    for (const [flavour, samples] of byFlavour) {
      const changes = samples.flatMap((s) => s.changes);
      const inps = samples.flatMap((s) => (s.inp === undefined ? [] : [s.inp]));
      const cells = [msCell(percentile(changes, 50)), msCell(percentile(changes, 90)), ...inpCells(inps)];
      rows.push([key, flavour, ...cells, slowestOf(samples)]);
    }
  }
  printTable(columns, rows);
}

/** The longest interaction of `steps` and which; each printed on stderr with DEBUG_STEPS=1. */
export function slowestStep(steps: [string, number][]): { inp: number; slowest: string } {
  if (process.env.DEBUG_STEPS) console.error(steps.map(([n, d]) => `${n}: ${d.toFixed(0)}`).join('; '));
  const [slowest, inp] = steps.reduce((a, b) => (b[1] > a[1] ? b : a));
  return { inp, slowest };
}

/**
 * Evaluated in the page before a click: `window.__bench.form` resolves once the radios of the
 * field `field` in the island `host` hold exactly `values` (the server's answer to the click) and a
 * frame has been made (a MutationObserver, then a requestAnimationFrame and a setTimeout).
 */
export const armChoices = (host: string, field: string, values: string[]) => `(() => {
  const root = document.querySelector('${host}').shadowRoot;
  const wanted = ${JSON.stringify(values.join(' '))};
  window.__bench.form = new Promise((resolve) => {
    const check = () => {
      const shown = [...root.querySelectorAll('[data-field="${field}"] input[type="radio"]')].map((i) => i.value).join(' ');
      if (shown !== wanted) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true, attributes: true });
  });
})()`;

/** From the visitor's `click` to the frame `arm` (armChoices) waits for (ms). */
export async function clickToPaint(page: Page, arm: string, click: () => Promise<unknown>): Promise<number> {
  await page.evaluate(arm);
  const before = (await page.evaluate('window.__bench.clicks.length')) as number;
  await click();
  const painted = (await page.evaluate('window.__bench.form')) as number;
  // A click on a label also clicks its radio: the visitor's is the first of the two.
  const clicked = (await page.evaluate(`window.__bench.clicks[${before}]`)) as number;
  return painted - clicked;
}

/** What a bench prints: what it measured, its profiles, its table, its last line. */
export function report(intro: string, profiles: [string, Profile][], table: () => void, footer: string): void {
  console.log(intro);
  for (const [key, profile] of profiles) console.log(`  ${key.padEnd(12)} ${profile.label}`);
  console.log('');
  table();
  console.log(footer);
}

/** An answer of the preview's API: its status and raw body. */
export interface Answer {
  status: number;
  body: Buffer;
}

/**
 * A single call's bound: a report waits its turn behind the others, tens of seconds on a crowded
 * machine; past this the bench stops with the call named rather than hanging.
 */
const CALL_TIMEOUT_MS = 180_000;

/**
 * Calls to one API of the preview on `port`, on loopback: the preview picks the site by the Host
 * header (`api.site.localhost:4842`). Each call has its own connection (`agent: false`), as each
 * visitor would.
 */
export function apiClient(port: number, host: string) {
  function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const typed = payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {};
    return new Promise((resolve, reject) => {
      const options = { host: '127.0.0.1', port, method, path, agent: false, headers: { host, ...typed, ...headers } };
      const req = request(options, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      const timer = setTimeout(() => {
        req.destroy(new Error(`${method} ${path} (${host}): no answer in ${CALL_TIMEOUT_MS / 1000} s.`));
      }, CALL_TIMEOUT_MS);
      req.on('close', () => clearTimeout(timer));
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** The answer's `datas`; anything but a 200 throws, the call and the answer named. */
  async function json<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
    const answer = await send(method, path, body, headers);
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${answer.body.toString()}`);
    return (JSON.parse(answer.body.toString()) as { datas: T }).datas;
  }

  return { host, send, json };
}
export type ApiClient = ReturnType<typeof apiClient>;

/** A registered device's bearer (main site); no `uuid`: the server mints the device's id. */
export async function deviceBearer(main: ApiClient): Promise<string> {
  const body = { browser: 'autocannon', browserVersion: '8', os: process.platform };
  const { device } = await main.json<{ device: { token: string } }>('POST', createDevice.path, body);
  return `Bearer ${device.token}`;
}

/**
 * The signed link of the library's broadest report, got as the island does (`get-rapport-link`):
 * every 'Type de plancher' value ticked, 1 262 matches, the 1 000 best in the PDF.
 */
export async function broadestReportLink(main: ApiClient): Promise<string> {
  const { filters } = await main.json<{ filters: { id: number; name: string; filterValues: { id: number }[] }[] }>(
    'POST',
    '/api/filters/bibliotheque',
    { filterChoices: {}, lunchResearch: false, save: false },
  );
  const floor = filters.find((f) => f.name === 'Type de plancher');
  if (!floor) throw new Error("No 'Type de plancher' filter in the library.");
  const filterChoices = { [String(floor.id)]: floor.filterValues.map((v) => v.id) };
  const { link } = await main.json<{ link: string }>('POST', '/api/filters/bibliotheque/get-rapport-link', {
    filterChoices,
  });
  return link;
}

/** One report request: its time in ms; anything but a PDF throws. */
export async function timedReport(main: ApiClient, link: string): Promise<number> {
  const started = performance.now();
  const answer = await main.send('GET', link);
  if (answer.status !== 200 || answer.body.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new Error(`report: ${answer.status} ${answer.body.subarray(0, 200).toString()}`);
  return performance.now() - started;
}

/** An autocannon run, what ran beside it, and the 1-minute load average before and after. */
export interface LoadRun<T> {
  result: autocannon.Result;
  beside: T | undefined;
  load: [number, number];
}

/**
 * autocannon with `options` for their duration; `beside`, when given, starts one second in (the
 * load settled: benchmarks measure real time) and is awaited with it. Bounded by the duration,
 * autocannon's per-request `timeout` and the calls' own bound.
 */
export async function loadWhile<T>(options: autocannon.Options, beside?: () => Promise<T>): Promise<LoadRun<T>> {
  const before = loadavg()[0]!;
  const run = autocannon(options);
  let extra: T | undefined;
  if (beside) {
    await new Promise((r) => setTimeout(r, 1000));
    extra = await beside();
  }
  const result = await run;
  return { result, beside: extra, load: [before, loadavg()[0]!] };
}
