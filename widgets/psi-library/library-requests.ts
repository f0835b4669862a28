import type { StoreApi } from 'zustand/vanilla';
import { latestRequest } from '@/src/runtime/latest-request';
import { catalogueOf, type Catalogue } from './catalogue';
import { chosenFilterCount, NO_CHOICE, sameChoices, type Choices } from './choices';
import { askLibrary, type LibraryAnswer, type LibraryDeps } from './library-calls';
import type { LibraryState, Offered } from './library-state';
import { PSI_LIBRARY_MESSAGES as M } from './messages';

/** The offer of an answer: its filters and its count. */
const offerOf = (answer: LibraryAnswer): Offered => ({
  filters: answer.filters,
  count: answer.nbResults,
  status: 'ready',
});

/**
 * The filters, asked once (the answer to no choice at all); the answer is kept, since it is also
 * the result of no choice (§4 'all'), which then needs no call.
 */
function filtersLoader(store: StoreApi<LibraryState>, deps: LibraryDeps) {
  let loading: Promise<Catalogue | null> | null = null;
  let empty: LibraryAnswer | null = null;
  const load = async (): Promise<Catalogue | null> => {
    store.setState({ filters: { kind: 'loading' } });
    const asked = await askLibrary(deps, { choices: NO_CHOICE, lunchResearch: false, save: false }, M.filtersFailed);
    if (!asked.ok) {
      store.setState({ filters: { kind: 'failed', message: asked.message } });
      return null;
    }
    empty = asked.value;
    const catalogue = catalogueOf(asked.value.filters, asked.value.mergedFilters);
    store.setState({ catalogue, filters: { kind: 'ready' }, offered: offerOf(asked.value) });
    return catalogue;
  };
  return {
    catalogue(): Promise<Catalogue | null> {
      const known = store.getState().catalogue;
      if (known) return Promise.resolve(known);
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },
    /** The answer to no choice, once the filters are loaded. */
    empty: () => empty,
  };
}

/**
 * The library's requests: the filters, the search of the committed choices and the count of the
 * panel's draft; each search or count aborts the one of its kind on its way, and only the newest
 * answer of each kind is shown (src/runtime/latest-request.ts).
 */
export function libraryRequests(store: StoreApi<LibraryState>, deps: LibraryDeps) {
  const filters = filtersLoader(store, deps);
  const searches = latestRequest();
  const counts = latestRequest();
  let saved = false;

  const search = async (choices: Choices, save: boolean) => {
    saved = save;
    const empty = filters.empty();
    if (chosenFilterCount(choices) === 0 && empty) {
      searches.cancel();
      return store.setState({ search: { kind: 'done', answer: empty }, offered: offerOf(empty) });
    }
    store.setState({ search: { kind: 'searching' } });
    const request = { choices, lunchResearch: true, save };
    const asked = await searches.run((signal) => askLibrary(deps, request, M.searchFailed, signal));
    if (asked === null) return;
    if (!asked.ok) return store.setState({ search: { kind: 'failed', message: asked.message } });
    store.setState((s) => ({
      search: { kind: 'done', answer: asked.value },
      // The panel offers what the search answered, unless the draft moved on meanwhile.
      ...(sameChoices(s.draft, choices) ? { offered: offerOf(asked.value) } : {}),
    }));
  };

  const count = async (draft: Choices) => {
    const { committed, search: phase } = store.getState();
    const empty = filters.empty();
    if (chosenFilterCount(draft) === 0 && empty) return store.setState({ offered: offerOf(empty) });
    if (sameChoices(draft, committed) && phase.kind === 'done')
      return store.setState({ offered: offerOf(phase.answer) });
    store.setState((s) => ({ offered: { ...s.offered, status: 'counting' } }));
    const request = { choices: draft, lunchResearch: false, save: false };
    const asked = await counts.run((signal) => askLibrary(deps, request, M.draftFailed, signal));
    if (asked === null) return;
    store.setState((s) => ({ offered: asked.ok ? offerOf(asked.value) : { ...s.offered, status: 'failed' } }));
  };

  return {
    catalogue: filters.catalogue,
    search,
    /** Searches the committed choices again ('Réessayer'), saved as the failed one was. */
    researchCommitted: () => search(store.getState().committed, saved),
    count,
    cancelCount: counts.cancel,
    cancelAll() {
      searches.cancel();
      counts.cancel();
    },
  };
}

export type LibraryRequests = ReturnType<typeof libraryRequests>;
