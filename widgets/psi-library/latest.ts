/**
 * One kind of request where only the latest counts: starting one aborts the one on its way, and
 * an answer that comes back after a newer request started is dropped.
 */
export interface Latest {
  /** Runs `ask` with a fresh signal; resolves to its result, or to null when it was overtaken. */
  run<T>(ask: (signal: AbortSignal) => Promise<T>): Promise<T | null>;
  /** Aborts the request on its way, if any. */
  cancel(): void;
}

export function latest(): Latest {
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
        // An aborted request rejects with its abort: it was overtaken, nothing to say.
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
