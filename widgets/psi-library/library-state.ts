import type { ThermalFilter } from '@/src/contracts/thermal/filters';
import type { LibraryCount } from '@/src/contracts/thermal/library';
import type { Catalogue } from './catalogue';
import type { Choices } from './choices';
import type { LibraryAnswer } from './library-calls';

/**
 * What the library shows (thermal-break-tool §4 'Library: filter loading, results loading,
 * results'), kept by the controller (./library-controller) in a vanilla store.
 */

/** The filters, loaded once per page from the answer to no choice at all. */
export type FiltersPhase = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' };

/**
 * The results of the committed choices: being searched ('Recherche en cours…'), failed (the
 * reason and 'Réessayer', the choices kept), or answered (`nbResults` 'all', 0 or a count).
 */
export type SearchPhase =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; answer: LibraryAnswer };

/** What the panel offers for the draft: each filter's values under the others' choices, and the count. */
export interface Offered {
  filters: readonly ThermalFilter[];
  count: LibraryCount | null;
  /** `counting` from a change of the draft until its answer; `failed` keeps the last offer. */
  status: 'ready' | 'counting' | 'failed';
}

export interface LibraryState {
  catalogue: Catalogue | null;
  filters: FiltersPhase;
  /** The choices of the route's hash: what the results are for. */
  committed: Choices;
  /** The panel's choices, committed by 'Valider' (the chips and the count show them). */
  draft: Choices;
  offered: Offered;
  search: SearchPhase;
}

export const INITIAL_STATE: LibraryState = {
  catalogue: null,
  filters: { kind: 'loading' },
  committed: {},
  draft: {},
  offered: { filters: [], count: null, status: 'ready' },
  search: { kind: 'idle' },
};
