/**
 * `npm run bench:questionnaire`: how the thermal questionnaire answers a click, in
 * Chromium, for both flavours. Not a test: it asserts nothing, it prints medians and 90th
 * percentiles.
 *
 * Each load opens '/evaluer-le-psi-dun-rupteur/' in a fresh browser context (a first visit),
 * waits for the first question, then picks the first answer of each question, ANSWERS times at
 * most (the seeded reference data asks three questions on that path, then searches). Figures:
 * - click → painted: from the click event's timeStamp to the next question painted (its new
 *   heading in the DOM, seen by a MutationObserver, then a requestAnimationFrame and a
 *   setTimeout: the frame holding it has been produced). The next question comes from the API,
 *   so this includes the `/api/filters` round trip. The last question's answer leads, after the
 *   same round trip, to the search screen ('Chargement du résultat'): timed apart, as → search;
 * - INP: the longest Event Timing entry (type 'event', durationThreshold 16) of the load's click
 *   interactions, which is what INP is: input delay, handlers and the next paint, not the
 *   fetch. Entries under 16 ms are not reported: a load without any shows as '< 16 ms'.
 *
 * Interleaved as in bench-header.ts: in each round every flavour loads once, in an order rotated
 * from round to round, after one uncounted warm-up load per flavour and profile.
 *
 *   N=10                 loads per flavour and profile (default 10)
 *   ANSWERS=3            answers per load, at most (default 3: two lead to a question, one to the search)
 *   PROFILES=cpu4        some of: none, latency150, cpu4, slow4g, cpu4-slow4g (default the first three)
 *   BUNDLES=react        some of: preact, react (default both)
 *   BENCH_PORT=8183      port of the preview it starts (throw-away database)
 *   BASE=http://site.localhost:8080  measure a preview already running instead
 *
 * Run `npm run build` first.
 */
import type { Browser, Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { FLAVOURS, type Flavour } from '@/test/browser/support/env';
import {
  benchRun,
  INP_LIMIT,
  interleaved,
  OBSERVE_INTERACTIONS,
  RESOURCE_PATHS,
  percentile,
  inpCells,
  msCell,
  presentFrames,
  pick,
  printTable,
  PROFILES,
  throttledPage,
  type Profile,
} from './bench-support';

const RUNS = Number(process.env.N ?? 10);
const ANSWERS = Number(process.env.ANSWERS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8183);
const PATH = '/evaluer-le-psi-dun-rupteur/';
const DEFAULT_PROFILES = 'none,latency150,cpu4';
const HOST = '[data-widget="thermal-break"]';

/**
 * Arms the wait for the next screen, before the click: resolves once a new question heading (or
 * the final 'Chargement du résultat', or a failure) is in the island and a frame has been made.
 */
const ARM_NEXT = `(() => {
  const root = document.querySelector('${HOST}').shadowRoot;
  const before = root.querySelector('.oss-quiz__title');
  window.__bench.next = new Promise((resolve) => {
    const check = () => {
      const title = root.querySelector('.oss-quiz__title');
      const seen = root.querySelector('.oss-quiz__failed') ? 'failed'
        : title && title !== before ? 'question'
        : root.querySelector('.oss-quiz__final') ? 'final' : null;
      if (!seen) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() =>
        resolve({ seen, painted: performance.now(), title: title ? title.textContent : '' })));
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
  });
})()`;

/** The scripts the page loaded, to check the flavour asked for is the one measured. */

interface Sample {
  /** Click → next question painted, one per answer that leads to a question (ms). */
  clicks: number[];
  /** Click on the last question's answer → the search screen painted (ms), when reached. */
  final?: number;
  /** The longest click interaction (ms), 0 when none reached 16 ms. */
  inp: number;
  /** The questions' titles, in order (to show what was walked through). */
  titles: string[];
}

type Next = { seen: 'question' | 'final' | 'failed'; painted: number; title: string };

async function answer(page: Page): Promise<Next & { ms: number }> {
  await page.evaluate(ARM_NEXT);
  await page.locator(`${HOST} .oss-quiz__choice`).first().click();
  const next = (await page.evaluate('window.__bench.next')) as Next;
  if (next.seen === 'failed') throw new Error('after an answer the questionnaire showed a failure');
  const clicked = (await page.evaluate('window.__bench.clicks.at(-1)')) as number;
  return { ...next, ms: next.painted - clicked };
}

async function measure(browser: Browser, base: string, flavour: Flavour, profile: Profile): Promise<Sample> {
  const { context, page } = await throttledPage(browser, profile, {
    viewport: { width: 1280, height: 720 },
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  try {
    await page.addInitScript(OBSERVE_INTERACTIONS);
    page.setDefaultTimeout(60_000);
    await page.goto(new URL(`${PATH}?flavour=${flavour}`, base).href, { waitUntil: 'commit' });
    const first = page.locator(`${HOST} .oss-quiz__title`);
    await first.waitFor();
    const entry = `/dist/${flavour}/ossature.js`;
    if (!((await page.evaluate(RESOURCE_PATHS)) as string[]).includes(entry)) throw new Error(`${entry} not loaded`);
    const sample: Sample = { clicks: [], inp: 0, titles: [(await first.textContent()) ?? ''] };
    const stop = await presentFrames(page);
    for (let i = 0; i < ANSWERS && sample.final === undefined; i++) {
      const { seen, ms, title } = await answer(page);
      if (seen === 'final') sample.final = ms;
      else sample.clicks.push(ms);
      sample.titles.push(title || 'Chargement du résultat');
    }
    // Event Timing entries arrive after the frame that ends them: give the last one time.
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)))');
    const events = (await page.evaluate('window.__bench.events')) as { name: string; duration: number }[];
    sample.inp = Math.max(0, ...events.map((e) => e.duration));
    await stop();
    return sample;
  } finally {
    await context.close();
  }
}

