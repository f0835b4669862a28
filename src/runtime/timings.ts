/**
 * The spec's delays and fades, in milliseconds, in one table (account-layer §9,
 * thermal-break-tool §9, floor-and-carbon-tools §9). Code reads a value when it schedules, never
 * at import (`setTimeout(run, timings.fieldRefetch)`), so that the unit tests can set the whole
 * table to zero once (test/support/jest-timings.ts) and no test waits for real time. A timing is
 * checked as a value of {@link SPEC_TIMINGS}, not by waiting for it.
 *
 * Only the spec's pauses belong here. Safety limits (storage probe, hydration gate, request
 * deadlines) are not delays the visitor is meant to see, and stay with their code.
 */
export const SPEC_TIMINGS = {
  /** thermal §9 'fades 250 ms': the result panel's fade, the questionnaire leaving for the result. */
  fade: 250,
  /** account §2 'the profile is fetched after about 250 ms'. */
  profileFetch: 250,
  /** account §2 '… and the page appears 250 ms later' (the loader's fade). */
  profileReveal: 250,
  /** account §4 'free-text and postal filters wait 400 ms after typing …'. */
  historyTyping: 400,
  /** account §4 '… and a further 500 ms before querying'. */
  historyQuery: 500,
  /** thermal §5: the library panel's draft count is asked once the visitor pauses (the fade). */
  libraryDraft: 250,
  /** floor §9 'initial floor form fetch delayed 250 ms'. */
  formLoad: 250,
  /** floor §9 'results-page load delay 250 ms'. */
  resultsLoad: 250,
  /** floor §9 'field re-fetch delay 250 ms'. */
  fieldRefetch: 250,
  /** floor §9 'forced-value delay 150 ms' (the carbon tunnel's proposed or only answer). */
  forcedValue: 150,
  /** floor §9 'login-then-action delay 150 ms'. */
  afterLogin: 150,
  /** floor §9 '(1000 ms for the e-mail popup)'. */
  afterLoginEmail: 1000,
  /** floor §9 'after login in the tunnel, save runs after 150 ms …'. */
  saveAfterLogin: 150,
  /** floor §9 '… then the download 500 ms later'. */
  downloadAfterSave: 500,
  /** floor §9 'delete redirect or reload after 500 ms'. */
  afterDelete: 500,
} as const;

export type TimingName = keyof typeof SPEC_TIMINGS;
export type Timings = Record<TimingName, number>;

/** The table the code reads: the spec's values, unless a test set others. */
export const timings: Timings = { ...SPEC_TIMINGS };

/** Sets some timings (tests: all of them to zero, or one back to its spec value). */
export function setTimings(next: Partial<Timings>): void {
  Object.assign(timings, next);
}

/** The named timings (all of them, when none is named) back to the spec's values. */
export function resetTimings(...names: TimingName[]): void {
  for (const name of names.length ? names : (Object.keys(SPEC_TIMINGS) as TimingName[]))
    timings[name] = SPEC_TIMINGS[name];
}

/** Every timing at zero: what the unit tests run with. */
export function zeroTimings(): void {
  for (const name of Object.keys(timings) as TimingName[]) timings[name] = 0;
}

/**
 * A promise that settles after the named timing (read now, not at import). With a signal, it
 * rejects with the signal's reason as soon as the signal aborts (a load dropped while it waits).
 */
export function pause(name: TimingName, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, timings[name]);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}
