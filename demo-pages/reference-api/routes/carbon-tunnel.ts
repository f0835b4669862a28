import type { Hono } from 'hono';
import {
  downloadClusterRecap,
  getCarbonCluster,
  getCarbonEntrevousField,
  getCarbonForm,
  saveCarbonCluster,
  submitCarbonSimulation,
  type CarbonAnswers,
} from '@/src/contracts/carbon/tunnel';
import type { Caller } from '../access/caller';
import { answerValues, carbonInput, type AnswerValues } from '../carbon/answers';
import { answerErrors, carbonForm } from '../carbon/form';
import { entrevousField } from '../carbon/form-fields';
import { carbonModel } from '../carbon/model';
import { clusterRecapPlan } from '../carbon/recap-pdf';
import { addSimulation, clusterFor, clusterView, createCluster, saveCluster } from '../carbon/store';
import { reportsOf, type ApiContext } from '../context';
import { fileRoute } from '../floor-files/file-route';
import { ApiError, invalidInput } from '../http/api-error';
import { route, type SiteScope } from '../http/route';
import { pdfFileName } from '../pdf/file-name';
import { CLUSTER_NOT_FOUND } from './carbon-history';
import { pathId } from './shared';

/**
 * A cluster the caller may use (access/rule.ts: theirs, or unsaved and made in this browser); the
 * same 404 for anyone else's and an unknown one.
 */
function usableCluster(ctx: ApiContext, raw: string | number | undefined | null, caller: Caller) {
  const id = typeof raw === 'number' ? raw : pathId(raw ?? undefined);
  if (id === null) throw new ApiError(404, CLUSTER_NOT_FOUND);
  return clusterFor(ctx, id, caller, 'use', CLUSTER_NOT_FOUND);
}

/** The answers, with a cluster's zip and name standing for step 1 in cluster mode. */
async function valuesOf(
  ctx: ApiContext,
  body: CarbonAnswers,
  caller: Caller,
): Promise<{ values: AnswerValues; cluster: number | null }> {
  const values = answerValues(body);
  if (body.cluster == null) return { values, cluster: null };
  const cluster = await usableCluster(ctx, body.cluster, caller);
  return { values: { ...values, zipCode: cluster.zip, projectName: cluster.name }, cluster: cluster.id };
}

/**
 * The carbon tunnel (floor-and-carbon-tools §7 'Carbon simulator'; contracts in
 * src/contracts/carbon/tunnel.ts): the form and its block field, the submit, the cluster, its save
 * and its PDF recap. The deletes are the history's (routes/carbon-history.ts).
 */
export function carbonTunnelRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;

  route(app, scope, getCarbonForm, async ({ body, caller }) => {
    const { values, cluster } = await valuesOf(ctx, body, caller);
    return { datas: carbonForm(values, cluster !== null), message: '' };
  });

  route(app, scope, getCarbonEntrevousField, ({ body }) => {
    const values = Object.fromEntries(
      Object.entries(body.datas).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
    );
    return { datas: { field: entrevousField(values) }, message: '' };
  });

  route(app, scope, submitCarbonSimulation, async ({ body, caller }) => {
    const { userId } = caller;
    const { values, cluster } = await valuesOf(ctx, body, caller);
    const errors = answerErrors(values, cluster !== null);
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const simulation = { systemType: values.systemType!, answers: values, result: carbonModel(carbonInput(values)) };
    const at = ctx.now();
    const id =
      cluster !== null
        ? (await addSimulation(ctx, cluster, simulation, at), cluster)
        : await createCluster(
            ctx,
            {
              userId,
              browserHash: userId === null ? caller.browser : null,
              name: values.projectName!,
              zip: values.zipCode!,
              at,
            },
            [simulation],
          );
    return { datas: { cluster: id }, message: '' };
  });

  route(app, scope, getCarbonCluster, async ({ params, caller }) => {
    const found = await usableCluster(ctx, params.id, caller);
    return { datas: await clusterView(ctx, found), message: '' };
  });

  route(app, scope, saveCarbonCluster, async ({ params, body, caller }) => {
    const id = pathId(params.id);
    if (id === null || !(await saveCluster(ctx, id, caller, body.name))) throw new ApiError(404, CLUSTER_NOT_FOUND);
    return { datas: null, message: 'Vos simulations ont été enregistrées.' };
  });

  fileRoute(app, scope, downloadClusterRecap, async ({ params, caller, c }) => {
    const found = await usableCluster(ctx, params.id, caller);
    const plan = async () => clusterRecapPlan(await clusterView(ctx, found), ctx.now());
    const bytes = await reportsOf(ctx).pdf(plan, { signal: c.req.raw.signal });
    return { bytes, file: pdfFileName('impact-carbone', found.name, 'simulations') };
  });
}
