/**
 * `npm run bench:carbon`: how the carbon tunnel answers a step-2 answer that makes it
 * fetch its form again, and how responsive a whole simulation stays, in Chromium, for both
 * flavours. Not a test: it asserts nothing, it prints medians and 90th percentiles.
 *
 * Each load opens '/simuler-mon-empreinte-carbone/' on the carbon site in a fresh browser context
 * (a first visit), types step 1 (69007, a name), goes on to step 2 and picks a system. Figures:
 * - answer → form painted: the system is changed CHANGES times ('Poutrelles et entrevous
 *   isolants', then 'Poutrelles et entrevous béton', and so on). Each change truncates the answers
 *   to the system and sends them (§9: 250 ms after the last change, `POST /api/simulator/form/`);
 *   only the server knows which infill blocks the system takes ('Entrevous PSE' or 'Entrevous
 *   béton', demo-pages/reference-api/carbon/form-fields.ts). Timed from the click event's
 *   timeStamp to the first frame whose 'Entrevous' radios are exactly the server's for the new
 *   system (a MutationObserver, then a requestAnimationFrame and a setTimeout). It includes the
 *   250 ms the spec asks to wait; not the defaults that join the answers 150 ms later and fetch
 *   again (the form is left to go quiet before the next change);
 * - INP of a simulation (profiles with CPU throttling only): step 1 typed key by key and
 *   'Continuer', the system picked, then (after the timed changes, not counted) every step-2
 *   answer a visitor can give — the favourite, the span typed, the blocks, the concrete class, a
 *   custom concrete with its two values typed, the thermal break, the chaining — the thermal break
 *   taken back and given again, 'Estimer l'impact carbone', and on the results the sort (by
 *   keyboard), 'Graphique' and back to 'Cartes'. The form goes quiet after each answer, as it does
 *   while a visitor reads the next question. INP is the longest Event Timing entry (type 'event',
 *   durationThreshold 16) of those interactions: input delay, handlers and the next paint, not the
 *   fetches. Under 16 ms nothing is reported: '< 16 ms'. The seismic zone is forced by the zip:
 *   nothing to answer.
 *
 * Interleaved as in bench-header.ts: in each round every flavour loads once, in an order rotated
 * from round to round, after one uncounted warm-up load per flavour and profile.
 *
 *   N=5                  loads per flavour and profile (default 5)
 *   CHANGES=4            system changes timed per load (default 4)
 *   PROFILES=cpu4        some of: none, latency150, cpu4, slow4g, cpu4-slow4g (default the first three)
 *   BUNDLES=react        some of: preact, react (default both)
 *   DEBUG_STEPS=1        each load's interactions with their longest entry, on stderr
 *   RAW_FRAMES=1         INP without the screencast that has frames presented (see presentFrames)
 *   BENCH_PORT=8188      port of the preview it starts (throw-away database)
 *   BASE=http://site.localhost:8080  measure a preview already running instead (its carbon site)
 *
 * Run `npm run build` first.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { entrevousField } from '@/demo-pages/reference-api/carbon/form-fields';
import { SYSTEM_LABELS, type SystemType } from '@/demo-pages/reference-api/carbon/systems';
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
  presentFrames,
  printChanges,
  siteOrigin,
  slowestStep,
  timed,
  longest,
  type ChangeSample,
  type Profile,
} from './bench-support';

const RUNS = Number(process.env.N ?? 5);
const CHANGES = Number(process.env.CHANGES ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 8188);
const PATH = '/simuler-mon-empreinte-carbone/';
const HOST = '[data-widget="carbon-simulator"]';
/** Lyon: seismic zone 2, forced (demo-pages/reference-api/carbon/seismic.ts), so 'Chaînages' is asked. */
const ZIP = '69007';
/** How long the form must stay idle (no fetch, no change in the DOM) to be quiet: the 150 ms and 250 ms timers, and more. */
const QUIET_MS = 700;

