/**
 * `npm run bench:tools`: how soon each tool page is usable on a first visit: from
 * navigation start to the first frame in which the tool's first control is visible and enabled,
 * under slow 4G and 4x CPU, with and without the page's preload links. Not a test: it asserts
 * nothing, it prints medians and 90th percentiles.
 *
 * Measured in the page: an init script, run before any of the page's own, looks at each animation
 * frame (requestAnimationFrame) for the control in the island's shadow root; once it is there,
 * rendered (checkVisibility, a box of some size) and enabled (`:enabled`, outside any `inert`
 * subtree), it takes `performance.now()` in a task queued from that frame's callback, i.e. once
 * the frame holding it has been produced. Also read, to see where the time went: the island's
 * first commit (`ossature:mounted:<kind>`, a mark the mounting code makes), the API calls (fetch
 * resource entries) answered by then, when the first began and the last ended, and the scripts
 * received by then.
 * The control may lie below the fold (a 1280 × 720 window): usable means there and working.
 *
 * Each page two ways: as the demo CMS prints it, its `<link rel="modulepreload">` from the build's
 * preload.json in <head> (demo-pages/server/preload-hints.ts), and with `?preload=none`, the loader
 * alone (a CMS that does not read preload.json; the loader then asks for each island's shared
 * chunks once it runs). Interleaved as in bench-header.ts: in each round every page and variant
 * loads once, in an order rotated from round to round, each load in a fresh browser context (a
 * first visit), after one uncounted warm-up load per page, variant and profile.
 *
 *   N=10                 loads per page, variant and profile (default 10)
 *   PROFILES=slow4g      some of: none, cpu4, latency150, slow4g, cpu4-slow4g (default slow4g,cpu4-slow4g)
 *   PAGES=thermal,floor  some of: thermal, environmental, library, floor, carbon (default all five)
 *   PRELOAD=links        some of: links, none (default both)
 *   BUNDLES=preact       some of: preact, react (default preact, the flavour pages load)
 *   BENCH_PORT=8189      port of the preview it starts (throw-away database)
 *   BASE=http://site.localhost:8080  measure a preview already running instead
 *
 * Run `npm run build` first.
 */
import type { Browser } from '@playwright/test';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { FLAVOURS, type Flavour } from '@/test/browser/support/env';
import {
  benchRun,
  interleaved,
  percentile,
  pick,
  printTable,
  PROFILES,
  report,
  RESOURCE_PATHS,
  siteOrigin,
  throttledPage,
  type Profile,
} from './bench-support';

const RUNS = Number(process.env.N ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8189);
/** Our goal for a slow phone: each tool usable on slow 4G within 1.5 s (median, quiet machine). */
const GOAL_MS = 1500;

interface ToolPage {
  name: string;
  site: 'site' | 'plancher' | 'carbone';
  path: string;
  kind: string;
  /** The tool's first control, in the island's shadow root, and what it is. */
  control: string;
  what: string;
}

const PAGES: ToolPage[] = [
  {
    name: 'thermal',
    site: 'site',
    path: '/evaluer-le-psi-dun-rupteur/',
    kind: 'thermal-break',
    control: '.oss-quiz__choice',
    what: "the first question's first answer",
  },
  {
    name: 'environmental',
    site: 'site',
    path: '/donnees-environnementales/',
    kind: 'thermal-break',
    control: '.oss-quiz__choice',
    what: "the first question's first answer",
  },
  {
    name: 'library',
    site: 'site',
    path: '/bibliotheque/',
    kind: 'psi-library',
    control: '.oss-lib-filter__trigger',
    what: "the first filter's 'Un ou plusieurs choix'",
  },
  {
    name: 'floor',
    site: 'plancher',
    path: '/configurer-un-plancher/',
    kind: 'floor-configurator',
    control: 'input[name="zipCode"]',
    what: "step 1's zip code",
  },
  {
    name: 'carbon',
    site: 'carbone',
    path: '/simuler-mon-empreinte-carbone/',
    kind: 'carbon-simulator',
    control: 'input[name="zipCode"]',
    what: "step 1's zip code",
  },
];

type Preload = 'links' | 'none';
const PRELOADS: Preload[] = ['links', 'none'];

