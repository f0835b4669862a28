import type { ThermalFilter, ToolDataType } from '@/src/contracts/thermal/filters';
import type { Dialect, Param } from '../db/db';
import { jsonIntegers } from '../db/dialect';
import type { ApiContext } from '../context';
import { ApiError } from '../http/api-error';

/**
 * The faceted search over configurations (thermal) or systems (environmental). An item matches
 * the answers when it is linked to every answered value; a value is offered when at least one
 * item matching the other answers has it.
 */

export interface FilterRow {
  id: number;
  data_type: ToolDataType;
  position: number;
  key: string;
  name: string;
  import_column: number;
  section: ThermalFilter['filter_section'];
  bg_image: string;
}

export interface ValueRow {
  id: number;
  filter_id: number;
  key: string;
  value: string;
}

/** Where items are searched: their table, their links to values, and which rows count. */
export interface Space {
  items: 'psi_configurations' | 'env_systems';
  links: 'psi_configuration_values' | 'env_system_values';
  where: string;
  params: (string | number)[];
}

/** The thermal configurations, all of them or one rupteur's. */
export const thermalSpace = (rupteurId?: number): Space => ({
  items: 'psi_configurations',
  links: 'psi_configuration_values',
  where: rupteurId === undefined ? '1 = 1' : 'i.rupteur_id = ?',
  params: rupteurId === undefined ? [] : [rupteurId],
});

export const envSpace = (dataType: ToolDataType): Space => ({
  items: 'env_systems',
  links: 'env_system_values',
  where: 'i.data_type = ?',
  params: [dataType],
});

export const spaceOf = (dataType: ToolDataType): Space => (dataType === 'rup' ? thermalSpace() : envSpace(dataType));

/** The questionnaire's filters in their order, with their values. */
export async function filtersOf(
  ctx: ApiContext,
  dataType: ToolDataType,
): Promise<{ filter: FilterRow; values: ValueRow[] }[]> {
  const filters = (await ctx.db.all(`SELECT * FROM tool_filters WHERE data_type = ? ORDER BY position`, [
    dataType,
  ])) as FilterRow[];
  const values = (await ctx.db.all(
    `SELECT v.id, v.filter_id, v.key, v.value FROM tool_filter_values v JOIN tool_filters f ON f.id = v.filter_id
    WHERE f.data_type = ? ORDER BY v.filter_id, v.position`,
    [dataType],
  )) as ValueRow[];
  return filters.map((filter) => ({ filter, values: values.filter((v) => v.filter_id === filter.id) }));
}

/**
 * Checks the answers: each id must be a value of this questionnaire (unknown: 404; another
 * questionnaire's: 400), one per filter (400). Answers the value ids by filter id.
 */
export async function resolveAnswers(
  ctx: ApiContext,
  dataType: ToolDataType,
  ids: number[],
): Promise<Map<number, number>> {
  const byFilter = new Map<number, number>();
  for (const id of ids) {
    const row = await ctx.db.get<{ filter_id: number; data_type: ToolDataType }>(
      `SELECT v.filter_id, f.data_type FROM tool_filter_values v JOIN tool_filters f ON f.id = v.filter_id WHERE v.id = ?`,
      [id],
    );
    if (!row) throw new ApiError(404, `Cette valeur de filtre est introuvable (${id}).`);
    if (row.data_type !== dataType)
      throw new ApiError(400, `La valeur ${id} n'appartient pas à ce questionnaire.`, {
        answers: 'Valeur invalide',
      });
    const previous = byFilter.get(row.filter_id);
    if (previous !== undefined && previous !== id)
      throw new ApiError(400, 'Une seule réponse par critère est possible.', { answers: 'Valeur invalide' });
    byFilter.set(row.filter_id, id);
  }
  return byFilter;
}

/**
 * The items of `space` linked to every value of `valueIds`, as a query and its parameters. The
 * answered values' links are read through their index (value first) and counted per item; every
 * item of the space matches no answer at all. (Counting each item's links to the answers, item by
 * item, took 16 ms for nine answers, and a history read asks it once per answer.)
 */
function matching(space: Space, dialect: Dialect, valueIds: number[]): { sql: string; params: Param[] } {
  const items = `SELECT i.id FROM ${space.items} i WHERE ${space.where}`;
  if (valueIds.length === 0) return { sql: items, params: space.params };
  return {
    sql: `${items} AND i.id IN (SELECT l.item_id FROM ${space.links} l
      WHERE l.value_id IN (${jsonIntegers(dialect)}) GROUP BY l.item_id HAVING COUNT(*) = ?)`,
    params: [...space.params, JSON.stringify(valueIds), valueIds.length],
  };
}

/** The ids of the items linked to every given value, in id order. */
export async function matchingIds(ctx: ApiContext, space: Space, valueIds: number[]): Promise<number[]> {
  const { sql, params } = matching(space, ctx.db.dialect, valueIds);
  const rows = (await ctx.db.all(`${sql} ORDER BY i.id`, params)) as { id: number }[];
  return rows.map((r) => r.id);
}

export interface ValueStat {
  /** Matching items that have this value. */
  count: number;
  /** The lowest of their ids (the only one when count is 1). */
  first: number;
}

/** For each value present among the items matching `valueIds`: how many have it. */
export async function valueStats(ctx: ApiContext, space: Space, valueIds: number[]): Promise<Map<number, ValueStat>> {
  const { sql, params } = matching(space, ctx.db.dialect, valueIds);
  const rows = (await ctx.db.all(
    `WITH m AS (${sql})
    SELECT l.value_id, COUNT(*) AS count, MIN(l.item_id) AS first FROM ${space.links} l JOIN m ON m.id = l.item_id
    GROUP BY l.value_id`,
    params,
  )) as {
    value_id: number;
    count: number;
    first: number;
  }[];
  return new Map(rows.map((r) => [r.value_id, { count: r.count, first: r.first }]));
}

/** Distinct rupteurs among the thermal configurations matching the values. */
export async function countRupteurs(ctx: ApiContext, valueIds: number[]): Promise<number> {
  const space = thermalSpace();
  const { sql, params } = matching(space, ctx.db.dialect, valueIds);
  const row = (await ctx.db.get(
    `SELECT COUNT(DISTINCT c.rupteur_id) AS n FROM psi_configurations c WHERE c.id IN (${sql})`,
    params,
  )) as { n: number };
  return row.n;
}

/**
 * One filter as the contract gives it, offering only the values with a stat (every value when
 * `stats` is null); `psi_value_id` is the configuration a value would leave alone (thermal only).
 */
export function toFilter(
  { filter, values }: { filter: FilterRow; values: ValueRow[] },
  stats: Map<number, ValueStat> | null,
  selected: Set<number>,
): ThermalFilter {
  return {
    id: filter.id,
    name: filter.name,
    importColumn: filter.import_column,
    filter_section: filter.section,
    bg_image: { url: mediaUrl(filter.bg_image) },
    filterValues: values
      .filter((v) => stats === null || stats.has(v.id))
      .map((v) => {
        const stat = stats?.get(v.id);
        return {
          id: v.id,
          value: v.value,
          filter_id: filter.id,
          filter_name: filter.name,
          filter_section: filter.section,
          selected: selected.has(v.id),
          psi_value_id: filter.data_type === 'rup' && stat?.count === 1 ? stat.first : null,
        };
      }),
  };
}

/** Where the API serves a media file. */
export const mediaUrl = (file: string) => `/media/download/${file}`;
