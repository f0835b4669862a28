/**
 * `npm run bench:floor`: how the floor configurator answers a change that makes it
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
 * - INP (profiles with CPU throttling only): step 1 typed key by key and 'Continuer' (counted,
 *   as bench:carbon does), then the largest form: step 2 fully shown — a low
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
import { upTargets } from '@/demo-pages/reference-api/floor/climate';
import type { Flavour } from '@/test/browser/support/env';
import {
  armChoices,
  benchRun,
  clickToPaint,
  report,
  bundlesAndProfiles,
  firstVisit,
  INP_LIMIT,
  interleaved,
  longest,
  presentFrames,
  printChanges,
  siteOrigin,
  slowestStep,
  timed,
  type ChangeSample,
  type Profile,
} from './bench-support';

const RUNS = Number(process.env.N ?? 5);
const CHANGES = Number(process.env.CHANGES ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 8187);
const PATH = '/configurer-un-plancher/';
const HOST = '[data-widget="floor-configurator"]';
/** Lyon: climate zone H1 (demo-pages/reference-api/floor/climate.ts). */
const ZIP = '69003';
const POSITIONS = [
  { label: 'Plancher bas', ups: upTargets('H1', 'low') },
  { label: 'Plancher haut', ups: upTargets('H1', 'high') },
];

/** Armed before a click: the frame whose 'Up' radios are the server's choices for the position clicked. */
const armUps = (ups: string[]) => armChoices(HOST, 'up', ups);

/** changes: floor position → the form with its new 'Up' choices painted (ms), one per change. */
type Sample = ChangeSample;

const island = (page: Page): Locator => page.locator(HOST);
const frame = (page: Page, name: string): Locator => island(page).locator(`[data-field="${name}"]`);
const settled = (page: Page) => island(page).locator('form:not([aria-busy])').waitFor();

/** Clicks a choice's text, as a visitor does (the load cases are cards), in the field named `name`. */
const pickIn = (page: Page, name: string, label: string) => frame(page, name).getByText(label, { exact: true }).click();

/**
 * Step 1 typed key by key (a `fill` makes no interaction for Event Timing) and 'Continuer': each
 * interaction timed into `steps` (counted under CPU throttling).
 */
async function toStepTwo(page: Page, steps: [string, number][]): Promise<void> {
  const typed = (name: string, text: string) => island(page).locator(`input[name="${name}"]`).pressSequentially(text);
  await timed(page, steps, 'zip typed', () => typed('zipCode', ZIP));
  await timed(page, steps, 'name typed', () => typed('configurationName', 'Banc de mesure'));
  await settled(page);
  await timed(page, steps, "'Continuer'", async () => {
    await island(page).getByRole('button', { name: 'Continuer' }).click();
    await island(page).getByText('Étape 2 sur 2').waitFor();
  });
  await settled(page);
}

/** One change of the floor position, timed from its click to the new 'Up' choices painted. */
async function change(page: Page, position: (typeof POSITIONS)[number]): Promise<number> {
  const ms = await clickToPaint(page, armUps(position.ups), () => pickIn(page, 'floor', position.label));
  await settled(page);
  return ms;
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

/** The largest form's INP: its filling, then the interactions timed on it, into `steps`. */
async function useLargest(page: Page, steps: [string, number][]): Promise<void> {
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
}

/**
 * One load: step 1 and 'Continuer' (their interactions kept for INP, as bench:carbon does),
 * the timed changes (frames not presented, their interactions not kept), then the largest
 * form for INP. Frames are presented only under CPU throttling, where INP is measured.
 */
async function measure(browser: Browser, base: string, flavour: Flavour, profile: Profile): Promise<Sample> {
  const { context, page } = await firstVisit(browser, profile, new URL(PATH, base), flavour, (page) =>
    island(page).locator('input[name="zipCode"]').waitFor(),
  );
  try {
    const steps: [string, number][] = [];
    let stop = profile.cpu ? await presentFrames(page) : null;
    await longest(page);
    await toStepTwo(page, steps);
    await stop?.();
    const sample: Sample = { changes: [] };
    for (let i = 0; i < CHANGES; i++) sample.changes.push(await change(page, POSITIONS[i % POSITIONS.length]!));
    if (!profile.cpu) return sample;
    stop = await presentFrames(page);
    await longest(page);
    await useLargest(page, steps);
    await stop();
    return { ...sample, ...slowestStep(steps) };
  } finally {
    await context.close();
  }
}

/** The floor site of the preview that serves `base`. */
const floorSite = (base: string) => siteOrigin(base, 'plancher');

const run = (browser: Browser, base: string, profiles: [string, Profile][], flavours: Flavour[]) =>
  interleaved(
    profiles,
    flavours,
    RUNS,
    (flavour, profile) => measure(browser, floorSite(base), flavour, profile),
    (warm) => `${warm.changes.map((ms) => ms.toFixed(0)).join(', ')} ms`,
  );

async function main() {
  const { profiles, flavours } = bundlesAndProfiles();
  const { results, host, chromiumVersion, footer } = await benchRun(PORT, (browser, base) =>
    run(browser, base, profiles, flavours),
  );
  report(
    `\nFloor configurator (${PATH}) on ${floorSite(`http://${host}`).replace('http://', '')}: ${RUNS} interleaved ` +
      `loads per flavour and profile, each in a fresh context (Chromium ${chromiumVersion}). ` +
      `change→painted: ${CHANGES} changes of the floor position per load, from the click event to the first ` +
      `frame with the server's 'Up' choices for it (the spec's 250 ms wait and the form's round trip included). ` +
      `INP (CPU-throttled profiles): the longest interaction of a load typing step 1, 'Continuer', filling and using the largest form ` +
      `(Event Timing), over loads; < ${INP_LIMIT}: its p90.`,
    profiles,
    () => printChanges(results, 'change→painted', 'INP (step 1, largest form)'),
    footer(),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