interface Variant {
  page: ToolPage;
  preload: Preload;
  flavour: Flavour;
}

interface Sample {
  /** First control usable, ms from navigation start. */
  usable: number;
  /** The island's first commit (`ossature:mounted:<kind>`), ms from navigation start. */
  mounted: number;
  /** modulepreload links the page itself printed (counted once parsed, before the loader runs). */
  links: number;
  /** Scripts received before the control was usable: files, bytes as sent. */
  scriptFiles: number;
  scriptBytes: number;
  /** API calls (fetch) answered before the control was usable; when the first began, the last ended (ms). */
  calls: number;
  firstCall: number;
  lastCall: number;
  /** The machine's one-minute load average right after the load. */
  load: number;
}

/**
 * The in-page watch (a string: tsx would wrap a function in a helper the page does not have).
 * `window.__tool` is set once the control is usable.
 */
const watch = (page: ToolPage) => `(() => {
  // 'interactive' comes before module scripts run: the loader's own links are not there yet.
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive')
      window.__toolLinks = document.querySelectorAll('link[rel="modulepreload"]').length;
  });
  const usable = (el) => {
    if (!el || !el.matches(':enabled') || el.closest('[inert]')) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const frame = () => {
    const root = document.querySelector('[data-widget="${page.kind}"]')?.shadowRoot;
    if (!usable(root?.querySelector('${page.control}'))) return requestAnimationFrame(frame);
    setTimeout(() => {
      const at = performance.now();
      const before = performance.getEntriesByType('resource').filter((r) => r.responseEnd <= at);
      const scripts = before.filter((r) => r.name.endsWith('.js'));
      const calls = before.filter((r) => r.initiatorType === 'fetch');
      window.__tool = {
        usable: at,
        mounted: performance.getEntriesByName('ossature:mounted:${page.kind}', 'mark')[0]?.startTime ?? NaN,
        links: window.__toolLinks ?? 0,
        scriptFiles: scripts.length,
        scriptBytes: scripts.reduce((sum, r) => sum + r.encodedBodySize, 0),
        calls: calls.length,
        firstCall: calls.length ? Math.min(...calls.map((r) => r.startTime)) : NaN,
        lastCall: calls.length ? Math.max(...calls.map((r) => r.responseEnd)) : NaN,
      };
    });
  };
  requestAnimationFrame(frame);
})()`;

function urlOf(base: string, variant: Variant): URL {
  const { page, preload, flavour } = variant;
  const url = new URL(page.path, page.site === 'site' ? base : siteOrigin(base, page.site));
  url.searchParams.set('flavour', flavour);
  if (preload === 'none') url.searchParams.set('preload', 'none');
  return url;
}

