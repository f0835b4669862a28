import type { MainApi } from '@/test/support/main-site';

/**
 * The library's rules computed the slow, obvious way in JavaScript from the seeded links, to check
 * the SQL against: a configuration matches when, for each chosen filter, its value (a merged one
 * read as its target) is one of the chosen; a filter offers the values of the configurations that
 * match the other filters' choices, plus its chosen ones, and the values merged into those.
 */
export async function libraryOracle(api: MainApi) {
  const merged = new Map(
    (
      (await api.ctx.db.all(`SELECT value_id, into_value_id FROM library_merged_values`)) as {
        value_id: number;
        into_value_id: number;
      }[]
    ).map((r) => [r.value_id, r.into_value_id]),
  );
  const links = (await api.ctx.db.all(`SELECT l.item_id, l.value_id, v.filter_id FROM psi_configuration_values l
    JOIN tool_filter_values v ON v.id = l.value_id`)) as { item_id: number; value_id: number; filter_id: number }[];
  const items = new Map<number, Map<number, number>>();
  for (const { item_id, value_id, filter_id } of links) {
    if (!items.has(item_id)) items.set(item_id, new Map());
    items.get(item_id)!.set(filter_id, merged.get(value_id) ?? value_id);
  }

  const resolve = (choices: Record<string, number[]>) =>
    new Map(
      Object.entries(choices)
        .filter(([, ids]) => ids.length > 0)
        .map(([filter, ids]) => [Number(filter), new Set(ids.map((id) => merged.get(id) ?? id))]),
    );
  const matches = (values: Map<number, number>, choices: Map<number, Set<number>>, except?: number) =>
    [...choices].every(([filter, ids]) => filter === except || ids.has(values.get(filter)!));

  return {
    /** Ids of the matching configurations, in id order. */
    matching(choices: Record<string, number[]>): number[] {
      const resolved = resolve(choices);
      return [...items]
        .filter(([, values]) => matches(values, resolved))
        .map(([id]) => id)
        .sort((a, b) => a - b);
    },
    /** The value ids a filter offers, ascending. */
    offered(choices: Record<string, number[]>, filterId: number): number[] {
      const resolved = resolve(choices);
      const ids = new Set(resolved.get(filterId) ?? []);
      for (const values of items.values())
        if (values.has(filterId) && matches(values, resolved, filterId)) ids.add(values.get(filterId)!);
      // A merged value is listed with its target (for its wording).
      for (const [from, into] of merged) if (ids.has(into)) ids.add(from);
      return [...ids].sort((a, b) => a - b);
    },
  };
}
