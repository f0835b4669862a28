import {
  array,
  boolean,
  dynamic,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  type,
  type Infer,
} from 'superstruct';
import { defineCall } from '../call';
import { success } from '../envelope';
import { FloorHistoryQuery } from './query';
import { DeleteAnswer, FilterDefinition, IsoDateTime, ItemTitle } from './shared';

/**
 * The saved history of the floor site (account-layer §2 "Floor history", §3 history items and
 * filter definitions, §7; floor-and-carbon-tools §4.1). Every call needs the user's bearer; a
 * user only ever sees and deletes their own items. Its query is `FloorHistoryQuery` (query.ts).
 */

/**
 * Decision (item fields beyond those of the spec are "not shown"): floor items also carry the
 * attributes the filters work on. A saved solution keeps a copy of the context of the simulation
 * it was saved from, so every filter applies to both kinds and deleting that simulation leaves
 * the solution whole.
 */
const FloorContext = {
  zip: string(),
  floor: string(),
  floorLevel: string(),
  floorType: string(),
  /** null when the user gave none. */
  projectCode: nullable(string()),
  createdAt: IsoDateTime,
};

/**
 * Decision (the spec is silent on these fields): a saved simulation also says what it
 * was about, for its row: the span ('4,20 m'), the use of the room ('Habitation'), the infill
 * system ('Entrevous polystyrène') and the number of solutions found. Optional: an API without
 * them still answers the contract, and the row shows what there is.
 */
const SimulationSummaryFields = {
  span: optional(string()),
  use: optional(string()),
  system: optional(string()),
  solutionCount: optional(number()),
};
export type SimulationSummary = { span: string; use: string; system: string; solutionCount: number };

/** A saved floor simulation; the list shows `title`, falling back to `name` (null title: none given). */
export const SimulationItem = type({
  type: literal('simulation'),
  id: number(),
  title: nullable(string()),
  name: string(),
  ...FloorContext,
  ...SimulationSummaryFields,
});
export type SimulationItem = Infer<typeof SimulationItem>;

/** A saved solution (label 'Système'), known by its slug: a user holds at most one copy of a solution. */
export const SolutionItem = type({ type: literal('solution'), slug: string(), libelle: string(), ...FloorContext });
export type SolutionItem = Infer<typeof SolutionItem>;

/** Either kind, read by its `type` so that a contract failure names the right fields. */
export const FloorHistoryItem = dynamic<SimulationItem | SolutionItem>(
  (value) => ((value as { type?: unknown } | null)?.type === 'solution' ? SolutionItem : SimulationItem) as never,
);
export type FloorHistoryItem = Infer<typeof FloorHistoryItem>;

/** The floor filter definitions; `title` and `projectCode` say whether their text filters are offered. */
export const FloorFilters = type({
  floor: FilterDefinition,
  floorLevel: FilterDefinition,
  type: FilterDefinition,
  title: boolean(),
  projectCode: boolean(),
});
export type FloorFilters = Infer<typeof FloorFilters>;

/** Decision: the three floor lists answer their items under `datas.data`, sorted and filtered. */
export const listSimulations = defineCall({
  name: 'listSimulations',
  method: 'GET',
  path: '/api/simulations/',
  auth: 'user',
  query: FloorHistoryQuery,
  answer: success(type({ data: array(SimulationItem) })),
});

export const listSolutions = defineCall({
  name: 'listSolutions',
  method: 'GET',
  path: '/api/solutions/',
  auth: 'user',
  query: FloorHistoryQuery,
  answer: success(type({ data: array(SolutionItem) })),
});

/** The floor history page's list: simulations and solutions merged, then sorted and filtered. */
export const listSavedData = defineCall({
  name: 'listSavedData',
  method: 'GET',
  path: '/api/configurator/saved-data/',
  auth: 'user',
  query: FloorHistoryQuery,
  answer: success(type({ data: array(FloorHistoryItem) })),
});

/** Decision: the definitions are answered under `datas.filters`. */
export const getFloorFilters = defineCall({
  name: 'getHistoryFilters',
  method: 'GET',
  path: '/api/configurator/filters/',
  auth: 'user',
  query: FloorHistoryQuery,
  answer: success(type({ filters: FloorFilters })),
});

/** Someone else's or an unknown id: 404 (a 403 would end the session on the client, §8). */
export const deleteSimulation = defineCall({
  name: 'deleteSimulation',
  method: 'DELETE',
  path: '/api/simulation/:id/',
  auth: 'user',
  answer: DeleteAnswer,
});

/** Decision (deletion by slug is "not shown"): the slug takes the place of the id in the path. */
export const deleteSolution = defineCall({
  name: 'deleteSolution',
  method: 'DELETE',
  path: '/api/solution/:slug/',
  auth: 'user',
  answer: DeleteAnswer,
});

/** A new name for a saved simulation: one line, 1 to 100 characters (the configuration name's limit). */
export const SimulationTitle = ItemTitle;

/**
 * Beyond the spec ('histories you can use'): renames a saved floor simulation — its
 * title in the history, its configuration name in the form, the recap and the e-mails. Its
 * owner only (access/rule.ts 'own'); someone else's or an unknown id: the history's 404. Answers
 * the title as stored (trimmed). 'Dupliquer et modifier' needs no call of its own: the
 * configurator opens `?duplicate={id}` with the saved form (`modifySimulation`) as a new configuration.
 */
export const renameSimulation = defineCall({
  name: 'renameSimulation',
  method: 'PUT',
  path: '/api/simulation/:id/title/',
  auth: 'user',
  body: object({ title: SimulationTitle }),
  answer: success(type({ title: string() })),
});
