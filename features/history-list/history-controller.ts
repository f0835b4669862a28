import { createStore, type StoreApi } from 'zustand/vanilla';
import { latestRequest } from '@/src/runtime/latest-request';
import { twoStageDebounce, typingDelays, type TypingDelays } from './debounce';
import { isTypedFilter, sameFilters, type FilterValues } from './filters';
import { INITIAL_LIST_STATE, listReducer, type ListAction, type ListState } from './list-state';

export interface HistoryState<F extends FilterValues, R> {
  /** What the controls show (typed text included, before its delay has run). */
  inputs: F;
  /** What the list was (or is being) queried with. */
  applied: F;
  list: ListState<R>;
}

export interface HistoryControllerOptions<F extends FilterValues, R> {
  defaults: F;
  /** Fetches the list for these filters; throws when it cannot (any error). */
  load: (filters: F, signal: AbortSignal) => Promise<R>;
  /** The French reason shown for a failed load. */
  describeError: (error: unknown) => string;
  /** The typing delay; the spec's (read from the timing table at each keystroke) unless given. */
  delays?: TypingDelays;
}

export interface HistoryController<F extends FilterValues, R> {
  store: StoreApi<HistoryState<F, R>>;
  /** The first load (again after `dispose`). */
  start(): void;
  /** One control changed: a choice applies at once, typed text after the typing delay. */
  setFilter(key: keyof F & string, value: string): void;
  /** Applies these filters at once ('Valider' of the filter dialog). */
  applyAll(values: F): void;
  /** Every filter back to its default ('Réinitialiser'). */
  reset(): void;
  /** Loads again with what the controls show ('Réessayer', after a delete). */
  reload(): void;
  /** Stops timers and ignores answers still on their way (the page is gone). */
  dispose(): void;
}

/**
 * The history list without React (account-layer §4 "History list"): every filter change shows
 * the list as loading and refetches; typed filters wait 400 ms, then 500 ms more before the
 * query; a newer load aborts the older one and only the latest answer is ever shown.
 */
export function createHistoryController<F extends FilterValues, R>(
  options: HistoryControllerOptions<F, R>,
): HistoryController<F, R> {
  const { defaults, delays } = options;
  const store = createStore<HistoryState<F, R>>()(() => ({
    inputs: defaults,
    applied: defaults,
    list: INITIAL_LIST_STATE,
  }));
  const loads = createLoads(store, options);

  // Stage one commits what was typed (the list shows as loading), stage two queries.
  const typing = twoStageDebounce<null>(
    () => {
      const { inputs, applied } = store.getState();
      if (!sameFilters(inputs, applied)) loads.begin(inputs);
      // Text typed back to what was committed, while that commit's query was still waiting:
      // the query is still owed (the list shows as loading until it answers).
      else if (!loads.owed()) return false;
      return undefined;
    },
    () => void loads.run(loads.latest()),
    delays ? () => delays : typingDelays,
  );

  const applyNow = (values: F, force = false) => {
    // A query the typing delay had scheduled is replaced by this one, even with the same filters.
    const scheduled = typing.pending();
    typing.cancel();
    store.setState({ inputs: values });
    if (!force && !scheduled && !loads.owed() && sameFilters(values, store.getState().applied)) return;
    void loads.run(loads.begin(values));
  };

  return {
    store,
    start() {
      loads.resume();
      applyNow(store.getState().inputs, true);
    },
    setFilter(key, value) {
      const inputs = { ...store.getState().inputs, [key]: value };
      if (isTypedFilter(key)) {
        store.setState({ inputs });
        typing.push(null);
      } else {
        // A choice applies with everything the controls show, typed text included.
        applyNow(inputs);
      }
    },
    applyAll: (values) => applyNow(values),
    reset: () => applyNow(defaults),
    reload: () => applyNow(store.getState().inputs, true),
    dispose() {
      loads.stop();
      typing.cancel();
    },
  };
}

/**
 * The loads of one list. Each has a sequence number: a newer load aborts the older one, and an
 * answer is kept only while no newer load has begun (src/runtime/latest-request.ts); after
 * `stop` none is kept.
 */
function createLoads<F extends FilterValues, R>(
  store: StoreApi<HistoryState<F, R>>,
  { load, describeError }: Pick<HistoryControllerOptions<F, R>, 'load' | 'describeError'>,
) {
  let seq = 0;
  /** The last load whose query was sent: `seq` is ahead of it while a committed load still waits. */
  let queried = 0;
  const queries = latestRequest();
  let active = true;

  const dispatch = (action: ListAction<R>) => store.setState((s) => ({ list: listReducer(s.list, action) }));

  return {
    /** Marks a new load: the list shows as loading and any answer still on its way is stale. */
    begin(applied: F): number {
      queries.cancel();
      seq += 1;
      store.setState({ applied });
      dispatch({ type: 'start', seq });
      return seq;
    },
    /** Sends the query of load `id`, with the filters applied now. */
    async run(id: number) {
      queried = id;
      try {
        // Wrapped, so that a list of null is not mistaken for a load overtaken or stopped.
        const answer = await queries.run(async (signal) => ({ data: await load(store.getState().applied, signal) }));
        if (answer !== null && active) dispatch({ type: 'done', seq: id, data: answer.data });
      } catch (error) {
        if (active) dispatch({ type: 'fail', seq: id, error: describeError(error) });
      }
    },
    latest: () => seq,
    /** The latest load has begun but its query is not sent yet (the typing delay runs). */
    owed: () => queried !== seq,
    resume() {
      active = true;
    },
    /** Ignores answers still on their way, and aborts the query in flight. */
    stop() {
      active = false;
      queries.cancel();
    },
  };
}
