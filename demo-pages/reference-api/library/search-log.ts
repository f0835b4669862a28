import type { LibraryCount } from '@/src/contracts/thermal/library';
import type { ApiContext } from '../context';
import type { ResolvedChoices } from './choices';

/**
 * Records a search of the library ('save' true, sent on 'Valider'): the provider reads the log to
 * know which junctions are looked for. The choices are stored as resolved (filter id → sorted value
 * ids, merged values as their target, empty filters left out); nb_results NULL is 'all'.
 */
export async function logLibrarySearch(
  ctx: ApiContext,
  choices: ResolvedChoices,
  nbResults: LibraryCount,
  userId: number | null,
): Promise<void> {
  const json = JSON.stringify(
    Object.fromEntries([...choices].map(([filterId, ids]) => [String(filterId), [...ids].sort((a, b) => a - b)])),
  );
  await ctx.db.run(`INSERT INTO library_searches (user_id, choices_json, nb_results, created_at) VALUES (?, ?, ?, ?)`, [
    userId,
    json,
    nbResults === 'all' ? null : nbResults,
    ctx.now(),
  ]);
}