/** A system and the infill blocks the server offers for it when only the system is answered. */
const system = (value: SystemType) => ({
  label: SYSTEM_LABELS[value],
  blocks: Object.values(entrevousField({ systemType: value }).choices ?? {}),
});
const FIRST = system('entrevous-beton');
const CHANGED = [system('entrevous-isolant'), FIRST];

/** Armed before a click: the frame whose 'Entrevous' radios are the server's for the system clicked. */
const armBlocks = (blocks: string[]) => armChoices(HOST, 'entrevous', blocks);

/**
 * Resolves once the step has been idle QUIET_MS: no fetch under way (aria-busy) and nothing
 * changed in the island. The answers' timers (§9) leave the form idle 150 + 250 ms at most
 * between two fetches.
 */
const QUIET = `new Promise((resolve) => {
  const root = document.querySelector('${HOST}').shadowRoot;
  let timer;
  const check = () => {
    clearTimeout(timer);
    if (root.querySelector('form[aria-busy]')) return;
    timer = setTimeout(() => (observer.disconnect(), resolve()), ${QUIET_MS});
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, attributes: true });
  check();
})`;

const island = (page: Page): Locator => page.locator(HOST);
const frame = (page: Page, name: string): Locator => island(page).locator(`[data-field="${name}"]`);
const quiet = (page: Page) => page.evaluate(QUIET);

/** Clicks a choice's text, as a visitor does, in the field named `name`, then lets the form go quiet. */
async function pickIn(page: Page, name: string, label: string): Promise<void> {
  await frame(page, name).getByText(label, { exact: true }).click();
  await quiet(page);
}

/** Types `text` key by key in the field named `name`, over what it held (its default), then lets the form go quiet. */
async function typeIn(page: Page, name: string, text: string): Promise<void> {
  const input = frame(page, name).locator('input');
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(text);
  await quiet(page);
}

/** Step 1 typed, 'Continuer', the first system picked: each interaction timed into `steps`. */
async function toStepTwo(page: Page, steps: [string, number][]): Promise<void> {
  await timed(page, steps, 'zip typed', () => typeIn(page, 'zipCode', ZIP));
  await timed(page, steps, 'project name typed', () => typeIn(page, 'projectName', 'Banc de mesure'));
  await timed(page, steps, "'Continuer'", async () => {
    await island(page).getByRole('button', { name: 'Continuer' }).click();
    await island(page).getByText('Étape 2 sur 3').waitFor();
  });
  await quiet(page);
  await timed(page, steps, 'system picked', () => pickIn(page, 'systemType', FIRST.label));
}

/** One change of the system, timed from its click to the server's blocks for it painted. */
async function change(page: Page, to: (typeof CHANGED)[number]): Promise<number> {
  const ms = await clickToPaint(page, armBlocks(to.blocks), () =>
    frame(page, 'systemType').getByText(to.label, { exact: true }).click(),
  );
  await quiet(page);
  return ms;
}

/**
 * Every other step-2 answer, the thermal break taken back and given again. In an order that
 * leaves the answers complete: a re-answer drops the answers after it (§4.2), and the defaults
 * (span, concrete, custom concrete's values, chaining) join the list before what a visitor answers.
 */
async function answerAll(page: Page, steps: [string, number][]): Promise<void> {
  const answer = (name: string, run: () => Promise<unknown>) => timed(page, steps, name, run);
  await answer("favourite 'Personnaliser'", () => pickIn(page, 'favorites', 'Personnaliser'));
  await answer('span typed', () => typeIn(page, 'span', '450'));
  await answer('concrete class', () => pickIn(page, 'concreteClass', 'C30/37'));
  await answer("'Béton personnalisé'", () => pickIn(page, 'cementType', 'Béton personnalisé'));
  await answer('cement content typed', () => typeIn(page, 'cementContent', '320'));
  await answer('cement factor typed', () => typeIn(page, 'cementFactor', '0,8'));
  await answer('chaining', () => pickIn(page, 'chaining', 'Chaînages renforcés'));
  await answer('bio-based blocks', () => pickIn(page, 'entrevous', 'Entrevous en fibre de bois (biosourcé)'));
  await answer('thermal break', () => pickIn(page, 'thermalBreak', 'Avec rupteurs thermiques'));
  await answer('thermal break taken back', () => pickIn(page, 'thermalBreak', 'Avec rupteurs thermiques'));
  await answer('thermal break again', () => pickIn(page, 'thermalBreak', 'Avec rupteurs thermiques'));
}