type Results = Map<string, Map<Flavour, Sample[]>>;

const run = (browser: Browser, base: string, profiles: [string, Profile][], flavours: Flavour[]) =>
  interleaved(
    profiles,
    flavours,
    RUNS,
    (flavour, profile) => measure(browser, base, flavour, profile),
    (warm) => warm.titles.join(' → '),
  );

function print(results: Results) {
  const columns = ['profile', 'bundle', 'click→painted median', 'p90', '→ search median', 'INP median', 'p90'];
  const rows: string[][] = [];
  for (const [key, byFlavour] of results) {
    for (const [flavour, samples] of byFlavour) {
      const clicks = samples.flatMap((s) => s.clicks);
      const finals = samples.flatMap((s) => (s.final === undefined ? [] : [s.final]));
      const inp = samples.map((s) => s.inp);
      rows.push([
        key,
        flavour,
        msCell(percentile(clicks, 50)),
        msCell(percentile(clicks, 90)),
        msCell(finals.length ? percentile(finals, 50) : undefined),
        ...inpCells(inp),
      ]);
    }
  }
  printTable(columns, rows);
}

async function main() {
  const profiles = pick(Object.entries(PROFILES), process.env.PROFILES ?? DEFAULT_PROFILES, ([k]) => k, 'profile');
  const flavours = pick(FLAVOURS, process.env.BUNDLES, (f) => f, 'bundle');
  for (const flavour of flavours) {
    if (!existsSync(`dist/${flavour}/ossature.js`)) throw new Error('No bundle in dist/: run `npm run build` first.');
  }
  const { results, host, chromiumVersion, footer } = await benchRun(PORT, (browser, base) =>
    run(browser, base, profiles, flavours),
  );
  console.log(
    `\nThermal questionnaire (${PATH}) on ${host}: ${RUNS} interleaved loads per ` +
      `flavour and profile, each in a fresh context, ${ANSWERS} answers each (Chromium ${chromiumVersion}). ` +
      `click→painted: click event to the next question's first frame, over the answers that lead to one; ` +
      `→ search: the last answer to the 'Chargement du résultat' screen. ` +
      `INP: the load's longest click interaction (Event Timing, all answers), over loads; < ${INP_LIMIT}: its p90.`,
  );
  for (const [key, profile] of profiles) console.log(`  ${key.padEnd(12)} ${profile.label}`);
  console.log('');
  print(results);
  console.log(footer());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
