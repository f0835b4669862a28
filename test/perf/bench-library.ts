/**
 * `npm run bench:library`: how the psi library (issue 11) answers 'Valider' for its broadest
 * search, and how responsive it stays with 1 000 psi values on screen, in Chromium, for both
 * flavours. Not a test: it asserts nothing, it prints medians and 90th percentiles.
 *
 * Each load opens '/bibliotheque/' in a fresh browser context (a first visit), waits for the
 * start message, ticks every value of 'Type de plancher' (more than 1 000 matches, the 1 000
 * best shown), waits for the panel's count, then clicks 'Valider'. Figures:
 * - Valider → painted: from the click event's timeStamp to the results' status saying
 *   '{n} résultats correspondants à vos critères' in the island (a MutationObserver), then a
 *   requestAnimationFrame and a setTimeout: the frame holding it has been produced. It includes
 *   the search's round trip to the API;
 * - INP with 1 000 values on screen (profiles with CPU throttling only): every rupteur's tab is
 *   opened through its 'Ouvrir' button, then: a 'Comparer' box ticked, a 'Plus de détails'
 *   opened and closed, a filter group opened. INP is the longest Event Timing entry (type
 *   'event', durationThreshold 16) of those interactions: input delay, handlers and the next
 *   paint. Entries under 16 ms are not reported: a load without any shows as '< 16 ms'.
 *
 * Interleaved as in bench-header.ts: in each round every flavour loads once, in an order rotated
 * from round to round, after one uncounted warm-up load per flavour and profile.
 *
 *   N=5                  loads per flavour and profile (default 5)
 *   PROFILES=cpu4        some of: none, latency150, cpu4, slow4g, cpu4-slow4g (default the first three)
 *   BUNDLES=react        some of: preact, react (default both)
 *   RAW_FRAMES=1         INP without the screencast that has frames presented (bench-support.ts presentFrames)
 *   BENCH_PORT=8185      port of the preview it starts (throw-away database)
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
  slowestOf,
  pick,
  presentFrames,
  printTable,
  PROFILES,
  throttledPage,
  type Profile,
} from './bench-support';

const RUNS = Number(process.env.N ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8185);
const PATH = '/bibliotheque/';
const DEFAULT_PROFILES = 'none,latency150,cpu4';
const HOST = '[data-widget="psi-library"]';
const FOUND = 'résultats correspondants à vos critères';

/** Armed before 'Valider': resolves once the results' status says the count and a frame is made. */
const ARM_RESULTS = `(() => {
  const root = document.querySelector('${HOST}').shadowRoot;
  window.__bench.results = new Promise((resolve) => {
    const check = () => {
      const status = root.querySelector('.oss-lib-results__status');
      if (!status || !status.textContent.includes('${FOUND}')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve({ painted: performance.now(), text: status.textContent })));
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
  });
})()`;

const SETTLE = 'new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)))';

interface Sample {
  /** 'Valider' → results painted (ms). */
  validate: number;
  /** The count announced. */
  found: string;
  /** The longest of the interactions with 1 000 values on screen (ms), 0 under 16; undefined when not measured. */
  inp?: number;
  /** The interaction that took it. */
  slowest?: string;
}

const island = (page: Page) => page.locator(HOST);

/** Every value of 'Type de plancher' ticked, the panel's count settled. */
async function tickEveryFloor(page: Page): Promise<void> {
  const group = island(page).getByRole('group', { name: 'Filtrer par type de plancher' });
  await group.getByRole('button').first().click();
  for (const box of await group.getByRole('checkbox').all()) await box.check();
  await island(page)
    .getByText(/valeurs psi correspondent à ces filtres/)
    .waitFor();
}

async function validate(page: Page): Promise<Pick<Sample, 'validate' | 'found'>> {
  await page.evaluate(ARM_RESULTS);
  await island(page).getByRole('button', { name: 'Valider', exact: true }).click();
  const { painted, text } = (await page.evaluate('window.__bench.results')) as { painted: number; text: string };
  const clicked = (await page.evaluate('window.__bench.clicks.at(-1)')) as number;
  return { validate: painted - clicked, found: text };
}

