/**
 * The state of a history list, as a reducer: the first load (nothing to show yet), then the
 * list, refetched on every filter change. Each load has a sequence number; only the answer of the
 * latest one is kept, so a slow stale answer never overwrites a newer one.
 */
export interface ListState<R> {
  /** The last answer kept; null until the first load succeeds. */
  data: R | null;
  /** A load is under way (or scheduled: the typing delay is running). */
  loading: boolean;
  /** The French reason the latest load failed; null otherwise. */
  error: string | null;
  /** The sequence number of the latest load started. */
  seq: number;
}

export type ListAction<R> =
  | { type: 'start'; seq: number }
  | { type: 'done'; seq: number; data: R }
  | { type: 'fail'; seq: number; error: string };

export const INITIAL_LIST_STATE: ListState<never> = { data: null, loading: true, error: null, seq: 0 };

export function listReducer<R>(state: ListState<R>, action: ListAction<R>): ListState<R> {
  if (action.type === 'start') return { ...state, loading: true, error: null, seq: action.seq };
  // An answer to an older load: a newer one is under way or already shown.
  if (action.seq !== state.seq) return state;
  if (action.type === 'done') return { ...state, data: action.data, loading: false, error: null };
  return { ...state, loading: false, error: action.error };
}

/**
 * What the list area shows: the skeleton, the error with 'Réessayer', or the items. With
 * `keepList`, a failed reload still shows the items it had (a first load has none to keep).
 */
export function listView(state: ListState<unknown>, keepList = false): 'skeleton' | 'error' | 'items' {
  if (state.error !== null && !(keepList && state.data !== null)) return 'error';
  return state.data === null ? 'skeleton' : 'items';
}
