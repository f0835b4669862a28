/**
 * `npm run bench:floor`: how the floor configurator (issue 12) answers a change that makes it
 * fetch its form again, and how responsive its largest form stays, in Chromium, for both
 * flavours. Not a test: it asserts nothing, it prints medians and 90th percentiles.
 *
 * Each load opens '/configurer-un-plancher/' on the floor site in a fresh browser context (a
 * first visit), fills step 1 (69003, a name), goes on to step 2. Figures:
 * - change → form painted: the floor position is changed CHANGES times ('Plancher bas', then
 *   'Plancher haut', and so on). Each change makes the form ask the server again (§9: 250 ms
 *   after the last change, then `GET /api/simulator/?step1…&step2…`), whose answer carries the
 *   'Up' choices of that position. Timed from the click event's timeStamp to the first frame
 *   whose 'Up' radios are exactly the server's for the new position (a MutationObserver, then a
 *   requestAnimationFrame and a setTimeout). It includes the 250 ms the spec asks to wait;
 * - INP of the largest form (profiles with CPU throttling only): step 2 fully shown — a low
 *   floor with its Up, 'Personnalisé' with g and q, continuity 'Oui' with its pair, both
 *   insulations, the infill choices — then a tooltip opened and closed, a load case card and
 *   back, a load typed, an insulation unticked and ticked again (an infill re-fetch), the
 *   continuity changed and back. INP is the longest Event Timing entry (type 'event',
 *   durationThreshold 16) of the load's interactions, the form's filling included: input delay,
 *   handlers and the next paint, not the fetches. Under 16 ms nothing is reported: '< 16 ms'.
 *
 * Interleaved as in bench-header.ts: in each round every flavour loads once, in an order rotated
 * from round to round, after one uncounted warm-up load per flavour and profile.
 *
 *   N=5                  loads per flavour and profile (default 5)
 *   CHANGES=4            floor changes timed per load (default 4)
 *   PROFILES=cpu4        some of: none, latency150, cpu4, slow4g, cpu4-slow4g (default the first three)
 *   BUNDLES=react        some of: preact, react (default both)
 *   DEBUG_STEPS=1        each load's interactions with their longest entry, on stderr
 *   RAW_FRAMES=1         INP without the screencast that has frames presented (see presentFrames)
 *   BENCH_PORT=8187      port of the preview it starts (throw-away database)
 *   BASE=http://site.localhost:8080  measure a preview already running instead (its floor site)
 *
 * Run `npm run build` first.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { upTargets } from '../../demo-pages/reference-api/floor/climate';
import { FLAVOURS, type Flavour } from '../browser/support/env';
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
const CHANGES = Number(process.env.CHANGES ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 8187);
const PATH = '/configurer-un-plancher/';
const DEFAULT_PROFILES = 'none,latency150,cpu4';
const HOST = '[data-widget="floor-configurator"]';
/** Lyon: climate zone H1 (demo-pages/reference-api/floor/climate.ts). */
const ZIP = '69003';
const POSITIONS = [
  { label: 'Plancher bas', ups: upTargets('H1', 'low') },
  { label: 'Plancher haut', ups: upTargets('H1', 'high') },
];

/**
 * Armed before a click: resolves once the 'Up' radios hold exactly `ups` (the server's choices
 * for the position clicked) and a frame has been made.
 */
const armUps = (ups: string[]) => `(() => {
  const root = document.querySelector('${HOST}').shadowRoot;
  const wanted = ${JSON.stringify(ups.join(' '))};
  window.__bench.form = new Promise((resolve) => {
    const check = () => {
      const shown = [...root.querySelectorAll('[data-field="up"] input[type="radio"]')].map((i) => i.value).join(' ');
      if (shown !== wanted) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true, attributes: true });
  });
})()`;

const SETTLE = 'new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)))';

interface Sample {
  /** Change of the floor position → the form with its new 'Up' choices painted (ms), one per change. */
  changes: number[];
  /** The longest interaction of the load (ms), 0 under 16; only with CPU throttling. */
  inp?: number;
  /** The interaction that took it. */
  slowest?: string;
}

