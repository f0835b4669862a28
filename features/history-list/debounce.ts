/**
 * The history's typing delay (account-layer §4, §9): free-text and postal filters wait 400 ms
 * after the last keystroke, then a further 500 ms before the list is queried.
 */
export const TYPING_DELAYS = { settle: 400, query: 500 } as const;

export interface TwoStageDebounce<T> {
  /** A new value was typed: both stages start over, whichever was running. */
  push(value: T): void;
  /** Drops whatever is waiting (the filters were applied another way, or the list is gone). */
  cancel(): void;
  /** True from a push until the second stage has run or the wait was cancelled. */
  pending(): boolean;
}

/**
 * Two debounce stages in a row. `settle` runs once typing has paused for `delays.settle`; when it
 * returns false (nothing changed) the second stage is skipped, otherwise `fire` runs
 * `delays.query` later, unless typing resumed in between.
 *
 * @example
 * const typing = twoStageDebounce((text) => commit(text), (text) => query(text));
 * input.oninput = () => typing.push(input.value);
 */
export function twoStageDebounce<T>(
  settle: (value: T) => boolean | void,
  fire: (value: T) => void,
  delays: { settle: number; query: number } = TYPING_DELAYS,
): TwoStageDebounce<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    push(value) {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        if (settle(value) === false) return;
        timer = setTimeout(() => {
          timer = null;
          fire(value);
        }, delays.query);
      }, delays.settle);
    },
    cancel,
    pending: () => timer !== null,
  };
}
