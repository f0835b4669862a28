/**
 * One kind of request where only the newest answer counts (a search, a count, a form fetched
 * again after a change): starting one aborts the one on its way, and an answer that comes back
 * after a newer request started is dropped, so a slow stale answer never overwrites a newer one.
 *
 * @example
 * const searches = latestRequest();
 * const answer = await searches.run((signal) => api.call(search, { body, signal }));
 * if (answer === null) return; // overtaken by a newer search, or cancelled: nothing to show
 */
export interface LatestRequest {
  /**
   * Runs `ask` with a fresh signal, aborting the request on its way. Resolves to its result, or to
   * null when a newer request started meanwhile or `cancel` was called. An aborted request
   * rejects with its abort (src/api/deadline.ts): that rejection is swallowed, being no error of
   * the visitor's; any other rejection of the newest request is passed on.
   */
  run<T>(ask: (signal: AbortSignal) => Promise<T>): Promise<T | null>;
  /** Aborts the request on its way, if any: its answer will be dropped. */
  cancel(): void;
}

export function latestRequest(): LatestRequest {
  let current: AbortController | null = null;
  return {
    async run(ask) {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      try {
        const result = await ask(controller.signal);
        return current === controller ? result : null;
      } catch (error) {
        // Overtaken or cancelled: its controller was aborted, so the signal says so.
        if (controller.signal.aborted) return null;
        throw error;
      } finally {
        if (current === controller) current = null;
      }
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}
