import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  type,
  union,
  type Infer,
} from 'superstruct';
import { defineCall } from '../call';
import { success } from '../envelope';
import { EntrevousAnswer, EntrevousBody, FormStep } from '../forms/server-field';
import { FloorSolution } from './solution';

/**
 * The floor configurator's form and simulation (floor-and-carbon-tools §2.1, §3 'Simulation result
 * (floor)', §4.1, §5 floor steps, §7 'Floor configurator'). Served by the floor site's API
 * (`api.plancher…`). Anonymous visitors configure (§6): the form, the submit and the results are
 * public; editing and reopening a saved simulation need the user who saved it.
 */

/**
 * The form (§7 `GET /api/simulator/`): `formArray` holds the two steps. `status`: `new` for an
 * empty form, `edit` for a saved simulation's form whose fields carry its values (the spec names
 * the field without its meaning; this is ours).
 */
export const FloorForm = type({ status: enums(['new', 'edit'] as const), formArray: array(FormStep) });
export type FloorForm = Infer<typeof FloorForm>;

/**
 * The form again with the answers so far (§7 `GET /api/simulator/?{query}`), after a change of a
 * field with `reload: 'form'`: the choices that depend on earlier answers (the 'up' values of the
 * climate zone of the zip code, the load cases of a floor) come back updated. Each parameter is a
 * JSON object of field → value: `step1` and `step2` the answers of each step, `cluster` the id of
 * the configuration being edited (its simulations form a cluster, see cluster.ts).
 */
export const FloorFormQuery = object({
  step1: optional(string()),
  step2: optional(string()),
  cluster: optional(string()),
});

/** The initial form, or the form for the answers in the query. Public. */
export const getFloorForm = defineCall({
  name: 'getFloorForm',
  method: 'GET',
  path: '/api/simulator/',
  auth: 'public',
  query: FloorFormQuery,
  answer: success(FloorForm),
});

/**
 * One flattened form value (§7 'flat form values, array entries flattened to field/value'): a
 * checkbox with two values gives two entries of the same field, an empty checkbox none. Values
 * are sent as typed; 'true' and 'false' as booleans (§4.1).
 */
export const FlatValue = object({ field: string(), value: union([string(), number(), boolean()]) });
export type FlatValue = Infer<typeof FlatValue>;

/** The design office of the visitor's department (§3 'agency'). */
export const Agency = type({ libelle: string(), emails: array(string()), phone: string() });
export type Agency = Infer<typeof Agency>;

/**
 * Beyond the spec, 'Pourquoi cette solution ?': with an empty result, the closest
 * systems of the catalogue and, for each, the rule that excluded it in plain French, naming the
 * answer to change ('Portée de 7,20 m : ce système va jusqu'à 6,40 m.').
 */
export const Exclusion = type({ slug: string(), libelle: string(), reason: string() });
export type Exclusion = Infer<typeof Exclusion>;

/**
 * Beyond the spec ('past the catalogue, a way on'): with an empty result, the limit of
 * the catalogue the answers pass, computed from them — `span` (no system reaches the span under
 * these loads), `load` (g + q above the span tables) or `up` (no system reaches the Up aimed at) —
 * and its French sentence ('Portée de 8,50 m : le catalogue va jusqu'à 7,60 m…'). The client
 * then offers the design office's contact, its message prefilled with it.
 */
export const CatalogueLimit = type({ kind: enums(['span', 'load', 'up'] as const), message: string() });
export type CatalogueLimit = Infer<typeof CatalogueLimit>;

/**
 * The result of a simulation (§3 'Simulation result (floor)'). `solutions` come sorted by
 * thickness, ascending (the client sorts again on the user's choice). `simulation.id` names the
 * stored simulation (share, contact, save, history). `agency`: the design office of the zip
 * code's department, null when none covers it. `message`: the server's word for a toast, null
 * when it has none. `exclusions`: empty unless `solutions` is.
 */
export const FloorResult = type({
  solutions: array(FloorSolution),
  hasOnlyOneSolution: boolean(),
  simulation: type({ id: number() }),
  agency: nullable(Agency),
  message: nullable(string()),
  exclusions: array(Exclusion),
  /** See {@link CatalogueLimit}: absent or null unless `solutions` is empty and a limit is the cause. */
  limit: optional(nullable(CatalogueLimit)),
});
export type FloorResult = Infer<typeof FloorResult>;

/**
 * The submit (§7 `POST /api/simulator/`): every value of both steps, flattened, including
 * `zipCode`, `configurationName`, `company` and, when a saved simulation is being edited,
 * `simulationId` (the new simulation joins that simulation's cluster). Public; a user's bearer
 * makes the simulation theirs (it shows in their history).
 *
 * Refused (400, the envelope): `error` maps each field at fault to its French message, which the
 * client places under that field and marks it required (§5 'Floor step 2').
 */
export const submitFloorSimulation = defineCall({
  name: 'submitFloorSimulation',
  method: 'POST',
  path: '/api/simulator/',
  auth: 'public',
  body: object({ values: array(FlatValue) }),
  answer: success(FloorResult),
});

/** §7 service layer `modifySimulation(id)`: the saved simulation's form, its values filled (`status: 'edit'`). */
export const modifyFloorSimulation = defineCall({
  name: 'modifySimulation',
  method: 'GET',
  path: '/api/simulation/:id/form/',
  auth: 'user',
  answer: success(FloorForm),
});

/**
 * §7 service layer `getSimulationResult(id)`: the results of a saved simulation (`?history=`),
 * computed again from its answers against today's catalogue. Someone else's or an unknown id: 404.
 */
export const getFloorSimulationResult = defineCall({
  name: 'getSimulationResult',
  method: 'GET',
  path: '/api/simulation/:id/result/',
  auth: 'user',
  answer: success(FloorResult),
});

/**
 * The infill-block field for the answers so far (§7 `POST /api/configurator/entrevous/?as-field=1`),
 * after a change of a field with `reload: 'entrevous'`: the blocks that reach the asked 'up' value
 * at that span. `datas`: the answers, field → value.
 */
export const getEntrevousField = defineCall({
  name: 'getEntrevousField',
  method: 'POST',
  path: '/api/configurator/entrevous/',
  auth: 'public',
  query: object({ 'as-field': literal('1') }),
  body: EntrevousBody,
  answer: success(EntrevousAnswer),
});

/**
 * The continuity check (§5 'Continuity', §7 `GET /api/validation/continuity/{a},{b}/`): `a` the
 * support width, `b` the length of the continuity, both in cm. `valid` says whether the pair is
 * buildable; `message` (the envelope's) is the sentence to show inline while continuity is 'true',
 * empty when valid.
 */
export const validateContinuity = defineCall({
  name: 'validateContinuity',
  method: 'GET',
  path: '/api/validation/continuity/:width,:length/',
  auth: 'public',
  answer: success(type({ valid: boolean() })),
});
