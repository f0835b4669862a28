import {
  array,
  assign,
  boolean,
  literal,
  number,
  object,
  omit,
  record,
  refine,
  string,
  type,
  union,
  type Infer,
} from 'superstruct';
import { defineCall } from '../call';
import { success } from '../envelope';
import { RecordId, ThermalFilter } from './filters';
import { PsiValue } from './psi-value';
import { Rupteur } from './rupteur';

/**
 * The psi library, 'Bibliothèque de PSI' (thermal-break-tool §2 'Psi library app', §3 Answer and
 * merged filters, §4 Library, §7 `/api/filters/bibliotheque`, §9). Main site, POST, public: anonymous
 * visitors use the library (§6), and it needs no device, so its first call does not wait for one.
 */

/** At most this many psi values come back in one answer (§9 'the full list is capped at 1000'). */
export const LIBRARY_RESULT_CAP = 1000;

/** More results than this and the client offers 'Trouver un rupteur et son PSI' (§9). */
export const LIBRARY_PRECISE_SEARCH_ABOVE = 100;

/**
 * The library's answers (§3): filter id, as a decimal string key (JSON object keys are strings),
 * to the chosen value ids of that filter. Values of one filter are alternatives (OR), filters
 * combine (AND). A filter with an empty list counts as not chosen. An unknown filter or value, or
 * a value of another filter, is a 400 (the client's hash may be old or hand-edited: it checks it
 * against the filters first and goes back to '#/' on a mismatch).
 */
export const FilterChoices = refine(
  record(string(), array(RecordId)),
  'filterChoices',
  (choices) =>
    Object.keys(choices).every((key) => /^[1-9]\d{0,9}$/.test(key)) || 'Les clés sont des identifiants de filtre',
);
export type FilterChoices = Infer<typeof FilterChoices>;

/**
 * `nbResults`: `"all"` when no value is chosen (nothing is searched: the client asks to choose a
 * value), else the number of psi values matching the choices, 0 included — the true count, even
 * above {@link LIBRARY_RESULT_CAP}.
 */
export const LibraryCount = union([literal('all'), number()]);
export type LibraryCount = Infer<typeof LibraryCount>;

/** A rupteur of the library: the rupteur without `psiValues`, its matching ones in `psiValuesAsArray`. */
export const LibraryRupteur = assign(omit(Rupteur, ['psiValues']), type({ psiValuesAsArray: array(PsiValue) }));
export type LibraryRupteur = Infer<typeof LibraryRupteur>;

/**
 * The library's search.
 *
 * Request:
 * - `filterChoices`: see {@link FilterChoices}; a merged value's id (a key of `mergedFilters`)
 *   counts as the value it is merged into.
 * - `lunchResearch` (the provider's spelling): true runs the search and fills `rupteurs`,
 *   `results` and `psiValuesFiltersValues`; false answers the filters and the count only (what the
 *   panel needs while values are being chosen, before 'Valider').
 * - `save`: true records the search in the library's search log (choices, count, time, the user
 *   when a user's bearer comes), which the provider reads to know which junctions are looked
 *   for; the answer is the same either way. The client sends it on 'Valider' only.
 *
 * Answer (`datas`):
 * - `filters`: the library's filters in their fixed order (the thermal questionnaire's, section
 *   `psi` and `rup`), each offering the values that match at least one psi value under the
 *   *other* filters' choices, plus its chosen values (`selected`), whatever the others say.
 *   A merged value is listed whenever its target is, never `selected` (a choice of it counts as
 *   its target): the client reads its wording for 'x ou y' and does not offer it on its own.
 * - `mergedFilters`: value id (string key) → the id of the value it is merged into; the client
 *   shows the target as '{target} ou {merged}' (§3 'shown as "x ou y"').
 * - `nbResults`: see {@link LibraryCount}.
 * - `rupteurs`: the rupteurs having a matching psi value, best first (lowest psiMoyen), each with
 *   its matching psi values, best first; empty without `lunchResearch` or with no choice. At most
 *   {@link LIBRARY_RESULT_CAP} psi values in all: the best ones.
 * - `results`: the ids of those psi values, in the order shown (rupteur by rupteur).
 * - `psiValuesFiltersValues`: psi value id (string key) → the value ids of its configuration
 *   (one per filter that applies to it, in filter order): what 'Plus de détails', the comparison
 *   and the CSV export name with the filters' labels.
 */
export const searchLibrary = defineCall({
  name: 'searchLibrary',
  method: 'POST',
  path: '/api/filters/bibliotheque',
  auth: 'public',
  body: object({ filterChoices: FilterChoices, lunchResearch: boolean(), save: boolean() }),
  answer: success(
    type({
      filters: array(ThermalFilter),
      results: array(number()),
      rupteurs: array(LibraryRupteur),
      nbResults: LibraryCount,
      mergedFilters: record(string(), number()),
      psiValuesFiltersValues: record(string(), array(number())),
    }),
  ),
});

/**
 * The PDF report of the filtered view (§7): a path on the API origin, signed and valid for an
 * hour, which the client opens (no bearer needed). No choice at all is a 400 (there is nothing to
 * report); the same checks as {@link searchLibrary} otherwise.
 */
export const getLibraryRapportLink = defineCall({
  name: 'getLibraryRapportLink',
  method: 'POST',
  path: '/api/filters/bibliotheque/get-rapport-link',
  auth: 'public',
  body: object({ filterChoices: FilterChoices }),
  answer: success(type({ link: string() })),
});
