import { createHistoryController } from '@/features/history-list/history-controller';
import { useSpecClock } from '@/test/support/spec-clock';
import { turn } from '@/test/support/turn';

/** The history list without React: filters → loads, typing delay, stale answers (account-layer §4). */

const DEFAULTS = { type: '', title: '', zip: '', order: 'DESC' };
type Filters = typeof DEFAULTS;

/** A load whose answers the test hands back one by one, in any order. */
function controllable() {
  const calls: { filters: Filters; signal: AbortSignal; resolve: (v: string) => void; reject: (e: unknown) => void }[] =
    [];
  const load = jest.fn(
    (filters: Filters, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ filters, signal, resolve, reject });
      }),
  );
  const controller = createHistoryController<Filters, string>({
    defaults: DEFAULTS,
    load,
    describeError: (e) => `Erreur : ${(e as Error).message}`,
  });
  return { calls, load, controller, state: () => controller.store.getState() };
}

// Jest's clock, with the spec's typing delays (the table is at zero in unit tests).
useSpecClock('historyTyping', 'historyQuery');

test('the first load uses the defaults (most recent first) and shows its answer', async () => {
  const { calls, controller, state } = controllable();
  controller.start();
  expect(state().list).toMatchObject({ loading: true, data: null });
  expect(calls[0]!.filters).toEqual(DEFAULTS);
  calls[0]!.resolve('first');
  await turn();
  expect(state().list).toMatchObject({ loading: false, data: 'first' });
});

test('a choice applies at once: the list shows as loading and is queried', async () => {
  const { calls, controller, state } = controllable();
  controller.start();
  calls[0]!.resolve('all');
  await turn();
  controller.setFilter('type', 'solution');
  expect(state()).toMatchObject({
    inputs: { type: 'solution' },
    applied: { type: 'solution' },
    list: { loading: true, data: 'all' },
  });
  expect(calls[1]!.filters).toEqual({ ...DEFAULTS, type: 'solution' });
  calls[1]!.resolve('solutions');
  await turn();
  expect(state().list).toMatchObject({ loading: false, data: 'solutions' });
});

test('choosing the value already applied does not query again', async () => {
  const { load, controller } = controllable();
  controller.start();
  controller.setFilter('order', 'DESC');
  expect(load).toHaveBeenCalledTimes(1);
});

test('typed text shows at once, marks the list loading after 400 ms and queries 500 ms later', async () => {
  const { calls, controller, state } = controllable();
  controller.start();
  calls[0]!.resolve('all');
  await turn();
  controller.setFilter('title', 'D');
  controller.setFilter('title', 'Du');
  controller.setFilter('title', 'Dur');
  expect(state()).toMatchObject({ inputs: { title: 'Dur' }, applied: { title: '' }, list: { loading: false } });
  jest.advanceTimersByTime(400);
  expect(state()).toMatchObject({ applied: { title: 'Dur' }, list: { loading: true, data: 'all' } });
  expect(calls).toHaveLength(1);
  jest.advanceTimersByTime(499);
  expect(calls).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(calls).toHaveLength(2);
  expect(calls[1]!.filters).toEqual({ ...DEFAULTS, title: 'Dur' });
});

test('text typed then erased within the delay queries nothing', async () => {
  const { calls, controller, state } = controllable();
  controller.start();
  calls[0]!.resolve('all');
  await turn();
  controller.setFilter('zip', '6');
  controller.setFilter('zip', '');
  jest.advanceTimersByTime(2000);
  expect(calls).toHaveLength(1);
  expect(state().list.loading).toBe(false);
});

test('text committed, changed and typed back before its query still gets its query', async () => {
  const { calls, controller, state } = controllable();
  controller.start();
  calls[0]!.resolve('all');
  await turn();
  controller.setFilter('title', 'B');
  jest.advanceTimersByTime(400);
  expect(state()).toMatchObject({ applied: { title: 'B' }, list: { loading: true } });
  // Within the 500 ms before the query: a letter more, then erased.
  controller.setFilter('title', 'Bx');
  controller.setFilter('title', 'B');
  jest.advanceTimersByTime(900);
  expect(calls).toHaveLength(2);
  expect(calls[1]!.filters).toEqual({ ...DEFAULTS, title: 'B' });
  calls[1]!.resolve('B only');
  await turn();
  expect(state().list).toMatchObject({ loading: false, data: 'B only' });
});

