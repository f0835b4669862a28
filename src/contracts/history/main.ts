import { array, enums, nullable, number, object, optional, refine, string, type, type Infer } from 'superstruct';
import { defineCall } from '../call';
import { SHARE_MAX_RECIPIENTS, SIMULATION_NAME_MAX, SIMULATION_NAME_MIN } from '../constants';
import { NoDatas, success } from '../envelope';
import { Email, Name } from '../fields';
import { REQUIRED, SIMULATION_NAME_LENGTH, TOO_MANY_RECIPIENTS } from '../messages';
import { EnvSystem, Fdes } from '../thermal/env-result';
import { RecordId, ThermalFilter, ThermalFilterValue, ToolDataType, ValueIds } from '../thermal/filters';
import { ProjectLengths } from '../thermal/project-lengths';
import { PsiValue } from '../thermal/psi-value';
import { Rupteur } from '../thermal/rupteur';
import { HistoryOrder } from './query';
import { IsoDateTime } from './shared';

/**
 * The main site's saved simulations (thermal-break-tool §2 result page and history, §3 History,
 * §7 `/api/history/*`). All POST.
 *
 * Who may do what (decision, the spec names the calls only):
 * - `create`, `load`, `save-refine` take the device bearer (the anonymous result flow) or a
 *   user's. A history created without a login has no owner (`customer` null): anyone with a
 *   bearer may load and refine it (its id is in the result route).
 * - `save` needs the user bearer: it names the history and makes the user its owner.
 * - A history with an owner is the owner's alone: any call on it with another bearer is a 404 with
 *   the French message 'Cette simulation est introuvable.', the same as an unknown id. Not 403:
 *   the bundle's client treats 401/403 as a lost session (DESIGN.md §4) and would log the visitor
 *   out for following someone else's link, and a 403 would tell that the id exists.
 * - `remove`, `list`, `send-rapport`, `get-rapport-link` need the user bearer and concern the
 *   user's own histories (an ownerless one is a 404 to them: save it first).
 */

/** A simulation name: required, 3 to 50 characters once trimmed (§5). */
export const SimulationName = refine(Name, 'simulationName', (v) => {
  const length = v.trim().length;
  return (length >= SIMULATION_NAME_MIN && length <= SIMULATION_NAME_MAX) || SIMULATION_NAME_LENGTH;
});

/** One to three recipients, each a valid address (§5, §9). */
export const RapportRecipients = refine(array(Email), 'recipients', (v) => {
  if (v.length === 0) return REQUIRED;
  return v.length <= SHARE_MAX_RECIPIENTS || TOO_MANY_RECIPIENTS;
});

/**
 * A saved simulation.
 * - `name`: null until saved; `customer`: the owner, null until saved by a logged-in user.
 * - `dataType`: `rup` (thermal) or `pou`/`pre`/`mur` (environmental).
 * - Thermal: `rupteur` with the psi values of its configurations matching the answers;
 *   `psiValue` the configuration once the answers determine one, else null (the refine view
 *   completes it). Environmental: `rupteur` and `psiValue` null.
 * - `poutrelle`/`predalle`/`premur`: the id of the environmental system, in the field of its
 *   data type (the others null); `envPoutrelle`/`envPredalle`/`envMur`: that system's data.
 * - `filterValues`: the answers, in the questionnaire's order, each `selected`.
 * - `lengths` (beyond the spec): the junction's lengths in the engineer's project ('Mon projet',
 *   thermal/project.ts), null until entered; absent from an API that does not keep them.
 */
export const MainHistory = type({
  id: number(),
  name: nullable(string()),
  createdAt: IsoDateTime,
  customer: nullable(type({ id: number() })),
  dataType: ToolDataType,
  rupteur: nullable(Rupteur),
  psiValue: nullable(PsiValue),
  poutrelle: nullable(number()),
  predalle: nullable(number()),
  premur: nullable(number()),
  envPoutrelle: nullable(EnvSystem),
  envPredalle: nullable(EnvSystem),
  envMur: nullable(EnvSystem),
  filterValues: array(ThermalFilterValue),
  lengths: optional(nullable(ProjectLengths)),
});
export type MainHistory = Infer<typeof MainHistory>;

/** A history and its FDES sheets (empty for a thermal one). */
const HistoryWithFdes = success(type({ history: MainHistory, fdes: array(Fdes) }));

