import type { Context, Hono } from 'hono';
import type { BlankEnv } from 'hono/types';
import {
  mainHistoryCreate,
  mainHistoryGetRapportLink,
  mainHistoryLengths,
  mainHistoryList,
  mainHistoryLoad,
  mainHistoryRemove,
  mainHistorySave,
  mainHistorySaveRefine,
  mainHistorySendRapport,
  type MainHistory,
} from '@/src/contracts/history/main';
import { inTransaction, type ApiContext } from '../context';
import { ApiError } from '../http/api-error';
import { enforceLimit } from '../limits/rate-limit';
import { pdfHeaders } from '../pdf/file-name';
import { noteServed, route, type Handled, type RouteInput, type SiteScope } from '../http/route';
import { historyRapportRoute } from '../openapi/links';
import {
  answeredFilters,
  deleteHistory,
  historyFor,
  insertHistory,
  nameHistory,
  storeLengths,
  toMainHistory,
  HISTORY_NOT_FOUND,
  updateHistory,
  userHistories,
  type HistoryRow,
} from '../thermal/histories';
import { newOutcome, refinedOutcome } from '../thermal/outcome';
import { fdesOf } from '../thermal/read';
import { checkRapportLink, RAPPORT_LINK_REFUSED, RAPPORT_PATH, rapportLink, sendRapport } from '../thermal/rapport';
import { rapportPdf } from '../thermal/rapport-pdf';

export const HISTORY_SAVED = 'Votre simulation a été sauvegardée dans votre espace personnel';
export const HISTORY_REMOVED = 'Votre recherche a été supprimée';
export const RAPPORT_SENT = 'Le rapport a bien été envoyé';
export const NOT_REFINABLE = "Seule une recherche de rupteur (données thermiques) s'affine.";
export const NO_PROJECT_LENGTHS = 'Seule une recherche de rupteur (données thermiques) a des longueurs de projet.';
export const LENGTHS_SAVED = 'Longueurs du projet enregistrées';
export const OTHER_DATA_TYPE = "Ce type de données n'est pas celui de la simulation.";

/** The main site's saved simulations (thermal-break-tool §7 `/api/history/*`); rules on the contract. */
export function mainHistoryRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;
  route(app, scope, mainHistoryCreate, (input) => createHistory(ctx, input));
  route(app, scope, mainHistoryLoad, (input) => loadHistory(ctx, input));
  route(app, scope, mainHistorySave, (input) => saveHistory(ctx, input));
  route(app, scope, mainHistorySaveRefine, (input) => refineHistory(ctx, input));
  route(app, scope, mainHistoryLengths, (input) => saveLengths(ctx, input));
  route(app, scope, mainHistoryRemove, (input) => removeHistory(ctx, input));
  route(app, scope, mainHistoryList, (input) => listHistories(ctx, input));
  route(app, scope, mainHistorySendRapport, (input) => mailRapport(ctx, input));
  route(app, scope, mainHistoryGetRapportLink, (input) => getRapportLink(ctx, input));
  // A link the API writes, outside the contract's calls: noted for the OpenAPI document.
  noteServed(app, historyRapportRoute);
  app.get(RAPPORT_PATH, (c) => downloadRapport(ctx, c));
}

async function readHistory(ctx: ApiContext, id: number): Promise<HistoryRow> {
  return (await ctx.db.get(`SELECT * FROM main_histories WHERE id = ?`, [id])) as HistoryRow;
}

async function withFdes(ctx: ApiContext, row: HistoryRow) {
  return { history: await toMainHistory(ctx, row), fdes: await fdesOf(ctx, row.env_system_id) };
}

async function createHistory(
  ctx: ApiContext,
  { body, caller }: RouteInput<typeof mainHistoryCreate>,
): Promise<Handled<typeof mainHistoryCreate>> {
  const outcome = await newOutcome(ctx, body.dataType, body.filtersValue, body.rupteur);
  const id = await insertHistory(ctx, {
    ...outcome,
    data_type: body.dataType,
    // A logged-in visitor's search is still theirs to save: it stays ownerless until saved.
    // Until then it is the device's alone (a logged-in call: the device of the session).
    user_id: null,
    device_uuid: caller.deviceUuid,
    name: null,
    created_at: ctx.now(),
  });
  return { datas: await withFdes(ctx, await readHistory(ctx, id)), message: '' };
}

async function loadHistory(
  ctx: ApiContext,
  { body, caller }: RouteInput<typeof mainHistoryLoad>,
): Promise<Handled<typeof mainHistoryLoad>> {
  const row = await historyFor(ctx, body.id, caller, 'use');
  return { datas: { ...(await withFdes(ctx, row)), filters: await answeredFilters(ctx, row) }, message: '' };
}

/**
 * Claims an ownerless history made on the session's device (once: it is then the user's), or
 * renames one of the user's own.
 */
async function saveHistory(
  ctx: ApiContext,
  { body, auth, caller }: RouteInput<typeof mainHistorySave>,
): Promise<Handled<typeof mainHistorySave>> {
  const userId = auth.user!.userId;
  const row = await historyFor(ctx, body.id, caller, 'claim');
  if (body.dataType !== undefined && body.dataType !== row.data_type)
    throw new ApiError(400, OTHER_DATA_TYPE, { dataType: 'Valeur invalide' });
  await inTransaction(ctx, async (ctx) => {
    if (body.filtersValue !== undefined) await updateHistory(ctx, row.id, await recompute(ctx, row, body.filtersValue));
    await nameHistory(ctx, row.id, userId, body.name.trim());
  });
  return { datas: await withFdes(ctx, await readHistory(ctx, row.id)), message: HISTORY_SAVED };
}

