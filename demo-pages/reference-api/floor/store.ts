import type { Caller } from '../access/caller';
import { allowed, ownedOrNotFound, type Access } from '../access/rule';
import { inTransaction, type ApiContext } from '../context';
import { insertFloorCluster, insertFloorSimulation, type SimulationRow } from '../history/floor-store';
import type { FloorAnswers } from './answers';
import { toAnswers } from './read-submit';
import type { FloorLevel, FloorPosition, InfillFamily } from './types';
import type { FormValues } from './values';

/** A stored floor simulation, read back (what the solution routes and the modify call need). */
export interface StoredSimulation {
  id: number;
  /** Null for an anonymous simulation. */
  userId: number | null;
  clusterId: number;
  answers: FloorAnswers;
  /** The checked form values, field → value (the 'edit' form shows them). */
  values: FormValues;
  zip: string;
  /** The configuration's name (its title in the history), else the simulation's name. */
  name: string;
  /** The recommended slugs, as answered at submit. */
  solutions: string[];
  floor: FloorPosition;
  floorLevel: FloorLevel;
  floorType: InfillFamily;
  projectCode: string | null;
  createdAt: number;
}

function fromRow(row: SimulationRow): StoredSimulation {
  const values = JSON.parse(row.answers_json) as FormValues;
  return {
    id: row.id,
    userId: row.user_id,
    clusterId: row.cluster_id,
    answers: toAnswers(values),
    values,
    zip: row.zip,
    name: row.title ?? row.name,
    solutions: JSON.parse(row.solutions_json) as string[],
    floor: row.floor as FloorPosition,
    floorLevel: row.floor_level as FloorLevel,
    floorType: row.floor_type as InfillFamily,
    projectCode: row.project_code,
    createdAt: row.created_at,
  };
}

const simulationRow = async (ctx: ApiContext, id: number) =>
  (await ctx.db.get(`SELECT * FROM floor_simulations WHERE id = ?`, [id])) as SimulationRow | undefined;

/** Any simulation by id, with no access check: for the seed and tests, never for a route. */
export async function getStoredSimulation(ctx: ApiContext, id: number): Promise<StoredSimulation | null> {
  const row = await simulationRow(ctx, id);
  return row ? fromRow(row) : null;
}

/**
 * The simulation with this id when the caller may do `access` on it (access/rule.ts); otherwise
 * the 404 with `notFound`, the unknown id's answer.
 */
export async function simulationFor(
  ctx: ApiContext,
  id: number,
  caller: Caller,
  access: Access,
  notFound: string,
): Promise<StoredSimulation> {
  return fromRow(ownedOrNotFound(await simulationRow(ctx, id), caller, access, notFound));
}

/** As `simulationFor`, but null rather than a 404 (a public detail withholds what is not the caller's). */
export async function simulationIfAllowed(
  ctx: ApiContext,
  id: number,
  caller: Caller,
  access: Access,
): Promise<StoredSimulation | null> {
  const row = await simulationRow(ctx, id);
  return row && allowed(row, caller, access) ? fromRow(row) : null;
}

export interface Submission {
  userId: number | null;
  /** An anonymous submit's browser key hash (access/rule.ts): its maker's claim credential. */
  browserHash: string | null;
  /** The user's simulation being edited: the new one joins its cluster. */
  editing: StoredSimulation | null;
  values: FormValues;
  answers: FloorAnswers;
  solutions: string[];
  createdAt: number;
}

/** 'Simulation n°0042': the name the history shows when the title is cleared. */
const simulationName = (id: number) => `Simulation n°${String(id).padStart(4, '0')}`;

/** Stores a submit, in a new cluster or the edited simulation's; answers its id. */
export function storeSubmission(ctx: ApiContext, s: Submission): Promise<number> {
  return inTransaction(ctx, async (ctx) => {
    const clusterId =
      s.editing?.clusterId ?? (await insertFloorCluster(ctx, s.userId, null, s.createdAt, s.browserHash));
    const id = await insertFloorSimulation(ctx, {
      user_id: s.userId,
      browser_hash: s.browserHash,
      cluster_id: clusterId,
      title: s.answers.configurationName,
      name: 'Simulation',
      zip: s.answers.zipCode,
      floor: s.answers.floor,
      floor_level: s.answers.floorLevel,
      floor_type: s.answers.floorType,
      project_code: s.editing?.projectCode ?? null,
      answers_json: JSON.stringify(s.values),
      solutions_json: JSON.stringify(s.solutions),
      created_at: s.createdAt,
    });
    await ctx.db.run(`UPDATE floor_simulations SET name = ? WHERE id = ?`, [simulationName(id), id]);
    return id;
  });
}
