import type { FloorCluster } from '@/src/contracts/floor/cluster';
import type { Caller } from '../access/caller';
import { allowed } from '../access/rule';
import { inTransaction, type ApiContext } from '../context';
import { agencyForZip } from './agencies';

interface ClusterRow {
  id: number;
  user_id: number | null;
  browser_hash: string | null;
  title: string | null;
}

const clusterRow = async (ctx: ApiContext, id: number) =>
  (await ctx.db.get(`SELECT id, user_id, browser_hash, title FROM floor_clusters WHERE id = ?`, [id])) as
    ClusterRow | undefined;

interface MemberRow {
  id: number;
  title: string | null;
  name: string;
  zip: string;
  solutions_json: string;
  created_at: number;
}

/**
 * A cluster the caller may use (access/rule.ts: theirs, or made in their browser before logging
 * in), newest simulation first, with the design office of its newest zip; null otherwise.
 */
export async function getUsableCluster(ctx: ApiContext, caller: Caller, id: number): Promise<FloorCluster | null> {
  const cluster = await clusterRow(ctx, id);
  if (!allowed(cluster, caller, 'use')) return null;
  const members = (await ctx.db.all(
    `SELECT id, title, name, zip, solutions_json, created_at FROM floor_simulations
    WHERE cluster_id = ? ORDER BY created_at DESC, id DESC`,
    [id],
  )) as MemberRow[];
  return {
    id: cluster.id,
    title: cluster.title,
    simulations: members.map((m) => ({
      id: m.id,
      name: m.title ?? m.name,
      createdAt: new Date(m.created_at).toISOString(),
      solutionCount: (JSON.parse(m.solutions_json) as string[]).length,
    })),
    agency: members[0] ? agencyForZip(members[0].zip) : null,
  };
}

/**
 * Keeps the cluster in the caller's history: an anonymous cluster made in the caller's browser
 * becomes theirs with all its simulations (what 'save' does after logging in), under `title` when
 * given. False when the caller may not claim it (access/rule.ts): someone else's, another
 * browser's, an unknown id.
 */
export function saveUserCluster(
  ctx: ApiContext,
  caller: Caller,
  id: number,
  title: string | undefined,
): Promise<boolean> {
  const userId = caller.userId;
  return inTransaction(ctx, async (ctx) => {
    if (userId === null || !allowed(await clusterRow(ctx, id), caller, 'claim')) return false;
    const named = title?.trim() || null;
    await ctx.db.run(`UPDATE floor_clusters SET user_id = ?, title = COALESCE(?, title) WHERE id = ?`, [
      userId,
      named,
      id,
    ]);
    await ctx.db.run(`UPDATE floor_simulations SET user_id = ?, title = COALESCE(?, title) WHERE cluster_id = ?`, [
      userId,
      named,
      id,
    ]);
    return true;
  });
}
