/**
 * Small steps the journeys share, on top of the driver: which of several things showed first,
 * an element's text, a box ticked by clicking what it says.
 */
import { until, type Driver, type Target } from './driver';
import { findExpression } from './finder';

/** Waits until one of the targets is there; answers its key (the first listed wins a tie). */
export async function firstOf<K extends string>(d: Driver, targets: Record<K, Target>, step: string): Promise<K> {
  const entries = Object.entries(targets) as [K, Target][];
  const expression = entries
    .map(([key, target]) => `(${findExpression(target)} ? ${JSON.stringify(key)} : null)`)
    .join(' || ');
  return (await d.waitUntil(expression, step)) as K;
}

/** The text of the target's element (whitespace collapsed), once it is there. */
export async function textOf(d: Driver, target: Target, step: string): Promise<string> {
  await d.waitFor(target, step);
  const value = await d.evaluate<string | null>(`(${findExpression(target)} || {}).textContent`);
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/** Waits until the target's text matches `pattern`; answers the text. */
export function textMatching(d: Driver, target: Target, pattern: RegExp, step: string): Promise<string> {
  return until(async () => {
    const value = await d.evaluate<string | null>(`(${findExpression(target)} || {}).textContent`);
    const text = (value ?? '').replace(/\s+/g, ' ').trim();
    return pattern.test(text) ? text : null;
  }, step);
}

/** Waits until the page's address matches `pattern`. */
export function urlMatching(d: Driver, pattern: RegExp, step: string): Promise<string> {
  return until(async () => {
    const url = await d.url();
    return pattern.test(url) ? url : null;
  }, step);
}

/** Waits until the target (a box, a radio) is ticked: found by its place, not by its state. */
export function checked(d: Driver, target: Target, step: string): Promise<unknown> {
  return d.waitUntil(`(${findExpression(target)} || {}).checked === true`, step);
}
