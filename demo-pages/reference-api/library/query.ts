import type { ApiContext } from '../context';
import type { ValueStat } from '../thermal/facets';
import type { ResolvedChoices } from './choices';

/**
 * The library's faceted SQL over psi_configuration_values (as thermal/facets.ts, with choices
 * that are alternatives within a filter). A configuration has one value per filter that applies
 * to it, its merged values read as their target; it matches when, for each chosen filter, its
 * value is one of the chosen ones — that is when the number of its values among the chosen ones
 * equals the number of chosen filters.
 */

const BASE = `
  chosen(value_id, filter_id) AS (
    SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?)),
  links(item_id, value_id, filter_id) AS (
    SELECT l.item_id, COALESCE(m.into_value_id, l.value_id), v.filter_id FROM psi_configuration_values l
    JOIN tool_filter_values v ON v.id = l.value_id
    LEFT JOIN library_merged_values m ON m.value_id = l.value_id),
  hits(item_id, n) AS (
    SELECT item_id, COUNT(*) FROM links WHERE value_id IN (SELECT value_id FROM chosen) GROUP BY item_id)`;

/** The query's parameters: the chosen [value id, filter id] pairs, and the number of chosen filters. */
function params(choices: ResolvedChoices): [string, number] {
  const pairs = [...choices].flatMap(([filterId, ids]) => [...ids].map((id) => [id, filterId]));
  return [JSON.stringify(pairs), choices.size];
}

/**
 * For each value a filter can offer: the configurations that have it and match the *other*
 * filters' choices (a link counts when its item's hits, less its own, equal the chosen filters,
 * less its own filter when chosen). Merged values never appear: their links read as the target.
 */
export function offeredStats(ctx: ApiContext, choices: ResolvedChoices): Map<number, ValueStat> {
  const [pairs, nChosen] = params(choices);
  const rows = ctx.db
    .prepare(
      `WITH ${BASE}
    SELECT ln.value_id, COUNT(*) AS count, MIN(ln.item_id) AS first FROM links ln
    LEFT JOIN hits h ON h.item_id = ln.item_id
    WHERE COALESCE(h.n, 0) - (ln.value_id IN (SELECT value_id FROM chosen))
      = ? - (ln.filter_id IN (SELECT filter_id FROM chosen))
    GROUP BY ln.value_id`,
    )
    .all(pairs, nChosen) as { value_id: number; count: number; first: number }[];
  return new Map(rows.map((r) => [r.value_id, { count: r.count, first: r.first }]));
}

export interface Match {
  id: number;
  rupteurId: number;
  psiMoyen: number | null;
}

/** Every configuration matching the choices, best first: psiMoyen ascending, unknown last, then id. */
export function matchesOf(ctx: ApiContext, choices: ResolvedChoices): Match[] {
  const [pairs, nChosen] = params(choices);
  return ctx.db
    .prepare(
      `WITH ${BASE}
    SELECT c.id, c.rupteur_id AS rupteurId, c.psi_moyen AS psiMoyen FROM psi_configurations c
    JOIN hits h ON h.item_id = c.id WHERE h.n = ?
    ORDER BY c.psi_moyen IS NULL, c.psi_moyen, c.id`,
    )
    .all(pairs, nChosen) as Match[];
}

/**
 * The value ids of each configuration (its own, not merged), in the filters' order (`rankOf`: a
 * value id's filter position). Grouped in SQL: one row per configuration crosses to JavaScript.
 */
export function configurationValues(
  ctx: ApiContext,
  ids: number[],
  rankOf: Map<number, number>,
): Record<string, number[]> {
  const rows = ctx.db
    .prepare(
      `SELECT j.value AS id, json_group_array(l.value_id) AS valueIds FROM json_each(?) j
    JOIN psi_configuration_values l ON l.item_id = j.value GROUP BY j.value`,
    )
    .all(JSON.stringify(ids)) as { id: number; valueIds: string }[];
  const rank = (id: number) => rankOf.get(id) ?? Number.MAX_SAFE_INTEGER;
  return Object.fromEntries(
    rows.map((r) => [String(r.id), (JSON.parse(r.valueIds) as number[]).sort((a, b) => rank(a) - rank(b))]),
  );
}
