import type { ResultSeed } from './routes';

/**
 * What `/api/history/create` answered, kept for the result route it opens: hash routing carries
 * no navigation state (§2 "if navigation state is passed, the page uses it"). Taken once: a later
 * visit of the same route (Back then Forward, after a refine) loads the history afresh by id.
 */
const seeds = new Map<number, ResultSeed>();

export function keepSeed(historyId: number, seed: ResultSeed): void {
  seeds.set(historyId, seed);
}

export function takeSeed(historyId: number): ResultSeed | undefined {
  const seed = seeds.get(historyId);
  seeds.delete(historyId);
  return seed;
}
