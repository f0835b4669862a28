/**
 * `npm run bench:library`: how the psi library answers 'Valider' for its broadest
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
 * - INP (profiles with CPU throttling only): every interaction of the load counts: the
 *   filter group opened and each value ticked, 'Valider', every rupteur's tab opened through its
 *   'Ouvrir' button (a tab's cards may come in slices: the benchmark waits for the 1 000 cards),
 *   then with 1 000 values on screen a 'Comparer' box ticked, a 'Plus de détails' opened and
 *   closed, a filter group opened. INP is the longest Event Timing entry (type 'event',
 *   durationThreshold 16) of those interactions: input delay, handlers and the next paint.
 *   Entries under 16 ms are not reported: a load without any shows as '< 16 ms'.
 *   DEBUG_STEPS=1 prints each load's interactions with their longest entry on stderr.
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
  firstVisit,
  interleaved,
  longest,
  percentile,
  inpCells,
  msCell,
  slowestOf,
  pick,
  presentFrames,
  printTable,
  PROFILES,
  slowestStep,
  timed,
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

/** Every value of 'Type de plancher' ticked, the panel's count settled: each interaction timed into `steps`. */
async function tickEveryFloor(page: Page, steps: [string, number][]): Promise<void> {
  const group = island(page).getByRole('group', { name: 'Filtrer par type de plancher' });
  await timed(page, steps, 'filter group opened', () => group.getByRole('button').first().click());
  for (const box of await group.getByRole('checkbox').all())
    await timed(page, steps, 'value ticked', () => box.check());
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

/** Resolves once the island holds `n` psi cards (some may come in idle time, after their tab's first screenful). */
const CARDS_ON_SCREEN = (n: number) =>
  `new Promise((resolve) => { const root = document.querySelector('${HOST}').shadowRoot; ` +
  `const check = () => root.querySelectorAll('.oss-lib-card').length === ${n} ? resolve() : setTimeout(check, 50); check(); })`;

/**
 * Every tab opened through its 'Ouvrir' button, each opening timed, then the interactions timed
 * with 1 000 values on screen. CSS selectors, not roles: a role query over 1 000 cards at 4x CPU
 * takes seconds of the benchmark's time, none of the page's.
 */
async function withEverything(page: Page, steps: [string, number][]): Promise<void> {
  const closed = island(page).locator('.oss-lib-tab__toggle[aria-expanded="false"]');
  while ((await closed.count()) > 0) await timed(page, steps, 'tab opened', () => closed.first().click());
  await page.evaluate(CARDS_ON_SCREEN(1000));
  const cards = island(page).locator('.oss-lib-card');
  await longest(page);
  await timed(page, steps, 'Comparer', () => cards.nth(500).locator('input[type="checkbox"]').check());
  const dialog = page.getByRole('dialog');
  await timed(page, steps, 'details open', async () => {
    await cards.nth(700).locator('.oss-btn--link').first().click();
    await dialog.waitFor();
  });
  await timed(page, steps, 'details close', async () => {
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });
  await timed(page, steps, 'filter group', () => island(page).locator('.oss-lib-filter__trigger').nth(1).click());
}

/**
 * One load. At 4x CPU every interaction counts for INP: the filter group and its ticks,
 * 'Valider', each tab opening, then those with 1 000 values on screen; frames are presented
 * throughout (presentFrames). Elsewhere only 'Valider' → painted is timed.
 */
async function measure(browser: Browser, base: string, flavour: Flavour, profile: Profile): Promise<Sample> {
  const { context, page } = await firstVisit(
    browser,
    profile,
    new URL(PATH, base),
    flavour,
    (page) => island(page).getByText('Pour commencer veuillez sélectionner une valeur').waitFor(),
    120_000,
  );
  try {
    const steps: [string, number][] = [];
    const stop = profile.cpu ? await presentFrames(page) : null;
    await longest(page);
    await tickEveryFloor(page, steps);
    const sample: Sample = await validate(page);
    steps.push(["'Valider'", await longest(page)]);
    if (!profile.cpu) return sample;
    await withEverything(page, steps);
    await stop?.();
    return { ...sample, ...slowestStep(steps) };
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
  const columns = [
    'profile',
    'bundle',
    'Valider→painted median',
    'p90',
    'INP (every interaction) median',
    'p90',
    'slowest',
  ];
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
      `INP (CPU-throttled profiles): the longest interaction of a load (Event Timing): the ticks, 'Valider', ` +
      `every tab opened (1 000 psi values), then a 'Comparer' tick, 'Plus de détails' opened and closed, ` +
      `a filter group opened; over loads, ` +
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
