import { INITIAL_LIST_STATE, listReducer, listView, type ListState } from '@/features/history-list/list-state';

type S = ListState<string[]>;
const start = (seq: number) => ({ type: 'start', seq }) as const;
const done = (seq: number, data: string[]) => ({ type: 'done', seq, data }) as const;
const fail = (seq: number, error: string) => ({ type: 'fail', seq, error }) as const;
const run = (...actions: Parameters<typeof listReducer<string[]>>[1][]) =>
  actions.reduce<S>((state, action) => listReducer(state, action), INITIAL_LIST_STATE);

test('starts loading, with nothing to show: the skeleton', () => {
  expect(INITIAL_LIST_STATE).toEqual({ data: null, loading: true, error: null, seq: 0 });
  expect(listView(INITIAL_LIST_STATE)).toBe('skeleton');
});

test('the answer of the latest load is shown', () => {
  const state = run(start(1), done(1, ['a']));
  expect(state).toEqual({ data: ['a'], loading: false, error: null, seq: 1 });
  expect(listView(state)).toBe('items');
});

test('a new load keeps the old items on screen while it runs (the list spinner)', () => {
  const state = run(start(1), done(1, ['a']), start(2));
  expect(state).toMatchObject({ data: ['a'], loading: true, seq: 2 });
  expect(listView(state)).toBe('items');
});

test('an older answer arriving after a newer load started is ignored', () => {
  const state = run(start(1), start(2), done(2, ['new']), done(1, ['old']));
  expect(state).toMatchObject({ data: ['new'], loading: false });
  const waiting = run(start(1), start(2), done(1, ['old']));
  expect(waiting).toMatchObject({ data: null, loading: true, seq: 2 });
});

test('an older failure is ignored too', () => {
  expect(run(start(1), start(2), fail(1, 'boom'), done(2, ['x']))).toMatchObject({ data: ['x'], error: null });
  expect(run(start(1), start(2), done(2, ['x']), fail(1, 'boom'))).toMatchObject({ data: ['x'], error: null });
});

test('a failure shows the error; a new load clears it', () => {
  const failed = run(start(1), fail(1, 'Connexion impossible.'));
  expect(failed).toMatchObject({ loading: false, error: 'Connexion impossible.' });
  expect(listView(failed)).toBe('error');
  const retried = listReducer(failed, start(2));
  expect(retried).toMatchObject({ loading: true, error: null });
  expect(listView(retried)).toBe('skeleton');
  expect(listView(run(start(1), done(1, ['a']), start(2), fail(2, 'x')))).toBe('error');
});
