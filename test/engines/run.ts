/**
 * Runs each journey in each engine, both flavours: one browser per engine, a fresh session per
 * journey. A journey fails on its first failed step, or on any page error or console error seen
 * while it ran.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLAVOURS, type Flavour } from '../browser/support/env';
import type { Driver, Engine } from './driver';
import { PAGE_MARKUP } from './finder';
import { launchFirefox } from './firefox';
import { carbonJourney } from './carbon-journey';
import { floorJourney } from './floor-journey';
import { headerJourney } from './header-journey';
import { libraryJourney } from './library-journey';
import { thermalJourney } from './thermal-journey';
import { launchWebKit } from './webkit';
import { writeSummary, printTable, type Outcome } from './report';

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
  const outcome = (passed: boolean, error?: string): Outcome => ({
    engine: engine.name,
    journey: name,
    flavour,
    passed,
    seconds: (Date.now() - started) / 1000,
    error,
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
    );
  } finally {
    await d?.close().catch(() => {});
  }
}

/** One engine's journeys, both flavours, one after the other; its outcomes, or why it did not start. */
async function runEngine(engineName: string, only: { journeys?: string[] }): Promise<Outcome[] | string> {
  let engine: Engine;
  try {
    engine = await ENGINES[engineName]!();
  } catch (error) {
    return `${engineName}: did not start: ${String(error).split('\n')[0]}`;
  }
  console.log(`${engine.name}: ${engine.version}`);
  const outcomes: Outcome[] = [];
  try {
    for (const [name, journey] of Object.entries(JOURNEYS)) {
      if (only.journeys && !only.journeys.includes(name)) continue;
      for (const flavour of FLAVOURS) {
        const o = await runOne(engine, name, journey, flavour);
        console.log(`  ${o.passed ? 'pass' : 'FAIL'}  ${engine.name} ${name} ${flavour} (${o.seconds.toFixed(1)} s)`);
        outcomes.push(o);
      }
    }
  } finally {
    await engine.close().catch(() => {});
  }
  return outcomes;
}

/**
 * Runs the selection (ENGINES, JOURNEYS: comma lists from the environment); answers the exit code.
 * The engines run side by side, each driving one page at a time: 84 s in CI where one after the
 * other took 97 s (the two cores are then busy; more engines at once would only share them). The
 * journeys can meet on the preview: they register fresh accounts, read, or log in and out of a
 * seeded one, whose logout ends only its own session.
 */
export async function runAll(only: { engines?: string[]; journeys?: string[] }): Promise<number> {
  const names = Object.keys(ENGINES).filter((name) => !only.engines || only.engines.includes(name));
  const results = await Promise.all(names.map((name) => runEngine(name, only)));
  const outcomes = results.flatMap((r) => (typeof r === 'string' ? [] : r));
  const broken = results.filter((r): r is string => typeof r === 'string');
  printTable(outcomes);
  writeSummary(outcomes, broken);
  for (const b of broken) console.log(b);
  return outcomes.every((o) => o.passed) && broken.length === 0 ? 0 : 1;
}