/** Changed answers of a stored history: a thermal one keeps its rupteur; an environmental one is searched again. */
async function recompute(ctx: ApiContext, row: HistoryRow, answers: number[]) {
  return row.rupteur_id !== null
    ? await refinedOutcome(ctx, row.rupteur_id, answers)
    : await newOutcome(ctx, row.data_type, answers);
}

async function refineHistory(
  ctx: ApiContext,
  { body, caller }: RouteInput<typeof mainHistorySaveRefine>,
): Promise<Handled<typeof mainHistorySaveRefine>> {
  const row = await historyFor(ctx, body.id, caller, 'use');
  if (row.rupteur_id === null) throw new ApiError(400, NOT_REFINABLE, { id: 'Valeur invalide' });
  await updateHistory(ctx, row.id, await refinedOutcome(ctx, row.rupteur_id, body.filtersValue));
  return { datas: { history: await toMainHistory(ctx, await readHistory(ctx, row.id)) }, message: '' };
}

/** 'Mon projet': save-refine's rule, whoever may refine the history may enter its lengths. */
async function saveLengths(
  ctx: ApiContext,
  { body, caller }: RouteInput<typeof mainHistoryLengths>,
): Promise<Handled<typeof mainHistoryLengths>> {
  const row = await historyFor(ctx, body.id, caller, 'use');
  if (row.rupteur_id === null) throw new ApiError(400, NO_PROJECT_LENGTHS, { lengths: 'Valeur invalide' });
  await storeLengths(ctx, row.id, body.lengths);
  return { datas: { history: await toMainHistory(ctx, await readHistory(ctx, row.id)) }, message: LENGTHS_SAVED };
}

async function removeHistory(
  ctx: ApiContext,
  { body, caller }: RouteInput<typeof mainHistoryRemove>,
): Promise<Handled<typeof mainHistoryRemove>> {
  const row = await historyFor(ctx, body.id, caller, 'own');
  const history = await toMainHistory(ctx, row);
  await deleteHistory(ctx, row.id);
  return { datas: { history }, message: HISTORY_REMOVED };
}

async function listHistories(
  ctx: ApiContext,
  { body, auth }: RouteInput<typeof mainHistoryList>,
): Promise<Handled<typeof mainHistoryList>> {
  const list = await Promise.all(
    (await userHistories(ctx, auth.user!.userId)).map((row) => toMainHistory(ctx, row, false)),
  );
  return { datas: { list: sortHistories(list, body?.sort ?? 'createdAt', body?.order) }, message: '' };
}

async function mailRapport(
  ctx: ApiContext,
  { body, auth, caller, c }: RouteInput<typeof mainHistorySendRapport>,
): Promise<Handled<typeof mainHistorySendRapport>> {
  const row = await historyFor(ctx, body.id, caller, 'own');
  await enforceLimit(ctx, c, 'sendRapport', { account: auth.user!.userId, addresses: body.emails });
  await sendRapport(ctx, new URL(c.req.url).origin, row, body.emails);
  return { datas: null, message: RAPPORT_SENT };
}

async function getRapportLink(
  ctx: ApiContext,
  { body, caller }: RouteInput<typeof mainHistoryGetRapportLink>,
): Promise<Handled<typeof mainHistoryGetRapportLink>> {
  const row = await historyFor(ctx, body.id, caller, 'own');
  return { datas: { link: rapportLink(ctx, row.id) }, message: '' };
}

/**
 * The report itself, at the link get-rapport-link signs: no bearer (a new window or a mail
 * sends none), the signature is the credential. A wrong or expired one is a 403 envelope; a
 * history deleted since, the 404 of the other calls.
 */
async function downloadRapport(ctx: ApiContext, c: Context<BlankEnv, typeof RAPPORT_PATH>): Promise<Response> {
  const id = c.req.param('id');
  const { expires = '', signature = '' } = c.req.query();
  if (!/^\d{1,12}$/.test(id) || !checkRapportLink(ctx, Number(id), expires, signature))
    throw new ApiError(403, RAPPORT_LINK_REFUSED);
  const row = (await ctx.db.get(`SELECT * FROM main_histories WHERE id = ?`, [Number(id)])) as HistoryRow | undefined;
  if (!row) throw new ApiError(404, HISTORY_NOT_FOUND);
  const pdf = await rapportPdf(ctx, row, c.req.raw.signal);
  return c.body(new Uint8Array(pdf.bytes), 200, { ...pdfHeaders(pdf.file), 'cache-control': 'private, no-store' });
}

const byName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** `createdAt` DESC unless ASC is asked; `name` ASC (French collation) unless DESC is asked; ties by id. */
export function sortHistories(list: MainHistory[], sort: 'createdAt' | 'name', order?: 'ASC' | 'DESC'): MainHistory[] {
  const sign = (order ?? (sort === 'name' ? 'ASC' : 'DESC')) === 'ASC' ? 1 : -1;
  const compare = (a: MainHistory, b: MainHistory) =>
    sort === 'name' ? byName.compare(a.name ?? '', b.name ?? '') : Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return [...list].sort((a, b) => sign * compare(a, b) || sign * (a.id - b.id));
}
