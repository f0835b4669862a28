import type { ApiContext } from '../context';
import type { Dialect } from '../db/db';
import { jsonArrayOf, jsonElements, jsonIntegerAt, jsonIntegers } from '../db/dialect';
import type { ValueStat } from '../thermal/facets';
import type { ResolvedChoices } from './choices';

/**
 * The library's faceted SQL over psi_configuration_values (as thermal/facets.ts, with choices
 * that are alternatives within a filter). A configuration has one value per filter that applies
 * to it; it matches when, for each chosen filter, its value is one of the chosen ones or merged
 * into one — that is when the number of its values among those equals the number of chosen
 * filters. The SQL works on the stored values (the chosen ones and those merged into them, found
 * through the value index); merged values are read as their target afterwards, in JavaScript.
 */

const base = (d: Dialect) => `
  chosen(value_id, filter_id) AS (
    SELECT ${jsonIntegerAt(d, 'value', 0)}, ${jsonIntegerAt(d, 'value', 1)} FROM ${jsonElements(d)}),
  hits(item_id, n) AS (
    SELECT item_id, COUNT(*) FROM psi_configuration_values
    WHERE value_id IN (SELECT value_id FROM chosen) GROUP BY item_id)`;

/** 1 when the condition holds, else 0 (PostgreSQL does no arithmetic on booleans). */
const oneIf = (condition: string) => `(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;

/**
 * The query's parameters: the chosen [value id, filter id] pairs, the values merged into a
 * chosen one included, and the number of chosen filters.
 */
function params(choices: ResolvedChoices, merged: Map<number, number>): [string, number] {
  const pairs = [...choices].flatMap(([filterId, ids]) =>
    [...ids, ...[...merged].filter(([, into]) => ids.has(into)).map(([from]) => from)].map((id) => [id, filterId]),
  );
  return [JSON.stringify(pairs), choices.size];
}

/**
 * For each value a filter can offer: the configurations that have it and match the *other*
 * filters' choices (a link counts when its item's hits, less its own, equal the chosen filters,
 * less its own filter when chosen). Merged values never appear: their links count for the target.
 */
export async function offeredStats(
  ctx: ApiContext,
  choices: ResolvedChoices,
  merged: Map<number, number>,
): Promise<Map<number, ValueStat>> {
  const [pairs, nChosen] = params(choices, merged);
  const rows = (await ctx.db.all(
    `WITH ${base(ctx.db.dialect)}
    SELECT l.value_id, COUNT(*) AS count, MIN(l.item_id) AS first FROM psi_configuration_values l
    JOIN tool_filter_values v ON v.id = l.value_id
    LEFT JOIN hits h ON h.item_id = l.item_id
    WHERE COALESCE(h.n, 0) - ${oneIf('l.value_id IN (SELECT value_id FROM chosen)')}
      = ? - ${oneIf('v.filter_id IN (SELECT filter_id FROM chosen)')}
    GROUP BY l.value_id`,
    [pairs, nChosen],
  )) as { value_id: number; count: number; first: number }[];
  const stats = new Map<number, ValueStat>();
  for (const row of rows) {
    const id = merged.get(row.value_id) ?? row.value_id;
    const known = stats.get(id);
    stats.set(
      id,
      known
        ? { count: known.count + row.count, first: Math.min(known.first, row.first) }
        : { count: row.count, first: row.first },
    );
  }
  return stats;
}

export interface Match {
  id: number;
  rupteurId: number;
  psiMoyen: number | null;
}

/** Every configuration matching the choices, best first: psiMoyen ascending, unknown last, then id. */
export async function matchesOf(
  ctx: ApiContext,
  choices: ResolvedChoices,
  merged: Map<number, number>,
): Promise<Match[]> {
  const [pairs, nChosen] = params(choices, merged);
  return (await ctx.db.all(
    `WITH ${base(ctx.db.dialect)}
    SELECT c.id, c.rupteur_id AS "rupteurId", c.psi_moyen AS "psiMoyen" FROM psi_configurations c
    JOIN hits h ON h.item_id = c.id WHERE h.n = ?
    ORDER BY c.psi_moyen IS NULL, c.psi_moyen, c.id`,
    [pairs, nChosen],
  )) as Match[];
}

/**
 * The value ids of each configuration (its own, not merged), in the filters' order (`rankOf`: a
 * value id's filter position). Grouped in SQL: one row per configuration crosses to JavaScript.
 */
export async function configurationValues(
  ctx: ApiContext,
  ids: number[],
  rankOf: Map<number, number>,
): Promise<Record<string, number[]>> {
  const rows = (await ctx.db.all(
    `SELECT j.value AS id, ${jsonArrayOf(ctx.db.dialect, 'l.value_id')} AS "valueIds"
    FROM (${jsonIntegers(ctx.db.dialect)}) j
    JOIN psi_configuration_values l ON l.item_id = j.value GROUP BY j.value`,
    [JSON.stringify(ids)],
  )) as { id: number; valueIds: string }[];
  const rank = (id: number) => rankOf.get(id) ?? Number.MAX_SAFE_INTEGER;
  return Object.fromEntries(
    rows.map((r) => [String(r.id), (JSON.parse(r.valueIds) as number[]).sort((a, b) => rank(a) - rank(b))]),
  );
}
