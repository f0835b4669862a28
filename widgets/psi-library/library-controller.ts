import { createStore, type StoreApi } from 'zustand/vanilla';
import { hashOf, NO_CHOICE, readHash, sameChoices, withValue, type Choices } from './choices';
import { timings } from '@/src/runtime/timings';
import type { LibraryDeps } from './library-calls';
import { libraryRequests, type LibraryRequests } from './library-requests';
import { INITIAL_STATE, type LibraryState } from './library-state';

/** The route of the results of some choices (`#/results/{hash}`). */
export const resultsPath = (hash: string) => `/results/${hash}`;

export interface LibraryOptions {
  /** Moves the hash route; `replace` leaves no history entry. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Tells developers why a hash was refused (the visitor simply lands on '#/'). */
  warn?: (message: string) => void;
}

export interface LibraryController {
  store: StoreApi<LibraryState>;
  /** The hash route changed ('/' or '/results/{hash}'): loads, checks and searches what it says. */
  route(path: string): Promise<void>;
  /** Chooses a value of a filter in the draft, or not. */
  choose(filterId: number, valueId: number, on: boolean): void;
  /** 'Valider': the draft becomes the route (a new history entry) and is searched. */
  validate(): void;
  /** 'Réinitialiser les filtres': no choice, committed at once. */
  reset(): void;
  /** 'Réessayer' after a failed filter load, search or count. */
  retry(): void;
  dispose(): void;
}

/** The panel's draft: its count is asked once the visitor pauses (`timings.libraryDraft`). */
function draftCounter(store: StoreApi<LibraryState>, requests: LibraryRequests) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    requests.cancelCount();
  };
  return {
    stop,
    set(draft: Choices) {
      stop();
      store.setState((s) => ({ draft, offered: { ...s.offered, status: 'counting' } }));
      timer = setTimeout(() => {
        timer = null;
        void requests.count(draft);
      }, timings.libraryDraft);
    },
  };
}

/**
 * The psi library without React (DESIGN §8): the filters, the hash route, the draft of the
 * panel with its debounced count, and the search of the committed choices.
 */
export function createLibrary(deps: LibraryDeps, options: LibraryOptions): LibraryController {
  const store = createStore<LibraryState>()(() => INITIAL_STATE);
  const requests = libraryRequests(store, deps);
  const draft = draftCounter(store, requests);
  let path = '/';
  let routing = 0;

  /** Shows the results of `choices`; false when they are already shown or on their way. */
  const apply = (choices: Choices, save: boolean) => {
    const { committed, search } = store.getState();
    if (sameChoices(choices, committed) && (search.kind === 'searching' || search.kind === 'done')) return false;
    draft.stop();
    store.setState({ committed: choices, draft: choices });
    void requests.search(choices, save);
    return true;
  };

  const route = async (next: string) => {
    path = next;
    const token = ++routing;
    const catalogue = await requests.catalogue();
    if (!catalogue || token !== routing) return;
    const hash = /^\/results\/(.+)$/.exec(next)?.[1];
    if (hash === undefined) return options.navigate(resultsPath(hashOf(catalogue, NO_CHOICE)), { replace: true });
    const reading = readHash(hash, catalogue);
    if (!reading.ok) {
      (options.warn ?? console.warn)(`[ossature] psi-library: the hash "${hash}" was refused (${reading.problem}).`);
      return options.navigate('/', { replace: true });
    }
    apply(reading.choices, false);
    // A standard base64 link, or a merged value, is written again in the canonical form.
    const canonical = hashOf(catalogue, reading.choices);
    if (canonical !== hash) options.navigate(resultsPath(canonical), { replace: true });
  };

  const validate = () => {
    const { catalogue, draft: choices } = store.getState();
    if (catalogue && apply(choices, true)) options.navigate(resultsPath(hashOf(catalogue, choices)));
  };

  return {
    store,
    route,
    choose: (filterId, valueId, on) => draft.set(withValue(store.getState().draft, filterId, valueId, on)),
    validate,
    reset() {
      draft.stop();
      store.setState({ draft: NO_CHOICE });
      validate();
      // Already without choice: the panel's offer goes back to the filters' own.
      void requests.count(NO_CHOICE);
    },
    retry() {
      const { filters, search, offered } = store.getState();
      if (filters.kind === 'failed') void route(path);
      else if (search.kind === 'failed') void requests.researchCommitted();
      else if (offered.status === 'failed') void requests.count(store.getState().draft);
    },
    dispose() {
      routing++;
      draft.stop();
      requests.cancelAll();
    },
  };
}