test('a choice made while text waits applies the text with it, at once, and only once', async () => {
  const { calls, controller } = controllable();
  controller.start();
  controller.setFilter('zip', '69');
  jest.advanceTimersByTime(100);
  controller.setFilter('type', 'simulation');
  expect(calls.at(-1)!.filters).toEqual({ ...DEFAULTS, zip: '69', type: 'simulation' });
  jest.advanceTimersByTime(2000);
  expect(calls).toHaveLength(2);
});

test('a choice made between the two stages replaces the scheduled query', async () => {
  const { calls, controller } = controllable();
  controller.start();
  controller.setFilter('title', 'Garnier');
  jest.advanceTimersByTime(450);
  controller.setFilter('order', 'ASC');
  expect(calls.at(-1)!.filters).toEqual({ ...DEFAULTS, title: 'Garnier', order: 'ASC' });
  jest.advanceTimersByTime(2000);
  expect(calls).toHaveLength(2);
});

test('an older answer arriving last never replaces the newer one, and the older request is aborted', async () => {
  const { calls, controller, state } = controllable();
  controller.start();
  controller.setFilter('type', 'simulation');
  controller.setFilter('type', 'solution');
  expect(calls.map((c) => c.signal.aborted)).toEqual([true, true, false]);
  calls[2]!.resolve('solutions');
  await turn();
  calls[1]!.resolve('simulations');
  calls[0]!.resolve('all');
  await turn();
  expect(state().list).toMatchObject({ data: 'solutions', loading: false, error: null });
});

test('a failure shows the French reason; reload tries again with the same filters', async () => {
  const { calls, controller, state } = controllable();
  controller.start();
  controller.setFilter('type', 'solution');
  calls[1]!.reject(new Error('serveur indisponible'));
  await turn();
  expect(state().list).toMatchObject({ loading: false, error: 'Erreur : serveur indisponible' });
  controller.reload();
  expect(state().list).toMatchObject({ loading: true, error: null });
  expect(calls[2]!.filters).toEqual({ ...DEFAULTS, type: 'solution' });
  calls[2]!.resolve('ok');
  await turn();
  expect(state().list).toMatchObject({ data: 'ok', error: null });
});

test('a stale failure is ignored', async () => {
  const { calls, controller, state } = controllable();
  controller.start();
  controller.setFilter('type', 'solution');
  calls[1]!.resolve('solutions');
  calls[0]!.reject(new Error('aborted'));
  await turn();
  expect(state().list).toMatchObject({ data: 'solutions', error: null });
});

test('reset and applyAll apply at once, and cancel a waiting text', async () => {
  const { calls, controller, state } = controllable();
  controller.start();
  controller.applyAll({ ...DEFAULTS, type: 'solution', zip: '69' });
  expect(calls.at(-1)!.filters).toEqual({ ...DEFAULTS, type: 'solution', zip: '69' });
  controller.setFilter('title', 'Durand');
  controller.reset();
  expect(state().inputs).toEqual(DEFAULTS);
  expect(calls.at(-1)!.filters).toEqual(DEFAULTS);
  jest.advanceTimersByTime(2000);
  expect(calls).toHaveLength(3);
});

test('after dispose nothing more happens', async () => {
  const { calls, controller, state } = controllable();
  controller.start();
  controller.setFilter('title', 'x');
  controller.dispose();
  expect(calls[0]!.signal.aborted).toBe(true);
  calls[0]!.resolve('late');
  jest.advanceTimersByTime(2000);
  await turn();
  expect(calls).toHaveLength(1);
  expect(state().list.data).toBeNull();
});
