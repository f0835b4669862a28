/**
 * One turn of Node's event loop, whatever Jest's clock does: every promise callback already queued
 * has run, and every I/O callback already due. Not a wait for time: a test that must see that
 * nothing more happened waits for the work it started to be done, then takes a turn.
 */
export function turn(): Promise<void> {
  return new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));
}

/** Takes turns of the event loop until `state()` holds (bounded by the test's own time limit). */
export async function until(state: () => boolean): Promise<void> {
  while (!state()) await turn();
}
