import { resetTimings, zeroTimings, type TimingName } from '@/src/runtime/timings';

/**
 * For a test file about the spec's timings: each test runs on Jest's clock with the named timings
 * (every one, when none is named) back at the spec's values; after it, real timers again and the
 * whole table back at zero, as every other test file has it (jest-timings.ts).
 */
export function useSpecClock(...names: TimingName[]): void {
  beforeEach(() => {
    jest.useFakeTimers();
    resetTimings(...names);
  });
  afterEach(() => {
    jest.useRealTimers();
    zeroTimings();
  });
}
