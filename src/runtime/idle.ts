/** Runs when the browser is idle (or soon, where requestIdleCallback is missing: Safari). */
export function whenIdle(run: () => void, fallbackMs = 200): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
  if (idle) idle(run);
  else setTimeout(run, fallbackMs);
}
