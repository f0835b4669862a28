/**
 * Resolves once React has run every effect it has queued (mount effects included). A form that
 * has just appeared registers its fields in such effects; in a browser they run within a frame,
 * long before anyone types, but a test types at once, and a field registered after the typing
 * resets it to its initial value. Jest's jsdom has no MessageChannel, so React's scheduler runs
 * its queue on timers: a task of idle priority runs after everything React queued before it.
 */
interface Scheduler {
  unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  unstable_IdlePriority: number;
}

export function reactIdle(): Promise<void> {
  // The same scheduler instance as react-dom's: Jest's module registry of this test file.
  const scheduler = jest.requireActual<Scheduler>('scheduler');
  return new Promise((resolve) => {
    scheduler.unstable_scheduleCallback(scheduler.unstable_IdlePriority, resolve);
  });
}
