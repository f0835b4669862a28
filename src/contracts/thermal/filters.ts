import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  refine,
  string,
  type,
  type Infer,
} from 'superstruct';
import { defineCall } from '../call';
import { success } from '../envelope';
import { PsiValue } from './psi-value';

/**
 * The questionnaires' filters (thermal-break-tool §3 Filter, Filter value, Answer; §4; §7
 * `/api/filters`, `/api/filters/configuration`). Main site, POST, device bearer (a user bearer
 * does as well): they run before any search, on the spec's public channel.
 */

/**
 * The four data types (§1): `rup` the thermal questionnaire (rupteurs and psi values), `pou`
 * beam-and-block floors (poutrelles), `pre` prédalles, `mur` prémur. The environmental
 * questionnaire's first question ('Quel est votre système constructif ?') is asked by the client:
 * its answer picks the data type.
 */
export const TOOL_DATA_TYPES = ['rup', 'pou', 'pre', 'mur'] as const;
export const ToolDataType = enums(TOOL_DATA_TYPES);
export type ToolDataType = Infer<typeof ToolDataType>;

/** The environmental data types only. */
export const ENV_DATA_TYPES = ['pou', 'pre', 'mur'] as const;
export const EnvDataType = enums(ENV_DATA_TYPES);
export type EnvDataType = Infer<typeof EnvDataType>;

/** A database id: a positive integer. */
export const RecordId = refine(integer(), 'recordId', (v) => v > 0 || 'Identifiant invalide');

/**
 * Chosen filter values, by value id, at most one per filter (a second value of a filter already
 * answered is a 400), in any order; an unknown id is a 404.
 */
export const ValueIds = array(RecordId);

/**
 * Where a filter belongs: `psi` (thermal, shown in the result's 'Critères de recherche'), `rup`
 * (thermal, asked but not shown there: the rupteur range), `pou`, `pre`, `mur` (environmental).
 */
export const FILTER_SECTIONS = ['psi', 'rup', 'pou', 'pre', 'mur'] as const;
export const FilterSection = enums(FILTER_SECTIONS);
export type FilterSection = Infer<typeof FilterSection>;

/**
 * One answer choice. `selected`: it is among the answers sent. `psi_value_id`: in a thermal
 * answer, the id of the psi value (configuration) that choosing it would determine — the only
 * one left matching the other answers with this value (and the history's rupteur in the refine
 * view) — else null; always null in an environmental one.
 */
export const ThermalFilterValue = type({
  id: number(),
  value: string(),
  filter_id: number(),
  filter_name: string(),
  filter_section: FilterSection,
  selected: boolean(),
  psi_value_id: nullable(number()),
  /**
   * In a saved simulation's answers (beyond the spec): the answer was the only choice the earlier
   * answers left, so the questionnaire gave it itself ('Réponse automatique : seul choix possible').
   */
  automatic: optional(boolean()),
});
export type ThermalFilterValue = Infer<typeof ThermalFilterValue>;

/**
 * One question. `importColumn` is the column code of the provider's import (the spec's
 * filter_column): the refine view's visibility rules read it — 13 and 14 concern floors on a crawl
 * space or above a basement, 16 the intermediate floor with the thermo-prédalle (rupteur uuid 1).
 * `bg_image.url`: the question's illustration, a path on the API origin (`/media/download/…`).
 */
export const ThermalFilter = type({
  id: number(),
  name: string(),
  importColumn: number(),
  filter_section: FilterSection,
  filterValues: array(ThermalFilterValue),
  bg_image: type({ url: string() }),
});
export type ThermalFilter = Infer<typeof ThermalFilter>;

/**
 * The faceted search's next step. Filters come in a fixed order; the answer holds every filter
 * not answered yet, each offering only the values that still match something, and leaves out
 * the filters left with no value (a question that does not apply: the under-floor insulation of
 * an intermediate floor). The client asks the first one; when the list is empty or `nbResults`
 * ≤ 1 it runs the search (§4). `nbResults`: distinct rupteurs still matching (`rup`), or
 * environmental systems still matching (`pou`, `pre`, `mur`).
 */
export const getFilters = defineCall({
  name: 'getFilters',
  method: 'POST',
  path: '/api/filters',
  auth: 'device',
  body: object({ answers: ValueIds, dataType: ToolDataType }),
  answer: success(type({ nbResults: number(), filters: array(ThermalFilter) })),
});

/**
 * The refine view ('Trouver un rupteur') of a thermal history: every thermal filter that applies,
 * in order, each offering the values compatible with the other answers and the history's rupteur
 * (its own answer set aside, so a select can change its value), the chosen one `selected`.
 * `psiValue`: the rupteur's psi value once the answers determine one configuration, else null.
 * An environmental history is a 400; another user's history a 404 (see `mainHistoryLoad`).
 * The thermal questionnaire calls it too, on the history `create` just saved, when the search
 * left one rupteur whose configuration is still open: it asks the filters left one by one until
 * `psiValue` comes, then saves the answers with `mainHistorySaveRefine`.
 */
export const getFilterConfiguration = defineCall({
  name: 'getFilterConfiguration',
  method: 'POST',
  path: '/api/filters/configuration',
  auth: 'device',
  body: object({ answers: ValueIds, historyId: RecordId }),
  answer: success(type({ filters: array(ThermalFilter), psiValue: nullable(PsiValue) })),
});
