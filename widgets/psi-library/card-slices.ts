/**
 * How an opened tab renders its cards: a screenful at once, the rest in slices when the
 * browser is idle, so that 'Ouvrir' on a tab of 150 values paints in one short task rather than
 * one of 300–500 ms on a slow phone. The plan is a table the tests replace (test/support/
 * jest-timings.ts renders every card at once: no test waits for idle time).
 */
export interface CardSlices {
  /** Cards rendered with the tab: a screenful (four rows of three on a desktop, more than a phone shows). */
  first: number;
  /** Cards each later slice adds: about 30 ms of work at 4x CPU. */
  step: number;
  /** Runs `slice` later, in idle time; hands back what cancels it (the tab closed, the list gone). */
  later: (slice: () => void) => () => void;
}

type IdleWindow = {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * requestIdleCallback, within half a second even on a page that is never idle; where it is missing
 * (Safari) a task of its own each time, which lets the visitor's input in between slices.
 */
function inIdleTime(slice: () => void): () => void {
  const w = globalThis as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const handle = w.requestIdleCallback(slice, { timeout: 500 });
    return () => w.cancelIdleCallback!(handle);
  }
  const timer = setTimeout(slice, 16);
  return () => clearTimeout(timer);
}

const DEFAULT_SLICES: CardSlices = { first: 12, step: 12, later: inIdleTime };

export const cardSlices: CardSlices = { ...DEFAULT_SLICES };

/** Replaces part of the plan (tests: every card at once, or a scheduler they run by hand). */
export function setCardSlices(next: Partial<CardSlices>): void {
  Object.assign(cardSlices, next);
}

/** The plan back to its defaults. */
export function resetCardSlices(): void {
  Object.assign(cardSlices, DEFAULT_SLICES);
}