const island = (page: Page): Locator => page.locator(HOST);
const frame = (page: Page, name: string): Locator => island(page).locator(`[data-field="${name}"]`);
const settled = (page: Page) => island(page).locator('form:not([aria-busy])').waitFor();

/** Clicks a choice's text, as a visitor does (the load cases are cards), in the field named `name`. */
const pickIn = (page: Page, name: string, label: string) => frame(page, name).getByText(label, { exact: true }).click();

async function toStepTwo(page: Page): Promise<void> {
  await island(page).locator('input[name="zipCode"]').fill(ZIP);
  await island(page).locator('input[name="configurationName"]').fill('Banc de mesure');
  await settled(page);
  await island(page).getByRole('button', { name: 'Continuer' }).click();
  await island(page).getByText('Étape 2 sur 2').waitFor();
  await settled(page);
}

/** One change of the floor position, timed from its click to the new 'Up' choices painted. */
async function change(page: Page, position: (typeof POSITIONS)[number]): Promise<number> {
  await page.evaluate(armUps(position.ups));
  const before = (await page.evaluate('window.__bench.clicks.length')) as number;
  await pickIn(page, 'floor', position.label);
  const painted = (await page.evaluate('window.__bench.form')) as number;
  // A click on a label also clicks its radio: the visitor's is the first of the two.
  const clicked = (await page.evaluate(`window.__bench.clicks[${before}]`)) as number;
  await settled(page);
  return painted - clicked;
}

/** The longest Event Timing entry since the last call (0 when none reached 16 ms), then none kept. */
async function longest(page: Page): Promise<number> {
  await page.evaluate(SETTLE);
  const events = (await page.evaluate('window.__bench.events.splice(0)')) as { duration: number }[];
  return Math.max(0, ...events.map((e) => e.duration));
}

/** Each interaction of `run`, timed apart: its longest Event Timing entry under `name`. */
async function timed(page: Page, steps: [string, number][], name: string, run: () => Promise<unknown>): Promise<void> {
  await run();
  steps.push([name, await longest(page)]);
}

/** Types `text` key by key in the field named `name`. */
const typeIn = (page: Page, name: string, text: string) => frame(page, name).locator('input').pressSequentially(text);

/** Step 2 fully shown, each interaction's longest entry kept with its name. */
async function fillLargest(page: Page, steps: [string, number][]): Promise<void> {
  await timed(page, steps, 'floor: Plancher bas', () => pickIn(page, 'floor', 'Plancher bas'));
  await timed(page, steps, 'Up', () => pickIn(page, 'up', '0,27'));
  await timed(page, steps, "load case 'Personnalisé'", () => pickIn(page, 'loadCase', 'Personnalisé'));
  await timed(page, steps, 'g typed', () => typeIn(page, 'gLoad', '2'));
  await timed(page, steps, 'q typed', () => typeIn(page, 'qLoad', '2'));
  await timed(page, steps, 'span typed', () => typeIn(page, 'floorSpan', '420'));
  await timed(page, steps, "continuity 'Oui'", () => pickIn(page, 'continuity', 'Oui'));
  await timed(page, steps, 'width typed', () => typeIn(page, 'continuityWidth', '20'));
  await timed(page, steps, 'length typed', () => typeIn(page, 'continuityLength', '100'));
  await timed(page, steps, 'insulation ticked', () => pickIn(page, 'insulation', 'Isolant sous chape'));
  await timed(page, steps, 'second insulation ticked', () => pickIn(page, 'insulation', 'Isolant en sous-face'));
  await settled(page);
  await frame(page, 'floorType').locator('input[type="radio"]').first().waitFor();
}

