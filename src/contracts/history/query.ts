import { enums, object, optional, refine, string, type Infer } from 'superstruct';
import { PostalCode } from '../fields';

/**
 * Sort and filter parameters of the history calls (account-layer §3 "Sort and filter
 * parameters"), sent as a query string: the floor's and the carbon's, and `historyQuery` that
 * builds the string.
 */

/** Sort order on the creation date. The default, when `order` is absent, is DESC (most recent first). */
export const HISTORY_ORDERS = ['DESC', 'ASC'] as const;
export const HistoryOrder = enums(HISTORY_ORDERS);
export type HistoryOrder = Infer<typeof HistoryOrder>;

/** A calendar day `YYYY-MM-DD`, read in Paris time (the sites' users are in France). */
export const IsoDay = refine(
  string(),
  'isoDay',
  (v) => isCalendarDay(v) || 'Date invalide (format attendu : AAAA-MM-JJ)',
);

/** '2026-02-30' is refused, though Date would roll it over to 2 March; '2026-13-01' is not a date at all. */
function isCalendarDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const time = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v);
}

/**
 * Sort and filter parameters of the floor history (account-layer §3), sent as a query string
 * (build it with `historyQuery`). All optional; an empty parameter is no filter; an unknown one
 * is refused (400). Decision: the same parameters serve the three floor lists and the filters call
 * (which ignores them: the definitions do not depend on the current filters).
 */
export const FloorHistoryQuery = object({
  /** 'simulation' or 'solution' (exact): one kind only. */
  type: optional(enums(['simulation', 'solution'])),
  /** 'DESC' (default) or 'ASC' on createdAt. */
  order: optional(HistoryOrder),
  /** Postal code or its beginning (up to 5 digits): '69' finds 69003 and 69100. */
  zip: optional(PostalCode),
  /** A value of the `floorLevel` definition, exact ('ground', 'upper'). */
  floorLevel: optional(string()),
  /** A value of the `floor` definition, exact ('low', 'intermediate', 'high'). */
  floor: optional(string()),
  /**
   * The infill-block type, exact ('entrevous-beton', 'entrevous-polystyrene'). It has no
   * definition in the filters answer, as in the spec.
   */
  floorType: optional(string()),
  /** Case- and accent-insensitive text found in the shown name: a simulation's title or name, a solution's libelle. */
  title: optional(string()),
  /** Case- and accent-insensitive text found in the project code. */
  projectCode: optional(string()),
  /** First day kept, inclusive (`YYYY-MM-DD`, Paris time). */
  dateFrom: optional(IsoDay),
  /** Last day kept, inclusive (`YYYY-MM-DD`, Paris time). */
  dateTo: optional(IsoDay),
});
export type FloorHistoryQuery = Infer<typeof FloorHistoryQuery>;

/** Sort and filter parameters of the carbon history (`GET /api/clusters/`), same rules as the floor's. */
export const ClusterHistoryQuery = object({
  /** 'DESC' (default) or 'ASC' on the cluster's createdAt. */
  order: optional(HistoryOrder),
  /** A value of `filters.systemType`, exact: clusters having at least one simulation of that system. */
  systemType: optional(string()),
  /** Postal code of the cluster or its beginning (up to 5 digits). */
  zip: optional(PostalCode),
  /** Case- and accent-insensitive text found in the cluster's name. */
  title: optional(string()),
});
export type ClusterHistoryQuery = Infer<typeof ClusterHistoryQuery>;

/** Any history parameters as a form holds them: unset, null or '' mean no filter. */
export type HistoryParams = Partial<Record<keyof FloorHistoryQuery | keyof ClusterHistoryQuery, string | null>>;

/**
 * The query string of a history call, `?` included, or '' when nothing is set. Values are
 * trimmed; empty ones are left out so that a cleared filter does not reach the server.
 *
 * @example historyQuery({ order: 'ASC', zip: '69', title: '' }) // '?order=ASC&zip=69'
 */
export function historyQuery(params: HistoryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const trimmed = value?.trim();
    if (trimmed) search.append(key, trimmed);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
