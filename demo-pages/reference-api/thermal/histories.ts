import type { MainHistory } from '@/src/contracts/history/main';
import type { ThermalFilter, ToolDataType } from '@/src/contracts/thermal/filters';
import { hasProjectLengths, PROJECT_PARTS, type ProjectLengths } from '@/src/contracts/thermal/project-lengths';
import type { Caller } from '../access/caller';
import { ownedOrNotFound, type Access } from '../access/rule';
import type { ApiContext } from '../context';
import { filtersOf, spaceOf, toFilter, valueStats } from './facets';
import { envSystem, psiValue, psiValues, rupteur } from './read';
import { rupteurMatch } from './search';

/** The main site's saved simulations: rows, access rule, and their contract shape. */

export interface HistoryRow {
  id: number;
  user_id: number | null;
  /** The device that made it; while ownerless, only that device uses it (access/rule.ts). */
  device_uuid: string | null;
  name: string | null;
  data_type: ToolDataType;
  answers_json: string;
  rupteur_id: number | null;
  psi_configuration_id: number | null;
  env_system_id: number | null;
  /** 'Mon projet': the junction's lengths (ProjectLengths as JSON), NULL while none is entered. */
  lengths_json: string | null;
  created_at: number;
}

/** What a search resolves to (search rules in routes/main-history.ts). */
export interface Outcome {
  answers: number[];
  rupteur_id: number | null;
  psi_configuration_id: number | null;
  env_system_id: number | null;
}

export const HISTORY_NOT_FOUND = 'Cette simulation est introuvable.';