/** The largest form's INP: its filling, then the interactions timed on it; the longest, and which. */
async function inpOfLargest(page: Page): Promise<{ inp: number; slowest: string }> {
  const steps: [string, number][] = [];
  const stop = await presentFrames(page);
  await longest(page);
  await fillLargest(page, steps);
  const tip = island(page).getByRole('button', { name: 'Aide : Position du plancher' });
  await timed(page, steps, 'tooltip open', () => tip.click());
  await timed(page, steps, 'tooltip close', () => tip.click());
  await timed(page, steps, 'load case card (g, q hidden)', () => pickIn(page, 'loadCase', 'Bureaux'));
  await timed(page, steps, 'load case card (g, q shown)', () => pickIn(page, 'loadCase', 'Personnalisé'));
  await timed(page, steps, 'load typed', () => typeIn(page, 'qLoad', '5'));
  await timed(page, steps, 'insulation unticked', () => pickIn(page, 'insulation', 'Isolant sous chape'));
  await settled(page);
  await timed(page, steps, 'insulation ticked again', () => pickIn(page, 'insulation', 'Isolant sous chape'));
  await settled(page);
  await timed(page, steps, "continuity 'Non'", () => pickIn(page, 'continuity', 'Non'));
  await timed(page, steps, "continuity 'Oui'", () => pickIn(page, 'continuity', 'Oui'));
  if (process.env.DEBUG_STEPS) console.error(steps.map(([n, d]) => `${n}: ${d.toFixed(0)}`).join('; '));
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
    page.setDefaultTimeout(60_000);
    await page.goto(new URL(`${PATH}?flavour=${flavour}`, base).href, { waitUntil: 'commit' });
    await island(page).locator('input[name="zipCode"]').waitFor();
    const entry = `/dist/${flavour}/ossature.js`;
    if (!((await page.evaluate(RESOURCE_PATHS)) as string[]).includes(entry)) throw new Error(`${entry} not loaded`);
    await toStepTwo(page);
    const sample: Sample = { changes: [] };
    for (let i = 0; i < CHANGES; i++) sample.changes.push(await change(page, POSITIONS[i % POSITIONS.length]!));
    if (profile.cpu) Object.assign(sample, await inpOfLargest(page));
    return sample;
  } finally {
    await context.close();
  }
}

type Results = Map<string, Map<Flavour, Sample[]>>;

/** The floor site of the preview that serves `base` (the benchmarks' preview answers on site.localhost). */
function floorSite(base: string): string {
  const url = new URL(base);
  url.hostname = url.hostname.replace(/^(site|plancher|carbone)\./, 'plancher.');
  return url.origin;
}

const run = (browser: Browser, base: string, profiles: [string, Profile][], flavours: Flavour[]) =>
  interleaved(
    profiles,
    flavours,
    RUNS,
    (flavour, profile) => measure(browser, floorSite(base), flavour, profile),
    (warm) => `${warm.changes.map((ms) => ms.toFixed(0)).join(', ')} ms`,
  );

function print(results: Results) {
  const columns = ['profile', 'bundle', 'change→painted median', 'p90', 'INP (largest form) median', 'p90', 'slowest'];
  const rows: string[][] = [];
  for (const [key, byFlavour] of results) {
    for (const [flavour, samples] of byFlavour) {
      const changes = samples.flatMap((s) => s.changes);
      const inp = samples.flatMap((s) => (s.inp === undefined ? [] : [s.inp]));
      rows.push([
        key,
        flavour,
        msCell(percentile(changes, 50)),
        msCell(percentile(changes, 90)),
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
    `\nFloor configurator (${PATH}) on ${floorSite(`http://${host}`).replace('http://', '')}: ${RUNS} interleaved ` +
      `loads per flavour and profile, each in a fresh context (Chromium ${chromiumVersion}). ` +
      `change→painted: ${CHANGES} changes of the floor position per load, from the click event to the first ` +
      `frame with the server's 'Up' choices for it (the spec's 250 ms wait and the form's round trip included). ` +
      `INP (CPU-throttled profiles): the longest interaction of a load filling and using the largest form ` +
      `(Event Timing), over loads; < ${INP_LIMIT}: its p90.`,
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
