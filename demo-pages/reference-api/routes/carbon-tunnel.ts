import type { Context, Hono } from 'hono';
import {
  downloadClusterRecap,
  getCarbonCluster,
  getCarbonEntrevousField,
  getCarbonForm,
  saveCarbonCluster,
  submitCarbonSimulation,
  type CarbonAnswers,
} from '@/src/contracts/carbon/tunnel';
import { bearerOf } from '../auth/authenticate';
import { verifyAccessToken } from '../auth/tokens';
import { answerValues, carbonInput, type AnswerValues } from '../carbon/answers';
import { answerErrors, carbonForm } from '../carbon/form';
import { entrevousField } from '../carbon/form-fields';
import { carbonModel } from '../carbon/model';
import { clusterRecapPlan } from '../carbon/recap-pdf';
import { addSimulation, clusterView, createCluster, findCluster, mayUse, saveCluster } from '../carbon/store';
import { reportsOf, type ApiContext } from '../context';
import { fileRoute } from '../floor-files/file-route';
import { ApiError, invalidInput } from '../http/api-error';
import { route, type SiteScope } from '../http/route';
import { pdfFileName } from '../pdf/file-name';
import { CLUSTER_NOT_FOUND } from './carbon-history';
import { pathId } from './shared';

/** The user of a public call's bearer, when a live one comes; anonymous otherwise. */
async function optionalUser(ctx: ApiContext, c: Context): Promise<number | null> {
  const bearer = bearerOf(c.req.header('authorization'));
  const claims = bearer ? await verifyAccessToken(ctx, bearer, 'tools') : null;
  return claims?.userId ?? null;
}

/** A cluster the caller may use (unsaved, or theirs); the same 404 for someone else's and an unknown one. */
function usableCluster(ctx: ApiContext, raw: string | number | undefined | null, userId: number | null) {
  const id = typeof raw === 'number' ? raw : pathId(raw ?? undefined);
  const found = id === null ? null : findCluster(ctx, id);
  if (!found || !mayUse(found, userId)) throw new ApiError(404, CLUSTER_NOT_FOUND);
  return found;
}

/** The answers, with a cluster's zip and name standing for step 1 in cluster mode. */
function valuesOf(
  ctx: ApiContext,
  body: CarbonAnswers,
  userId: number | null,
): { values: AnswerValues; cluster: number | null } {
  const values = answerValues(body);
  if (body.cluster == null) return { values, cluster: null };
  const cluster = usableCluster(ctx, body.cluster, userId);
  return { values: { ...values, zipCode: cluster.zip, projectName: cluster.name }, cluster: cluster.id };
}

/**
 * The carbon tunnel (floor-and-carbon-tools §7 'Carbon simulator'; contracts in
 * src/contracts/carbon/tunnel.ts): the form and its block field, the submit, the cluster, its save
 * and its PDF recap. The deletes are the history's (routes/carbon-history.ts).
 */
export function carbonTunnelRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;

  route(app, scope, getCarbonForm, async ({ body, c }) => {
    const { values, cluster } = valuesOf(ctx, body, await optionalUser(ctx, c));
    return { datas: carbonForm(values, cluster !== null), message: '' };
  });

  route(app, scope, getCarbonEntrevousField, ({ body }) => {
    const values = Object.fromEntries(
      Object.entries(body.datas).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
    );
    return { datas: { field: entrevousField(values) }, message: '' };
  });

  route(app, scope, submitCarbonSimulation, async ({ body, c }) => {
    const userId = await optionalUser(ctx, c);
    const { values, cluster } = valuesOf(ctx, body, userId);
    const errors = answerErrors(values, cluster !== null);
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const simulation = { systemType: values.systemType!, answers: values, result: carbonModel(carbonInput(values)) };
    const at = ctx.now();
    const id =
      cluster !== null
        ? (addSimulation(ctx, cluster, simulation, at), cluster)
        : createCluster(ctx, { userId, name: values.projectName!, zip: values.zipCode!, at }, [simulation]);
    return { datas: { cluster: id }, message: '' };
  });

  route(app, scope, getCarbonCluster, async ({ params, c }) => {
    const found = usableCluster(ctx, params.id, await optionalUser(ctx, c));
    return { datas: clusterView(ctx, found), message: '' };
  });

  route(app, scope, saveCarbonCluster, ({ params, body, auth }) => {
    const id = pathId(params.id);
    if (id === null || !saveCluster(ctx, id, auth.user!.userId, body.name)) throw new ApiError(404, CLUSTER_NOT_FOUND);
    return { datas: null, message: 'Vos simulations ont été enregistrées.' };
  });

  fileRoute(app, scope, downloadClusterRecap, async ({ params, auth, c }) => {
    const found = usableCluster(ctx, params.id, auth.user!.userId);
    const plan = () => clusterRecapPlan(clusterView(ctx, found), ctx.now());
    const bytes = await reportsOf(ctx).pdf(plan, { signal: c.req.raw.signal });
    return { bytes, file: pdfFileName('impact-carbone', found.name, 'simulations') };
  });
}
