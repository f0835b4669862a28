import { TimeoutError } from './errors';

/**
 * Runs `run` under a time limit of `ms`, the whole of it: requests, reading their bodies, and
 * whatever it awaits in between. `run` gets a signal to hand to its requests; it aborts when the
 * time is up (with a TimeoutError named `name`, which is what the returned promise rejects with)
 * or when `outer` aborts (with `outer`'s reason: an abort is rethrown as it is). The promise
 * settles then even if `run` ignores the signal (a shared registration it waits on, a body that
 * never ends); `run`'s own late result is dropped. No timer outlives the call.
 */
export function withDeadline<T>(
  name: string,
  ms: number,
  run: (signal: AbortSignal) => Promise<T>,
  outer?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const { signal } = controller;
  const fromOuter = () => controller.abort(outer!.reason);
  if (outer?.aborted) fromOuter();
  else outer?.addEventListener('abort', fromOuter, { once: true });
  const timer = setTimeout(() => controller.abort(new TimeoutError(name, ms)), ms);
  let stop!: () => void;
  const stopped = new Promise<never>((_, reject) => {
    stop = () => reject(signal.reason);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
  const work = signal.aborted ? stopped : run(signal);
  work.catch(() => undefined); // lost the race: its rejection is not an unhandled one
  return Promise.race([work, stopped]).finally(() => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', fromOuter);
    signal.removeEventListener('abort', stop);
  });
}