/**
 * Stores a search and its result. Thermal: the rupteur is the best (lowest psiMoyen) of those
 * matching the answers, or `rupteur` (an id) when the client picked one of several from the
 * search; the psi value is set when the answers leave one configuration of it. Environmental: the
 * answers must designate exactly one system (400 otherwise). No match at all: 404.
 */
export const mainHistoryCreate = defineCall({
  name: 'createHistory',
  method: 'POST',
  path: '/api/history/create',
  auth: 'device',
  body: object({ filtersValue: ValueIds, dataType: ToolDataType, rupteur: optional(RecordId) }),
  answer: HistoryWithFdes,
});

/**
 * A history with `filters`: its answered filters in order, each with all its values and the
 * chosen one `selected` (the recap and the criteria panel read them), and its FDES sheets.
 */
export const mainHistoryLoad = defineCall({
  name: 'loadHistory',
  method: 'POST',
  path: '/api/history/load',
  auth: 'device',
  body: object({ id: RecordId }),
  answer: success(type({ history: MainHistory, filters: array(ThermalFilter), fdes: array(Fdes) })),
});

/**
 * Names the history and makes the user its owner (saving one's own again renames it).
 * `filtersValue`, when given, replaces the answers as `save-refine` does; `dataType`, when given,
 * must be the history's (400 otherwise).
 */
export const mainHistorySave = defineCall({
  name: 'saveHistory',
  method: 'POST',
  path: '/api/history/save',
  auth: 'user',
  body: object({
    id: RecordId,
    name: SimulationName,
    filtersValue: optional(ValueIds),
    dataType: optional(ToolDataType),
  }),
  answer: HistoryWithFdes,
});

/**
 * Stores the refined answers of a thermal history and recomputes its psi value (null while they
 * leave several configurations). The rupteur stays: answers matching none of its configurations
 * are a 400. An environmental history is a 400.
 */
export const mainHistorySaveRefine = defineCall({
  name: 'saveRefineHistory',
  method: 'POST',
  path: '/api/history/save-refine',
  auth: 'device',
  body: object({ id: RecordId, filtersValue: ValueIds }),
  answer: success(type({ history: MainHistory })),
});

/**
 * 'Mon projet' (beyond the spec): stores the lengths of a thermal history's junction (null: none),
 * for whoever may refine it (`save-refine`'s rule: an ownerless history's device, or its owner).
 * An environmental history is a 400.
 */
export const mainHistoryLengths = defineCall({
  name: 'saveHistoryLengths',
  method: 'POST',
  path: '/api/history/lengths',
  auth: 'device',
  body: object({ id: RecordId, lengths: nullable(ProjectLengths) }),
  answer: success(type({ history: MainHistory })),
});

/** Deletes one of the user's histories; answers it as it was. */
export const mainHistoryRemove = defineCall({
  name: 'removeHistory',
  method: 'POST',
  path: '/api/history/remove',
  auth: 'user',
  body: object({ id: RecordId }),
  answer: success(type({ history: MainHistory })),
});

/** Sort of the history list: `createdAt` (default, DESC unless told) or `name` (ASC unless told). */
export const MAIN_HISTORY_SORTS = ['createdAt', 'name'] as const;

/** The user's saved histories, sorted (default createdAt DESC, §9); the body is optional. */
export const mainHistoryList = defineCall({
  name: 'listHistory',
  method: 'POST',
  path: '/api/history/list',
  auth: 'user',
  body: optional(object({ sort: optional(enums(MAIN_HISTORY_SORTS)), order: optional(HistoryOrder) })),
  answer: success(type({ list: array(MainHistory) })),
});

/** E-mails the report of one of the user's histories to 1–3 recipients (answer: success only). */
export const mainHistorySendRapport = defineCall({
  name: 'sendHistoryRapport',
  method: 'POST',
  path: '/api/history/send-rapport',
  auth: 'user',
  sendsMail: true,
  body: object({ id: RecordId, emails: RapportRecipients }),
  answer: success(NoDatas),
});

/**
 * The path of the report of one of the user's histories, on the API origin, signed and valid for
 * an hour; the client opens it in a new window.
 */
export const mainHistoryGetRapportLink = defineCall({
  name: 'getHistoryRapportLink',
  method: 'POST',
  path: '/api/history/get-rapport-link',
  auth: 'user',
  body: object({ id: RecordId }),
  answer: success(type({ link: string() })),
});