export async function insertHistory(
  ctx: ApiContext,
  row: Outcome & {
    data_type: ToolDataType;
    user_id: number | null;
    device_uuid?: string | null;
    name: string | null;
    created_at: number;
  },
): Promise<number> {
  return Number(
    await ctx.db.insert(
      `INSERT INTO main_histories (user_id, device_uuid, name, data_type, answers_json, rupteur_id,
      psi_configuration_id, env_system_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        row.user_id,
        row.device_uuid ?? null,
        row.name,
        row.data_type,
        JSON.stringify(row.answers),
        row.rupteur_id,
        row.psi_configuration_id,
        row.env_system_id,
        row.created_at,
      ],
    ),
  );
}

/**
 * The history with this id when the caller may do `access` on it (access/rule.ts): `use` (load,
 * refine: the owner, or the device that made an ownerless one), `claim` (save), `own` (delete,
 * reports). Anything else is the same 404 as an unknown id.
 */
export async function historyFor(ctx: ApiContext, id: number, caller: Caller, access: Access): Promise<HistoryRow> {
  const row = (await ctx.db.get(`SELECT * FROM main_histories WHERE id = ?`, [id])) as HistoryRow | undefined;
  return ownedOrNotFound(row, caller, access, HISTORY_NOT_FOUND);
}

export async function updateHistory(ctx: ApiContext, id: number, outcome: Outcome): Promise<void> {
  await ctx.db.run(
    `UPDATE main_histories SET answers_json = ?, rupteur_id = ?, psi_configuration_id = ?, env_system_id = ?
    WHERE id = ?`,
    [JSON.stringify(outcome.answers), outcome.rupteur_id, outcome.psi_configuration_id, outcome.env_system_id, id],
  );
}

export async function nameHistory(ctx: ApiContext, id: number, userId: number, name: string): Promise<void> {
  await ctx.db.run(`UPDATE main_histories SET user_id = ?, name = ? WHERE id = ?`, [userId, name, id]);
}

/**
 * Stores the lengths of a history's junction. Only the three parts are kept (the contract's struct
 * lets other keys through); lengths with no figure at all (every part null or 0) are none: NULL.
 */
export async function storeLengths(ctx: ApiContext, id: number, lengths: ProjectLengths | null): Promise<void> {
  const kept = lengths && Object.fromEntries(PROJECT_PARTS.map((part) => [part, lengths[part]]));
  const json = hasProjectLengths(lengths) ? JSON.stringify(kept) : null;
  await ctx.db.run(`UPDATE main_histories SET lengths_json = ? WHERE id = ?`, [json, id]);
}

export const lengthsOf = (row: HistoryRow): ProjectLengths | null =>
  row.lengths_json === null ? null : (JSON.parse(row.lengths_json) as ProjectLengths);

export async function deleteHistory(ctx: ApiContext, id: number): Promise<void> {
  await ctx.db.run(`DELETE FROM main_histories WHERE id = ?`, [id]);
}

export async function userHistories(ctx: ApiContext, userId: number): Promise<HistoryRow[]> {
  return (await ctx.db.all(`SELECT * FROM main_histories WHERE user_id = ? ORDER BY id`, [userId])) as HistoryRow[];
}

export const answersOf = (row: HistoryRow) => JSON.parse(row.answers_json) as number[];

/** The filters a history answered, in the questionnaire's order, all their values, the chosen one selected. */
export async function answeredFilters(ctx: ApiContext, row: HistoryRow): Promise<ThermalFilter[]> {
  const selected = new Set(answersOf(row));
  return (await filtersOf(ctx, row.data_type))
    .filter(({ values }) => values.some((v) => selected.has(v.id)))
    .map((entry) => toFilter(entry, null, selected));
}

/**
 * The answers the questionnaire gave itself: those whose question, after the answers before it
 * (in the questionnaire's order), had only one value left among the matching items (the client's
 * rule, features/questionnaire/rules.ts `autoAnswerOf`: one choice is answered for the visitor).
 * `filters`: the history's answered filters (answeredFilters, one chosen value each), read once.
 */
async function automaticAnswers(
  ctx: ApiContext,
  dataType: ToolDataType,
  filters: readonly ThermalFilter[],
): Promise<Set<number>> {
  const space = spaceOf(dataType);
  const answers = filters.flatMap((filter) => filter.filterValues.filter((v) => v.selected));
  const automatic = new Set<number>();
  for (const [index, answer] of answers.entries()) {
    const stats = await valueStats(
      ctx,
      space,
      answers.slice(0, index).map((a) => a.id),
    );
    const values = filters[index]!.filterValues;
    const left = values.filter((v) => stats.has(v.id));
    if (left.length === 1 && left[0]!.id === answer.id) automatic.add(answer.id);
  }
  return automatic;
}

/**
 * A stored history as the contract gives it. `markAutomatic` false skips the automatic answers
 * (one query per answer): the history list does not show them, and it reads many histories.
 */
export async function toMainHistory(ctx: ApiContext, row: HistoryRow, markAutomatic = true): Promise<MainHistory> {
  const answers = answersOf(row);
  const env = await envSystem(ctx, row.env_system_id);
  const envId = (type: ToolDataType) => (row.data_type === type ? row.env_system_id : null);
  const envOf = (type: ToolDataType) => (row.data_type === type ? env : null);
  const configurations =
    row.rupteur_id === null ? [] : (await rupteurMatch(ctx, row.rupteur_id, answers)).configurations;
  const answered = await answeredFilters(ctx, row);
  const chosen = answered.flatMap((filter) =>
    filter.filterValues
      .filter((v) => v.selected)
      .map((v) => ({ ...v, psi_value_id: row.data_type === 'rup' ? row.psi_configuration_id : null })),
  );
  const automatic = markAutomatic ? await automaticAnswers(ctx, row.data_type, answered) : new Set<number>();
  const filterValues = chosen.map((v) => (automatic.has(v.id) ? { ...v, automatic: true } : v));
  return {
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    customer: row.user_id === null ? null : { id: row.user_id },
    dataType: row.data_type,
    rupteur: row.rupteur_id === null ? null : await rupteur(ctx, row.rupteur_id, await psiValues(ctx, configurations)),
    psiValue: await psiValue(ctx, row.psi_configuration_id),
    poutrelle: envId('pou'),
    predalle: envId('pre'),
    premur: envId('mur'),
    envPoutrelle: envOf('pou'),
    envPredalle: envOf('pre'),
    envMur: envOf('mur'),
    filterValues,
    lengths: lengthsOf(row),
  };
}
