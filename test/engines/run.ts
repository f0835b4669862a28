/**
 * Runs each journey in each engine, both flavours: one browser per engine, a fresh session per
 * journey. A journey fails on its first failed step, or on any page error or console error seen
 * while it ran.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLAVOURS, type Flavour } from '../browser/support/env';
import { StepTimeout, type Driver, type Engine } from './driver';
import { PAGE_MARKUP } from './finder';
import { launchFirefox } from './firefox';
import { carbonJourney } from './carbon-journey';
import { floorJourney } from './floor-journey';
import { headerJourney } from './header-journey';
import { libraryJourney } from './library-journey';
import { thermalJourney } from './thermal-journey';
import { launchWebKit } from './webkit';
import { resultOf, writeSummary, printTable, type Outcome } from './report';

const MARKUP_DIR = join('test-results', 'engines');

type Journey = (d: Driver, flavour: Flavour) => Promise<void>;

export const JOURNEYS: Record<string, Journey> = {
  header: headerJourney,
  thermal: thermalJourney,
  library: libraryJourney,
  floor: floorJourney,
  carbon: carbonJourney,
};

export const ENGINES: Record<string, () => Promise<Engine>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/** The page as it was when a step failed, to read beside the error (test-results/engines/). */
async function keepMarkup(d: Driver, what: string): Promise<void> {
  const markup = await d.evaluate<string>(PAGE_MARKUP).catch((error: unknown) => String(error));
  mkdirSync(MARKUP_DIR, { recursive: true });
  writeFileSync(join(MARKUP_DIR, `${what}.html`), markup);
}

async function runOne(engine: Engine, name: string, journey: Journey, flavour: Flavour): Promise<Outcome> {
  const started = Date.now();
  const outcome = (passed: boolean, error?: string, timedOut = false): Outcome => ({
    engine: engine.name,
    journey: name,
    flavour,
    passed,
    seconds: (Date.now() - started) / 1000,
    error,
    timedOut,
  });
  let d: Driver | undefined;
  try {
    d = await engine.newDriver();
    await journey(d, flavour);
    const errors = await d.errors();
    return errors.length ? outcome(false, `errors in the page: ${errors.join(' | ')}`) : outcome(true);
  } catch (error) {
    if (!d) return outcome(false, `no session: ${String(error).split('\n')[0]}`);
    await keepMarkup(d, `${engine.name}-${name}-${flavour}`);
    const errors = await d.errors().catch(() => []);
    return outcome(
      false,
      `${String(error).split('\n')[0]}${errors.length ? ` (page errors: ${errors.join(' | ')})` : ''}`,
      error instanceof StepTimeout && errors.length === 0,
    );
  } finally {
    await d?.close().catch(() => {});
  }
}

/**
 * A journey whose step timed out runs once more, and passes as flaky: the table and the summary
 * name every journey that needed its second try (docs/browsers.md says which races were found and
 * fixed). Errors in the page are never retried.
 */
async function runTwiceOnTimeout(engine: Engine, name: string, journey: Journey, flavour: Flavour): Promise<Outcome> {
  const first = await runOne(engine, name, journey, flavour);
  if (!first.timedOut) return first;
  console.log(`  retry  ${engine.name} ${name} ${flavour}: ${first.error}`);
  const second = await runOne(engine, name, journey, flavour);
  return { ...second, seconds: first.seconds + second.seconds, flaky: second.passed ? first.error : undefined };
}

/**
 * Runs the selection (ENGINES, JOURNEYS: comma lists from the environment); answers the exit code.
 * One engine after the other: side by side took 84 s instead of 97 (both are CPU-bound), and
 * slowed WebKit enough that the library journey once lost a race with the page (the filter group
 * it had opened was found closed again).
 */
export async function runAll(only: { engines?: string[]; journeys?: string[]; repeat?: number }): Promise<number> {
  const outcomes: Outcome[] = [];
  const broken: string[] = [];
  for (const [engineName, launch] of Object.entries(ENGINES)) {
    if (only.engines && !only.engines.includes(engineName)) continue;
    let engine: Engine;
    try {
      engine = await launch();
    } catch (error) {
      broken.push(`${engineName}: did not start: ${String(error).split('\n')[0]}`);
      continue;
    }
    console.log(`${engine.name}: ${engine.version}`);
    try {
      for (const [name, journey] of Object.entries(JOURNEYS)) {
        if (only.journeys && !only.journeys.includes(name)) continue;
        for (let round = 0; round < (only.repeat ?? 1); round++)
          for (const flavour of FLAVOURS) {
            const o = await runTwiceOnTimeout(engine, name, journey, flavour);
            console.log(`  ${resultOf(o)}  ${engine.name} ${name} ${flavour} (${o.seconds.toFixed(1)} s)`);
            outcomes.push(o);
          }
      }
    } finally {
      await engine.close().catch(() => {});
    }
  }
  printTable(outcomes);
  writeSummary(outcomes, broken);
  for (const b of broken) console.log(b);
  return outcomes.every((o) => o.passed) && broken.length === 0 ? 0 : 1;
}
