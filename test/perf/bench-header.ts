/**
 * `npm run bench`: how soon the main site's header is usable ('Me connecter' shown, the session
 * read: the `ossature:ready:header` mark, from navigation start), in Chromium, for both split
 * flavours and the all-in-one baselines (test/perf/all-in-one.ts), under five network and CPU
 * profiles. Not a test: it asserts nothing, it prints medians, 90th percentiles and the ratio of
 * each to two references: the all-in-one React bundle (every island in one file, which grows with
 * each new tool) and the header-only all-in-one React bundle (the header's kinds alone in one
 * file, which does not: the cost of files, not of weight).
 *
 * Interleaved: in each round every bundle loads once, in an order rotated from round to round,
 * each load in a fresh browser context (empty cache and storage: a first visit), so that a slow
 * patch of the machine falls on every bundle alike. One warm-up load per bundle and profile is
 * not counted. Assets are served gzip (as a CDN serves them to a browser asking for
 * gzip); ENCODING=br lets the browser have brotli.
 *
 *   N=10                 loads per bundle and profile (default 10)
 *   PROFILES=latency150  some of: none, cpu4, latency150, slow4g, cpu4-slow4g (default all five)
 *   BUNDLES=react,react-all-in-one   some of: preact, react, preact-loader-only, preact-all-in-one,
 *                                    react-all-in-one, preact-header-all-in-one,
 *                                    react-header-all-in-one
 *   BENCH_PORT=8182      port of the preview it starts (throw-away database)
 *   BASE=http://site.localhost:8080  measure a preview already running instead
 *
 * Run `npm run build` first; the baselines are (re)built here when dist/ is newer than them.
 */
import type { Browser } from '@playwright/test';
import { existsSync } from 'node:fs';
import { FLAVOURS, type Flavour } from '@/test/browser/support/env';
import { ensureAllInOne, fullBaseline, HEADER_KINDS, headerBaseline, type Baseline } from './all-in-one';
import {
  benchRun,
  percentile,
  pick,
  printTable as printColumns,
  PROFILES,
  rotated,
  throttledPage,
  type Profile,
} from './bench-support';

const RUNS = Number(process.env.N ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8182);
const ENCODING = process.env.ENCODING ?? 'gzip';

interface Bundle {
  name: string;
  flavour: Flavour;
  /** The page's query choosing it, and where its entry must come from. */
  query: string;
  entry: string;
  /** What the baseline holds, for the all-in-one bundles (built before measuring). */
  baseline?: Baseline;
}
const baselineBundle = (baseline: Baseline): Bundle => ({
  name: baseline.name,
  flavour: baseline.flavour,
  query: `bundle=${baseline.name}`,
  entry: `/dist-bench/${baseline.name}/ossature.js`,
  baseline,
});
const BUNDLES: Bundle[] = [
  ...FLAVOURS.map((f) => ({ name: f, flavour: f, query: `flavour=${f}`, entry: `/dist/${f}/ossature.js` })),
  // The loader alone, without the page's preload links (a CMS that does not read preload.json).
  {
    name: 'preact-loader-only',
    flavour: 'preact',
    query: 'flavour=preact&preload=none',
    entry: '/dist/preact/ossature.js',
  },
  ...FLAVOURS.map((f) => baselineBundle(fullBaseline(f))),
  ...FLAVOURS.map((f) => baselineBundle(headerBaseline(f))),
];
/** The ratios' references: every island in one file, and the header's kinds alone in one file. */
const REFERENCE = fullBaseline('react').name;
const HEADER_REFERENCE = headerBaseline('react').name;

interface Sample {
  /** `ossature:ready:header`, ms from navigation start. */
  ready: number;
  /** Script bytes received (encoded body sizes) and files, until the mark. */
  scriptBytes: number;
  scriptFiles: number;
}

