import type { Context, Hono } from 'hono';
import {
  getEntrevousField,
  getFloorForm,
  getFloorSimulationResult,
  modifyFloorSimulation,
  submitFloorSimulation,
  validateContinuity,
} from '@/src/contracts/floor/simulator';
import type { Caller } from '../access/caller';
import type { ApiContext } from '../context';
import { continuityProblem } from '../floor/continuity';
import { formFields, formSteps } from '../floor/form';
import { readAnswerObject, readAnswerParam } from '../floor/read-query';
import { checkValues, groupValues, toAnswers } from '../floor/read-submit';
import { recommend } from '../floor/recommend';
import { floorResult } from '../floor/result';
import type { Origins } from '../floor/solution-view';
import { simulationFor, simulationIfAllowed, storeSubmission } from '../floor/store';
import { ApiError, invalidInput } from '../http/api-error';
import { route, type SiteScope } from '../http/route';
import { pathId } from './shared';
import { SIMULATION_NOT_FOUND } from './floor-history';

/** Where the answers' URLs point: the API's own origin for files, the calling page's site for pages. */
export function originsOf(ctx: ApiContext, c: Context, pageOrigin: string | null): Origins {
  return { api: new URL(c.req.url).origin, site: pageOrigin ?? ctx.sites.plancher[0]! };
}

/** A simulation the caller may use (access/rule.ts), else the unknown id's 404. */
function usableSimulation(ctx: ApiContext, caller: Caller, raw: string | undefined) {
  const id = pathId(raw);
  if (id === null) throw new ApiError(404, SIMULATION_NOT_FOUND);
  return simulationFor(ctx, id, caller, 'use', SIMULATION_NOT_FOUND);
}

/**
 * The simulation a submit edits, whose cluster the new one joins: one the caller may use and
 * whose owner the new one gets (the user's own; anonymous, one made in this browser). Any other
 * id starts a new cluster, as an unknown one always did: it tells nothing and joins nothing.
 */
async function editedSimulation(ctx: ApiContext, caller: Caller, raw: unknown) {
  const id = pathId(String(raw ?? ''));
  const found = id === null ? null : await simulationIfAllowed(ctx, id, caller, 'use');
  return found && found.userId === caller.userId ? found : null;
}

/**
 * The floor configurator (floor-and-carbon-tools §7 'Floor configurator'; contracts in
 * src/contracts/floor/simulator.ts): the form, its reloads, the continuity check, the submit,
 * and a saved simulation's form and results.
 */
export function floorConfiguratorRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;

  route(app, scope, getFloorForm, ({ query }) => {
    const values = { ...readAnswerParam(query.step1, 'step1'), ...readAnswerParam(query.step2, 'step2') };
    if (query.cluster !== undefined && pathId(query.cluster) === null)
      throw invalidInput(
        { cluster: 'Identifiant de configuration invalide.' },
        'Les réponses envoyées sont illisibles.',
      );
    return { datas: { status: 'new' as const, formArray: formSteps(values) }, message: '' };
  });

  route(app, scope, getEntrevousField, ({ body }) => {
    const values = readAnswerObject(body.datas, 'datas');
    const field = formFields(values).step2.find((f) => f.name === 'floorType')!;
    return { datas: { field }, message: '' };
  });

  // Hono reads `:width,:length` as one parameter named 'width,:length': the pair is split here.
  route(app, scope, validateContinuity, ({ c }) => {
    const pair = /\/api\/validation\/continuity\/(\d{1,4}),(\d{1,4})\/$/.exec(c.req.path);
    if (!pair)
      throw new ApiError(400, "La largeur et la longueur s'écrivent en centimètres entiers, par exemple 25,80.");
    const problem = continuityProblem(Number(pair[1]), Number(pair[2]));
    return { datas: { valid: problem === null }, message: problem?.message ?? '' };
  });

  route(app, scope, submitFloorSimulation, async ({ body, c, caller, pageOrigin }) => {
    const grouped = groupValues(body.values, [...formFields({}).step1, ...formFields({}).step2]);
    if (Object.keys(grouped.errors).length > 0) throw invalidInput(grouped.errors);
    const checked = checkValues(grouped.values);
    if (Object.keys(checked.errors).length > 0) throw invalidInput(checked.errors);
    const editing = await editedSimulation(ctx, caller, grouped.values.simulationId);
    const { simulationId: _ignored, ...values } = checked.values;
    const answers = toAnswers(values);
    const solutions = recommend(answers).solutions.map((e) => e.system.slug);
    const { userId } = caller;
    const browserHash = userId === null ? caller.browser : null;
    const id = await storeSubmission(ctx, {
      userId,
      browserHash,
      editing,
      values,
      answers,
      solutions,
      createdAt: ctx.now(),
    });
    return { datas: floorResult(answers, id, originsOf(ctx, c, pageOrigin)), message: '' };
  });

  route(app, scope, modifyFloorSimulation, async ({ caller, params }) => {
    const simulation = await usableSimulation(ctx, caller, params.id);
    return { datas: { status: 'edit' as const, formArray: formSteps(simulation.values, true) }, message: '' };
  });

  route(app, scope, getFloorSimulationResult, async ({ caller, params, c, pageOrigin }) => {
    const simulation = await usableSimulation(ctx, caller, params.id);
    return { datas: floorResult(simulation.answers, simulation.id, originsOf(ctx, c, pageOrigin)), message: '' };
  });
}
