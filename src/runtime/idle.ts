/** Runs when the browser is idle (or soon, where requestIdleCallback is missing: Safari). */
export function whenIdle(run: () => void, fallbackMs = 200): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
  if (idle) idle(run);
  else setTimeout(run, fallbackMs);
}

/**
 * Runs once what is rendered now has been painted and the browser is idle: the next frame, then
 * idle time (an idle period may come before the next frame, and so before the paint).
 */
export function whenPaintedAndIdle(run: () => void): void {
  const frame = (globalThis as { requestAnimationFrame?: (cb: () => void) => void }).requestAnimationFrame;
  if (frame) frame(() => whenIdle(run));
  else whenIdle(run);
}