/** The estimate, then the results' sort (keyboard), 'Graphique' and 'Cartes'. */
async function estimateAndResults(page: Page, steps: [string, number][]): Promise<void> {
  await timed(page, steps, "'Estimer l'impact carbone'", async () => {
    await island(page).getByRole('button', { name: "Estimer l'impact carbone" }).click();
    await island(page).getByRole('heading', { name: "Simulations d'empreinte carbone" }).waitFor();
  });
  const toolbar = island(page).locator('.oss-carbon-results__toolbar');
  await timed(page, steps, 'sort', () => toolbar.getByRole('combobox').press('ArrowDown'));
  await timed(page, steps, "'Graphique'", () => toolbar.getByRole('button', { name: 'Graphique' }).click());
  await timed(page, steps, "'Cartes'", () => toolbar.getByRole('button', { name: 'Cartes' }).click());
}

/**
 * One load: step 1 and the first system (their interactions kept for INP), the timed changes
 * (frames not presented, as in the other profiles; their interactions not kept), then the rest of
 * the simulation for INP. Frames are presented only under CPU throttling, where INP is measured.
 */
async function simulate(page: Page, profile: Profile): Promise<ChangeSample> {
  const steps: [string, number][] = [];
  let stop = profile.cpu ? await presentFrames(page) : null;
  await longest(page);
  await toStepTwo(page, steps);
  await stop?.();
  const sample: ChangeSample = { changes: [] };
  for (let i = 0; i < CHANGES; i++) sample.changes.push(await change(page, CHANGED[i % CHANGED.length]!));
  if (!profile.cpu) return sample;
  stop = await presentFrames(page);
  await longest(page);
  await answerAll(page, steps);
  await estimateAndResults(page, steps);
  await stop();
  return { ...sample, ...slowestStep(steps) };
}

async function measure(browser: Browser, base: string, flavour: Flavour, profile: Profile): Promise<ChangeSample> {
  const { context, page } = await firstVisit(browser, profile, new URL(PATH, base), flavour, (page) =>
    frame(page, 'zipCode').locator('input').waitFor(),
  );
  try {
    return await simulate(page, profile);
  } finally {
    await context.close();
  }
}

const carbonSite = (base: string) => siteOrigin(base, 'carbone');

async function main() {
  const { profiles, flavours } = bundlesAndProfiles();
  const { results, host, chromiumVersion, footer } = await benchRun(PORT, (browser, base) =>
    interleaved(
      profiles,
      flavours,
      RUNS,
      (flavour, profile) => measure(browser, carbonSite(base), flavour, profile),
      (warm) => `${warm.changes.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    ),
  );
  report(
    `\nCarbon tunnel (${PATH}) on ${carbonSite(`http://${host}`).replace('http://', '')}: ${RUNS} interleaved ` +
      `loads per flavour and profile, each in a fresh context (Chromium ${chromiumVersion}). ` +
      `answer→painted: ${CHANGES} changes of the system per load, from the click event to the first frame ` +
      `with the server's infill blocks for it (the spec's 250 ms wait and the form's round trip included). ` +
      `INP (CPU-throttled profiles): the longest interaction of a load typing step 1, answering every step-2 ` +
      `field, estimating and using the results (Event Timing), over loads; < ${INP_LIMIT}: its p90.`,
    profiles,
    () => printChanges(results, 'answer→painted', 'INP (a simulation)'),
    footer(),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
