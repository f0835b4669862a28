import type { FloorHistoryItem, SimulationItem, SolutionItem } from '@/src/contracts/history/floor';
import type { FloorHistoryQuery } from '@/src/contracts/history/query';
import { inTransaction, type ApiContext } from '../context';
import { simulationSummary } from './floor-summary';
import { byCreatedAt, containsText, equals, inDays, zipMatches } from './match';

/** What both kinds of saved floor items store (a solution copies its simulation's context). */
export interface FloorContextRow {
  zip: string;
  floor: string;
  floor_level: string;
  floor_type: string;
  project_code: string | null;
  created_at: number;
}
export interface SimulationRow extends FloorContextRow {
  id: number;
  /** Null for an anonymous simulation, listed in no history. */
  user_id: number | null;
  /** An anonymous one's maker: the SHA-256 of its browser key (access/rule.ts). */
  browser_hash?: string | null;
  cluster_id: number;
  title: string | null;
  name: string;
  /** The checked form values, JSON (floor/values.ts). */
  answers_json: string;
  /** The recommended slugs, JSON. */
  solutions_json: string;
}
export interface SolutionRow extends FloorContextRow {
  id: number;
  user_id: number;
  slug: string;
  libelle: string;
}

type Kind = FloorHistoryItem['type'];

interface Entry {
  item: FloorHistoryItem;
  row: FloorContextRow;
  /** What the title filter searches: the shown name, and a simulation's name behind its title. */
  texts: (string | null)[];
  createdAtMs: number;
}

