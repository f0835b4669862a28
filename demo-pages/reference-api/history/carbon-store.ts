import type { ClusterItem } from '@/src/contracts/history/carbon';
import type { ClusterHistoryQuery } from '@/src/contracts/history/query';
import { createCluster, type StoredSimulation } from '../carbon/store';
import { joinDistinct, jsonNumber } from '../db/dialect';
import { inTransaction, type ApiContext } from '../context';
import { byCreatedAt, containsText, zipMatches } from './match';

interface ClusterRow {
  id: number;
  name: string;
  zip: string;
  created_at: number;
  simulations_count: number;
  /** Distinct system types of its simulations, comma-separated (values hold no comma). */
  system_types: string | null;
  /** The lowest and highest footprint of its simulations with a result (kg CO2 eq/m²). */
  min_footprint: number | null;
  max_footprint: number | null;
}

/** The user's own clusters, filtered then sorted (DESC unless ASC is asked). */
export async function listUserClusters(
  ctx: ApiContext,
  userId: number,
  query: ClusterHistoryQuery,
): Promise<ClusterItem[]> {
  const rows = (await ctx.db.all(
    `
    SELECT c.id, c.name, c.zip, c.created_at, COUNT(s.id) AS simulations_count,
      ${joinDistinct(ctx.db.dialect, 's.system_type')} AS system_types,
      MIN(${jsonNumber(ctx.db.dialect, 's.result', 'carbonFootprint')}) AS min_footprint,
      MAX(${jsonNumber(ctx.db.dialect, 's.result', 'carbonFootprint')}) AS max_footprint
    FROM carbon_clusters c LEFT JOIN carbon_simulations s ON s.cluster_id = c.id
    WHERE c.user_id = ? GROUP BY c.id ORDER BY c.id`,
    [userId],
  )) as ClusterRow[];
  const entries = rows.map((row) => ({
    createdAtMs: row.created_at,
    item: {
      id: row.id,
      name: row.name,
      createdAt: new Date(row.created_at).toISOString(),
      simulationsCount: row.simulations_count,
      zip: row.zip,
      systemTypes: (row.system_types ?? '').split(',').filter(Boolean).sort(),
      footprintRange:
        row.min_footprint === null || row.max_footprint === null
          ? null
          : { min: row.min_footprint, max: row.max_footprint },
    } satisfies ClusterItem,
  }));
  const kept = entries.filter(
    ({ item }) =>
      zipMatches(item.zip, query.zip) &&
      containsText([item.name], query.title) &&
      (query.systemType === undefined || item.systemTypes.includes(query.systemType)),
  );
  return byCreatedAt(kept, query.order).map((entry) => entry.item);
}

/** Deletes one of the user's clusters with its simulations; false when it is not theirs or unknown. */
export async function deleteUserCluster(ctx: ApiContext, userId: number, id: number): Promise<boolean> {
  return (await ctx.db.run(`DELETE FROM carbon_clusters WHERE id = ? AND user_id = ?`, [id, userId])).changes > 0;
}

/**
 * Deletes one simulation of one of the user's clusters. A cluster never stays empty: removing its
 * last simulation removes it too. Null when the simulation is not the user's or does not exist.
 */
export function deleteUserClusterSimulation(
  ctx: ApiContext,
  userId: number,
  id: number,
): Promise<{ clusterRemoved: boolean } | null> {
  return inTransaction(ctx, async (ctx) => {
    const found = (await ctx.db.get(
      `SELECT s.cluster_id FROM carbon_simulations s JOIN carbon_clusters c ON c.id = s.cluster_id
      WHERE s.id = ? AND c.user_id = ?`,
      [id, userId],
    )) as { cluster_id: number } | undefined;
    if (!found) return null;
    await ctx.db.run(`DELETE FROM carbon_simulations WHERE id = ?`, [id]);
    const { n } = (await ctx.db.get(`SELECT COUNT(*) AS n FROM carbon_simulations WHERE cluster_id = ?`, [
      found.cluster_id,
    ])) as { n: number };
    if (n > 0) return { clusterRemoved: false };
    await ctx.db.run(`DELETE FROM carbon_clusters WHERE id = ?`, [found.cluster_id]);
    return { clusterRemoved: true };
  });
}

/** Stores a user's cluster and its simulations (answers and result), created at the same instant. */
export function insertCluster(
  ctx: ApiContext,
  cluster: { user_id: number; name: string; zip: string; created_at: number },
  simulations: StoredSimulation[],
): Promise<number> {
  return createCluster(
    ctx,
    { userId: cluster.user_id, name: cluster.name, zip: cluster.zip, at: cluster.created_at },
    simulations,
  );
}

/** Renames a project; the caller checked the ownership (access/rule.ts 'own'). */
export async function renameUserCluster(ctx: ApiContext, id: number, name: string): Promise<void> {
  await ctx.db.run(`UPDATE carbon_clusters SET name = ? WHERE id = ?`, [name, id]);
}

/**
 * 'Dupliquer et modifier' (beyond the spec): a new project of the same owner, created now, holding a copy
 * of each simulation (answers and stored result, so the copy shows what the original showed);
 * the original is not touched. The caller checked the ownership (access/rule.ts 'own').
 */
export function duplicateUserCluster(
  ctx: ApiContext,
  source: { id: number; user_id: number | null; zip: string },
  name: string,
): Promise<number> {
  return inTransaction(ctx, async (ctx) => {
    const at = ctx.now();
    const id = Number(
      await ctx.db.insert(
        `INSERT INTO carbon_clusters (user_id, browser_hash, name, zip, created_at) VALUES (?, NULL, ?, ?, ?)`,
        [source.user_id, name, source.zip, at],
      ),
    );
    await ctx.db.run(
      `INSERT INTO carbon_simulations (cluster_id, system_type, answers, result, created_at)
        SELECT ?, system_type, answers, result, ? FROM carbon_simulations WHERE cluster_id = ? ORDER BY id`,
      [id, at, source.id],
    );
    return id;
  });
}
