import type { FloorCluster } from '@/src/contracts/floor/cluster';
import type { ApiContext } from '../context';
import { agencyForZip } from './agencies';

interface ClusterRow {
  id: number;
  user_id: number | null;
  title: string | null;
}

interface MemberRow {
  id: number;
  title: string | null;
  name: string;
  zip: string;
  solutions_json: string;
  created_at: number;
}

/** The user's own cluster, newest simulation first, with the design office of its newest zip. */
export function getUserCluster(ctx: ApiContext, userId: number, id: number): FloorCluster | null {
  const cluster = ctx.db
    .prepare(`SELECT id, user_id, title FROM floor_clusters WHERE id = ? AND user_id = ?`)
    .get(id, userId) as ClusterRow | undefined;
  if (!cluster) return null;
  const members = ctx.db
    .prepare(
      `SELECT id, title, name, zip, solutions_json, created_at FROM floor_simulations
    WHERE cluster_id = ? ORDER BY created_at DESC, id DESC`,
    )
    .all(id) as MemberRow[];
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
 * Keeps the cluster in the user's history: an anonymous cluster becomes theirs with all its
 * simulations (what 'save' does after logging in), under `title` when given. False for someone
 * else's cluster or an unknown id.
 */
export function saveUserCluster(ctx: ApiContext, userId: number, id: number, title: string | undefined): boolean {
  return ctx.db.transaction(() => {
    const cluster = ctx.db.prepare(`SELECT user_id FROM floor_clusters WHERE id = ?`).get(id) as
      { user_id: number | null } | undefined;
    if (!cluster || (cluster.user_id !== null && cluster.user_id !== userId)) return false;
    const named = title?.trim() || null;
    ctx.db
      .prepare(`UPDATE floor_clusters SET user_id = ?, title = COALESCE(?, title) WHERE id = ?`)
      .run(userId, named, id);
    ctx.db
      .prepare(`UPDATE floor_simulations SET user_id = ?, title = COALESCE(?, title) WHERE cluster_id = ?`)
      .run(userId, named, id);
    return true;
  })();
}