async function measure(browser: Browser, base: string, variant: Variant, profile: Profile): Promise<Sample> {
  const { context, page } = await throttledPage(browser, profile, {
    viewport: { width: 1280, height: 720 },
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  try {
    await page.addInitScript(watch(variant.page));
    await page.goto(urlOf(base, variant).href, { waitUntil: 'commit' });
    const handle = await page.waitForFunction('window.__tool', undefined, { timeout: 60_000 });
    const sample = (await handle.jsonValue()) as Omit<Sample, 'load'>;
    const entry = `/dist/${variant.flavour}/ossature.js`;
    if (!((await page.evaluate(RESOURCE_PATHS)) as string[]).includes(entry)) throw new Error(`${entry} not loaded`);
    // The switch must have done what it says: links printed, or none.
    if ((variant.preload === 'links') !== sample.links > 0)
      throw new Error(`${urlOf(base, variant).href}: ${sample.links} preload links in the page`);
    return { ...sample, load: loadavg()[0]! };
  } finally {
    await context.close();
  }
}

const LABELS: Record<Preload, string> = { links: 'preload links', none: 'loader alone' };
const ms = (n: number) => (Number.isNaN(n) ? '–' : `${n.toFixed(0)} ms`);
/** The median of the loads that have the figure (NaN: no mark, no call), NaN when none has it. */
const median = (values: number[]) => {
  const known = values.filter((v) => !Number.isNaN(v));
  return known.length ? percentile(known, 50) : NaN;
};

/** The variants in the order of PAGES, whatever the rotation's order. */
const byPage = (byVariant: Map<Variant, Sample[]>) =>
  [...byVariant].sort(([a], [b]) => PAGES.indexOf(a.page) - PAGES.indexOf(b.page));

function rowOf(key: string, variant: Variant, samples: Sample[], flavours: number): string[] {
  const usable = samples.map((s) => s.usable);
  const bundle = `${LABELS[variant.preload]}${flavours > 1 ? `, ${variant.flavour}` : ''}`;
  return [
    key,
    variant.page.name,
    bundle,
    ms(median(usable)),
    ms(percentile(usable, 90)),
    ms(median(samples.map((s) => s.mounted))),
    ms(median(samples.map((s) => s.firstCall))),
    ms(median(samples.map((s) => s.lastCall))),
    String(median(samples.map((s) => s.calls))),
    String(median(samples.map((s) => s.scriptFiles))),
    (median(samples.map((s) => s.scriptBytes)) / 1024).toFixed(1),
    median(samples.map((s) => s.links)).toFixed(0),
  ];
}

function table(results: Map<string, Map<Variant, Sample[]>>, flavours: number) {
  const columns = ['profile', 'page', 'bundle', 'usable median', 'p90', 'mounted', 'first call', 'last answer'];
  const rows: string[][] = [];
  for (const [key, byVariant] of results) {
    for (const [variant, samples] of byPage(byVariant)) rows.push(rowOf(key, variant, samples, flavours));
  }
  printTable([...columns, 'calls', 'JS files', 'JS KB', 'links'], rows, 3);
}

/** The goal's lines: each page's slow-4G median against 1.5 s; the load averages seen. */
function summary(results: Map<string, Map<Variant, Sample[]>>): string {
  const loads = [...results.values()].flatMap((m) => [...m.values()].flat().map((s) => s.load));
  const range = `Load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} after the loads.`;
  const slow = byPage(results.get('slow4g') ?? new Map());
  if (!slow.length) return `\n${range}`;
  const lines = slow.map(([v, samples]) => {
    const m = median(samples.map((s) => s.usable));
    return `  ${v.page.name.padEnd(13)} ${LABELS[v.preload].padEnd(13)} ${v.flavour.padEnd(6)} ${ms(m).padStart(7)}: ${m <= GOAL_MS ? 'yes' : 'NO'}`;
  });
  return `\nGoal: usable on slow 4G ≤ ${GOAL_MS} ms, median, on a quiet machine.\n${lines.join('\n')}\n${range}`;
}

async function main() {
  const profiles = pick(Object.entries(PROFILES), process.env.PROFILES ?? 'slow4g,cpu4-slow4g', ([k]) => k, 'profile');
  const flavours = pick(FLAVOURS, process.env.BUNDLES ?? 'preact', (f) => f, 'bundle');
  for (const flavour of flavours) {
    if (!existsSync(`dist/${flavour}/ossature.js`)) throw new Error('No bundle in dist/: run `npm run build` first.');
  }
  const pages = pick(PAGES, process.env.PAGES, (p) => p.name, 'page');
  const preloads = pick(PRELOADS, process.env.PRELOAD, (p) => p, 'preload');
  const variants = pages.flatMap((page) =>
    preloads.flatMap((preload) => flavours.map((flavour) => ({ page, preload, flavour }))),
  );
  const { results, host, chromiumVersion, footer } = await benchRun(PORT, (browser, base) =>
    interleaved(
      profiles,
      variants,
      RUNS,
      (v, profile) => measure(browser, base, v, profile),
      (s) => ms(s.usable),
    ),
  );
  const intro =
    `\nTool pages usable (first control visible and enabled, from navigation start) on ${host} and its ` +
    `floor and carbon sites, ${RUNS} interleaved loads per page, variant and profile, each a first visit in a ` +
    `fresh context, assets served gzip (Chromium ${chromiumVersion}). mounted: the island's first commit; ` +
    `calls: API calls (fetch) answered before usable, first call: when the first began, last answer: when ` +
    `the last ended (medians); ` +
    `JS: scripts received before usable (median), KB as sent; links: modulepreload links the page printed.\n` +
    PAGES.map((p) => `  ${p.name.padEnd(13)} ${p.path}: ${p.what}`).join('\n');
  report(intro, profiles, () => table(results, flavours.length), summary(results) + footer());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