async function measure(browser: Browser, base: string, bundle: Bundle, profile: Profile): Promise<Sample> {
  const { context, page } = await throttledPage(browser, profile, {
    viewport: { width: 1280, height: 720 },
    extraHTTPHeaders: ENCODING === 'br' ? {} : { 'accept-encoding': ENCODING },
  });
  try {
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
          kinds: [...document.querySelectorAll('[data-widget]')].map((e) => e.getAttribute('data-widget')),
        };
      },
      undefined,
      { timeout: 60_000 },
    );
    const { entry, kinds, ...sample } = (await handle.jsonValue()) as Sample & {
      entry: string | null;
      kinds: string[];
    };
    if (entry !== bundle.entry) throw new Error(`expected ${bundle.entry}, the page loaded ${entry}`);
    // The header-only reference must hold every kind of the page, or it would not be one.
    if (kinds.some((k) => !HEADER_KINDS.includes(k))) throw new Error(`the page holds ${kinds}, not ${HEADER_KINDS}`);
    return sample;
  } finally {
    await context.close();
  }
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

const ms = (n: number) => `${n.toFixed(0)} ms`;
const median = (values: number[]) => percentile(values, 50);
const p90 = (values: number[]) => percentile(values, 90);
/** `n` ÷ the same statistic of the reference's samples, '–' when the reference was not measured. */
const ratio = (n: number, ref: number[] | undefined, stat: (v: number[]) => number) =>
  ref?.length ? (n / stat(ref)).toFixed(2) : '–';

/** Absolute medians and p90s, then each divided by both references, then the scripts received. */
function printTable(results: Map<string, Map<string, Sample[]>>) {
  const columns = [
    'profile',
    'bundle',
    'median',
    'p90',
    'med ÷ all',
    'p90 ÷ all',
    'med ÷ hdr',
    'p90 ÷ hdr',
    'JS files',
  ];
  const rows: string[][] = [];
  for (const [key, byBundle] of results) {
    const all = byBundle.get(REFERENCE)?.map((s) => s.ready);
    const hdr = byBundle.get(HEADER_REFERENCE)?.map((s) => s.ready);
    for (const [name, samples] of byBundle) {
      const ready = samples.map((s) => s.ready);
      const [m, p] = [median(ready), p90(ready)];
      const files = median(samples.map((s) => s.scriptFiles));
      const kb = median(samples.map((s) => s.scriptBytes)) / 1024;
      const ratios = [ratio(m, all, median), ratio(p, all, p90), ratio(m, hdr, median), ratio(p, hdr, p90)];
      rows.push([key, name, ms(m), ms(p), ...ratios, String(files), kb.toFixed(1)]);
    }
  }
  printColumns([...columns, 'JS KB'], rows);
}

async function main() {
  const profiles = pick(Object.entries(PROFILES), process.env.PROFILES, ([k]) => k, 'profile');
  const bundles = pick(BUNDLES, process.env.BUNDLES, (b) => b.name, 'bundle');
  for (const flavour of FLAVOURS) {
    if (!existsSync(`dist/${flavour}/ossature.js`)) throw new Error('No bundle in dist/: run `npm run build` first.');
  }
  for (const bundle of bundles) if (bundle.baseline) await ensureAllInOne(bundle.baseline, (l) => console.error(l));

  const { results, host, chromiumVersion, footer } = await benchRun(PORT, (browser, base) =>
    run(browser, base, profiles, bundles),
  );
  console.log(
    `\nHeader usable ('ossature:ready:header' from navigation start) on ${host}, ` +
      `${RUNS} interleaved loads per bundle and profile, each in a fresh context, assets served ${ENCODING} ` +
      `(Chromium ${chromiumVersion}); ÷ all: to the median or p90 of ${REFERENCE} (every island in one file), ` +
      `÷ hdr: of ${HEADER_REFERENCE} (the page's kinds, ${HEADER_KINDS.join(', ')}, in one file). ` +
      `JS: scripts received before the mark (median), KB as sent.`,
  );
  for (const [key, profile] of profiles) console.log(`  ${key.padEnd(12)} ${profile.label}`);
  console.log('');
  printTable(results);
  console.log(footer());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