/** The longest Event Timing entry since the last call (0 when none reached 16 ms), then none kept. */
async function longest(page: Page): Promise<number> {
  await page.evaluate(SETTLE);
  const events = (await page.evaluate('window.__bench.events.splice(0)')) as { duration: number }[];
  return Math.max(0, ...events.map((e) => e.duration));
}

/**
 * Every tab opened through its 'Ouvrir' button, then the interactions timed with 1 000 values on
 * screen: the longest, and which. CSS selectors, not roles: a role query over 1 000 cards at 4x
 * CPU takes seconds of the benchmark's time, none of the page's.
 */
async function inpWithEverything(page: Page): Promise<{ inp: number; slowest: string }> {
  const stop = await presentFrames(page);
  const closed = island(page).locator('.oss-lib-tab__toggle[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const cards = island(page).locator('.oss-lib-card');
  if ((await cards.count()) !== 1000) throw new Error(`${await cards.count()} psi cards on screen, not 1 000`);
  await longest(page);
  const steps: [string, number][] = [];
  await cards.nth(500).locator('input[type="checkbox"]').check();
  steps.push(['Comparer', await longest(page)]);
  await cards.nth(700).locator('.oss-btn--link').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  steps.push(['details open', await longest(page)]);
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  await dialog.waitFor({ state: 'detached' });
  steps.push(['details close', await longest(page)]);
  await island(page).locator('.oss-lib-filter__trigger').nth(1).click();
  steps.push(['filter group', await longest(page)]);
  await stop();
  const [slowest, inp] = steps.reduce((a, b) => (b[1] > a[1] ? b : a));
  return { inp, slowest };
}

async function measure(browser: Browser, base: string, flavour: Flavour, profile: Profile): Promise<Sample> {
  const { context, page } = await throttledPage(browser, profile, {
    viewport: { width: 1280, height: 720 },
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  try {
    await page.addInitScript(OBSERVE_INTERACTIONS);
    page.setDefaultTimeout(120_000);
    await page.goto(new URL(`${PATH}?flavour=${flavour}`, base).href, { waitUntil: 'commit' });
    await island(page).getByText('Pour commencer veuillez sélectionner une valeur').waitFor();
    const entry = `/dist/${flavour}/ossature.js`;
    if (!((await page.evaluate(RESOURCE_PATHS)) as string[]).includes(entry)) throw new Error(`${entry} not loaded`);
    await tickEveryFloor(page);
    const sample: Sample = await validate(page);
    if (profile.cpu) Object.assign(sample, await inpWithEverything(page));
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
    (warm) => warm.found,
  );

function print(results: Results) {
  const columns = ['profile', 'bundle', 'Valider→painted median', 'p90', 'INP (1 000 values) median', 'p90', 'slowest'];
  const rows: string[][] = [];
  for (const [key, byFlavour] of results) {
    for (const [flavour, samples] of byFlavour) {
      const validated = samples.map((s) => s.validate);
      const inp = samples.flatMap((s) => (s.inp === undefined ? [] : [s.inp]));
      rows.push([
        key,
        flavour,
        msCell(percentile(validated, 50)),
        msCell(percentile(validated, 90)),
        ...inpCells(inp),
        slowestOf(samples),
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
    `\nPsi library (${PATH}) on ${host}: ${RUNS} interleaved loads per flavour and profile, each in a ` +
      `fresh context, every 'Type de plancher' ticked (Chromium ${chromiumVersion}). ` +
      `Valider→painted: the click event to the first frame with '{n} ${FOUND}'. ` +
      `INP (CPU-throttled profiles): with every tab open (1 000 psi values), the longest of a 'Comparer' ` +
      `tick, 'Plus de détails' opened and closed, a filter group opened (Event Timing), over loads; ` +
      `< ${INP_LIMIT}: its p90.`,
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
