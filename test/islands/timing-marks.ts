import { timings, type TimingName } from '@/src/runtime/timings';

/**
 * Which of the spec's pauses an island read from the timing table when it scheduled, without
 * waiting for any: the named timings (zero, as in every unit test) note each read. Their values
 * are the spec's (SPEC_TIMINGS), checked on Jest's clock in features/simulation-actions/*.test.ts.
 * Setting the table again (`zeroTimings()` after the test) makes them plain values again.
 *
 * (Not a spy on setTimeout: Testing Library would take it for Jest's fake clock and never let
 * real time pass in its waits.)
 *
 * @example
 * const table = markTimings('afterLoginEmail');
 * // … the visitor logs in, the popup shows …
 * expect(table.taken()).toEqual(['afterLoginEmail']);
 */
export function markTimings(...names: TimingName[]) {
  const taken: TimingName[] = [];
  for (const name of names) {
    const value = timings[name];
    Object.defineProperty(timings, name, {
      configurable: true,
      enumerable: true,
      get: () => {
        taken.push(name);
        return value;
      },
      set: (next: number) =>
        Object.defineProperty(timings, name, { value: next, writable: true, configurable: true, enumerable: true }),
    });
  }
  return {
    /** The marked timings read so far, in order. */
    taken: () => [...taken],
  };
}
