import { timings } from '@/src/runtime/timings';

export interface TypingDelays {
  settle: number;
  query: number;
}

/**
 * The history's typing delay (account-layer §4, §9): free-text and postal filters wait 400 ms
 * after the last keystroke (`timings.historyTyping`), then a further 500 ms before the list is
 * queried (`timings.historyQuery`). Read when typing schedules, so that tests can set them.
 */
export const typingDelays = (): TypingDelays => ({ settle: timings.historyTyping, query: timings.historyQuery });

export interface TwoStageDebounce<T> {
  /** A new value was typed: both stages start over, whichever was running. */
  push(value: T): void;
  /** Drops whatever is waiting (the filters were applied another way, or the list is gone). */
  cancel(): void;
  /** True from a push until the second stage has run or the wait was cancelled. */
  pending(): boolean;
}

/**
 * Two debounce stages in a row. `settle` runs once typing has paused for `delays().settle`; when
 * it returns false (nothing changed) the second stage is skipped, otherwise `fire` runs
 * `delays().query` later, unless typing resumed in between. `delays` is asked at each push.
 *
 * @example
 * const typing = twoStageDebounce((text) => commit(text), (text) => query(text));
 * input.oninput = () => typing.push(input.value);
 */
export function twoStageDebounce<T>(
  settle: (value: T) => boolean | void,
  fire: (value: T) => void,
  delays: () => TypingDelays = typingDelays,
): TwoStageDebounce<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    push(value) {
      cancel();
      const { settle: settleMs, query: queryMs } = delays();
      timer = setTimeout(() => {
        timer = null;
        if (settle(value) === false) return;
        timer = setTimeout(() => {
          timer = null;
          fire(value);
        }, queryMs);
      }, settleMs);
    },
    cancel,
    pending: () => timer !== null,
  };
}