function context(row: FloorContextRow) {
  return {
    zip: row.zip,
    floor: row.floor,
    floorLevel: row.floor_level,
    floorType: row.floor_type,
    projectCode: row.project_code,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function simulationEntry(row: SimulationRow): Entry {
  const item: SimulationItem = {
    type: 'simulation',
    id: row.id,
    title: row.title,
    name: row.name,
    ...context(row),
    ...simulationSummary(row),
  };
  return { item, row, texts: [row.title, row.name], createdAtMs: row.created_at };
}

function solutionEntry(row: SolutionRow): Entry {
  const item: SolutionItem = { type: 'solution', slug: row.slug, libelle: row.libelle, ...context(row) };
  return { item, row, texts: [row.libelle], createdAtMs: row.created_at };
}

function keeps({ item, row, texts }: Entry, query: FloorHistoryQuery): boolean {
  return (
    equals(item.type, query.type) &&
    equals(row.floor, query.floor) &&
    equals(row.floor_level, query.floorLevel) &&
    equals(row.floor_type, query.floorType) &&
    zipMatches(row.zip, query.zip) &&
    containsText(texts, query.title) &&
    containsText([row.project_code], query.projectCode) &&
    inDays(row.created_at, query.dateFrom, query.dateTo)
  );
}

/** The user's own items of the given kinds, filtered then sorted (DESC unless ASC is asked). */
export async function listFloorHistory(
  ctx: ApiContext,
  userId: number,
  query: FloorHistoryQuery,
  kinds: Kind[],
): Promise<FloorHistoryItem[]> {
  const entries: Entry[] = [];
  if (kinds.includes('simulation')) {
    const rows = (await ctx.db.all(`SELECT * FROM floor_simulations WHERE user_id = ? ORDER BY id`, [
      userId,
    ])) as SimulationRow[];
    entries.push(...rows.map(simulationEntry));
  }
  if (kinds.includes('solution')) {
    const rows = (await ctx.db.all(`SELECT * FROM floor_solutions WHERE user_id = ? ORDER BY id`, [
      userId,
    ])) as SolutionRow[];
    entries.push(...rows.map(solutionEntry));
  }
  return byCreatedAt(
    entries.filter((entry) => keeps(entry, query)),
    query.order,
  ).map((entry) => entry.item);
}

/**
 * Deletes one of the user's simulations. A cluster never stays empty: removing its last
 * simulation removes it too (`clusterRemoved`). Null when it is not theirs or does not exist.
 */
export function deleteFloorSimulation(
  ctx: ApiContext,
  userId: number,
  id: number,
): Promise<{ clusterRemoved: boolean } | null> {
  return inTransaction(ctx, async (ctx) => {
    const found = (await ctx.db.get(`SELECT cluster_id FROM floor_simulations WHERE id = ? AND user_id = ?`, [
      id,
      userId,
    ])) as { cluster_id: number } | undefined;
    if (!found) return null;
    await ctx.db.run(`DELETE FROM floor_simulations WHERE id = ?`, [id]);
    const left = await ctx.db.get(`SELECT 1 FROM floor_simulations WHERE cluster_id = ? LIMIT 1`, [found.cluster_id]);
    if (left) return { clusterRemoved: false };
    await ctx.db.run(`DELETE FROM floor_clusters WHERE id = ?`, [found.cluster_id]);
    return { clusterRemoved: true };
  });
}

/**
 * Renames a simulation: its title, and the configuration name in its answers (the form, the
 * recap and the e-mails read it there). The caller checked the ownership (access/rule.ts).
 */
export async function renameFloorSimulation(ctx: ApiContext, id: number, title: string): Promise<void> {
  // In JavaScript, not json_set: PostgreSQL's jsonb would reorder the answers' keys.
  await inTransaction(ctx, async (ctx) => {
    const row = await ctx.db.get<{ answers_json: string }>(`SELECT answers_json FROM floor_simulations WHERE id = ?`, [
      id,
    ]);
    if (!row) return;
    const answers = { ...(JSON.parse(row.answers_json) as object), configurationName: title };
    await ctx.db.run(`UPDATE floor_simulations SET title = ?, answers_json = ? WHERE id = ?`, [
      title,
      JSON.stringify(answers),
      id,
    ]);
  });
}

/** Deletes the user's saved copy of a solution. */
export async function deleteFloorSolution(ctx: ApiContext, userId: number, slug: string): Promise<boolean> {
  return (await ctx.db.run(`DELETE FROM floor_solutions WHERE slug = ? AND user_id = ?`, [slug, userId])).changes > 0;
}

export type NewSimulation = Omit<SimulationRow, 'id'>;
export type NewSolution = Omit<SolutionRow, 'id'>;

export async function insertFloorSimulation(ctx: ApiContext, row: NewSimulation): Promise<number> {
  return Number(
    await ctx.db.insert(
      `INSERT INTO floor_simulations (user_id, browser_hash, cluster_id, title, name, zip, floor, floor_level,
    floor_type, project_code, answers_json, solutions_json, created_at) VALUES (@user_id, @browser_hash, @cluster_id,
    @title, @name, @zip, @floor, @floor_level, @floor_type, @project_code, @answers_json, @solutions_json, @created_at)`,
      { ...row, browser_hash: row.browser_hash ?? null },
    ),
  );
}

/** A new cluster, anonymous when `userId` is null (then its maker's browser key hash, access/rule.ts). */
export async function insertFloorCluster(
  ctx: ApiContext,
  userId: number | null,
  title: string | null,
  createdAt: number,
  browserHash: string | null = null,
): Promise<number> {
  return Number(
    await ctx.db.insert(`INSERT INTO floor_clusters (user_id, browser_hash, title, created_at) VALUES (?, ?, ?, ?)`, [
      userId,
      browserHash,
      title,
      createdAt,
    ]),
  );
}

export async function insertFloorSolution(ctx: ApiContext, row: NewSolution): Promise<number> {
  return Number(
    await ctx.db.insert(
      `INSERT INTO floor_solutions (user_id, slug, libelle, zip, floor, floor_level, floor_type,
    project_code, created_at) VALUES (@user_id, @slug, @libelle, @zip, @floor, @floor_level, @floor_type, @project_code,
    @created_at)`,
      row,
    ),
  );
}
