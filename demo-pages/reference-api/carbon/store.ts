import type { CarbonCluster, CarbonSimulation } from '@/src/contracts/carbon/tunnel';
import type { Caller } from '../access/caller';
import { allowed, ownedOrNotFound, type Access } from '../access/rule';
import { inTransaction, type ApiContext } from '../context';
import { agencyForZip } from '../floor/agencies';
import type { AnswerValues } from './answers';
import { referenceBasis, referenceSlabFootprint, type CarbonResult } from './model';

interface ClusterRow {
  id: number;
  user_id: number | null;
  /** An unsaved one's maker: the SHA-256 of its browser key (access/rule.ts). */
  browser_hash: string | null;
  name: string;
  zip: string;
}

interface SimulationRow {
  id: number;
  answers: string;
  result: string | null;
}

/** One simulation to store: its answers and the model's result (null: no result). */
export interface StoredSimulation {
  systemType: string;
  answers: AnswerValues;
  result: CarbonResult | null;
}

async function findCluster(ctx: ApiContext, id: number): Promise<ClusterRow | undefined> {
  return (await ctx.db.get(`SELECT id, user_id, browser_hash, name, zip FROM carbon_clusters WHERE id = ?`, [id])) as
    ClusterRow | undefined;
}

/**
 * The cluster with this id when the caller may do `access` on it (access/rule.ts: an unsaved one
 * only from the browser that made it, a saved one its owner); else the 404 with `notFound`.
 */
export async function clusterFor(
  ctx: ApiContext,
  id: number,
  caller: Caller,
  access: Access,
  notFound: string,
): Promise<ClusterRow> {
  return ownedOrNotFound(await findCluster(ctx, id), caller, access, notFound);
}

export async function addSimulation(
  ctx: ApiContext,
  clusterId: number,
  simulation: StoredSimulation,
  at: number,
): Promise<number> {
  return Number(
    await ctx.db.insert(
      `INSERT INTO carbon_simulations (cluster_id, system_type, answers, result, created_at) VALUES (?, ?, ?, ?, ?)`,
      [clusterId, simulation.systemType, JSON.stringify(simulation.answers), JSON.stringify(simulation.result), at],
    ),
  );
}

/**
 * A new cluster holding one simulation; a user's at once (saved) when `userId` is given, else the
 * browser's whose key hashes to `browserHash` (access/rule.ts).
 */
export function createCluster(
  ctx: ApiContext,
  cluster: { userId: number | null; browserHash?: string | null; name: string; zip: string; at: number },
  simulations: StoredSimulation[],
): Promise<number> {
  return inTransaction(ctx, async (ctx) => {
    const id = Number(
      await ctx.db.insert(
        `INSERT INTO carbon_clusters (user_id, browser_hash, name, zip, created_at) VALUES (?, ?, ?, ?, ?)`,
        [cluster.userId, cluster.browserHash ?? null, cluster.name, cluster.zip, cluster.at],
      ),
    );
    for (const simulation of simulations) await addSimulation(ctx, id, simulation, cluster.at);
    return id;
  });
}

/**
 * Claims an unsaved cluster made in the caller's browser (or renames one's own); false when the
 * caller may not claim it (access/rule.ts): someone else's, another browser's, unknown.
 */
export async function saveCluster(
  ctx: ApiContext,
  id: number,
  caller: Caller,
  name: string | undefined,
): Promise<boolean> {
  const found = await findCluster(ctx, id);
  if (caller.userId === null || !allowed(found, caller, 'claim')) return false;
  await ctx.db.run(`UPDATE carbon_clusters SET user_id = ?, name = ? WHERE id = ?`, [
    caller.userId,
    name?.trim() || found!.name,
    id,
  ]);
  return true;
}

function simulationOf(row: SimulationRow): CarbonSimulation | null {
  const result = JSON.parse(row.result ?? 'null') as CarbonResult | null;
  if (!result) return null;
  const { carbonFootprint, acvCarbonFootprint, bio, bars, thickness, data, modules, inputs } = result;
  return { id: row.id, data, carbonFootprint, acvCarbonFootprint, bio, bars, thickness, modules, inputs };
}

/**
 * The cluster as §3 describes it: its simulations oldest first. A simulation without result
 * ('Aucun résultat trouvé') is stored but not listed: the cluster answer has no room for it.
 */
export async function clusterView(ctx: ApiContext, row: ClusterRow): Promise<CarbonCluster> {
  const rows = (await ctx.db.all(
    `SELECT id, answers, result FROM carbon_simulations WHERE cluster_id = ? ORDER BY id`,
    [row.id],
  )) as SimulationRow[];
  const simulations = rows.map(simulationOf).filter((s): s is CarbonSimulation => s !== null);
  const agency = agencyForZip(row.zip);
  return {
    id: row.id,
    name: row.name,
    zip: row.zip,
    saved: row.user_id !== null,
    simulations,
    agency,
    reference: referenceSlabFootprint(),
    referenceBasis: referenceBasis(),
  };
}
