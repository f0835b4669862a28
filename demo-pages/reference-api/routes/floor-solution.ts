import type { Hono } from 'hono';
import { defineDownload } from '@/src/contracts';
import {
  downloadCarbonDatasPdf,
  downloadSolutionFiles,
  downloadSolutionRecap,
  getCarbonDatas,
  getSolution,
} from '@/src/contracts/floor/solution';
import { carbonFootprints, CONCRETES, steelMasses } from '../floor/catalogue';
import { toFloorSolution } from '../floor/solution-view';
import type { FloorSystem } from '../floor/types';
import { carbonRecapPlan } from '../floor-files/carbon-pdf';
import { documentFile, documentFiles, DOCUMENT_PATH, sizesOf } from '../floor-files/documents';
import { documentsZip } from '../floor-files/documents-zip';
import { fileRoute, type FileInput, type ServedFile } from '../floor-files/file-route';
import { systemOr404 } from '../floor-files/lookups';
import { DOCUMENT_NOT_FOUND, NO_DOWNLOADABLE_DOCUMENT, shareExpired, UNKNOWN_CONCRETE } from '../floor-files/messages';
import { recapPlan } from '../floor-files/recap-pdf';
import { lastShareDay } from '../floor-files/share-expiry';
import { openShare } from '../floor-files/share-link';
import { callerSimulation, recapSimulation, simulationParam, visibleSimulation } from '../floor-files/simulation';
import { solutionDetail } from '../floor-files/solution-detail';
import { reportsOf, type ApiContext } from '../context';
import { ApiError, invalidInput } from '../http/api-error';
import { route, type Handled, type RouteInput, type SiteScope } from '../http/route';
import { readableFileName } from '../pdf/file-name';
import { originsOf } from './floor-configurator';
import { solutionActionRoutes } from './floor-solution-actions';

/** A document of the catalogue, opened from the documents table: shown in the browser, public. */
const getSolutionDocument = defineDownload({
  name: 'getSolutionDocument',
  path: DOCUMENT_PATH,
  auth: 'public',
  contentType: 'application/pdf',
});

/**
 * The floor solution's detail, documents and recaps (floor-and-carbon-tools §2.1 'Solution
 * detail', §6, §7), on the floor site's API. Anyone reads the detail and downloads the documents
 * and their zip; the recaps need a login. Save and share: floor-solution-actions.ts.
 */
export function floorSolutionRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;
  route(app, scope, getSolution, (input) => solution(ctx, input));
  route(app, scope, getCarbonDatas, (input) => carbonDatas(input));
  fileRoute(app, scope, getSolutionDocument, (input) => solutionDocument(ctx, input));
  fileRoute(app, scope, downloadSolutionFiles, (input) => solutionFiles(ctx, input));
  fileRoute(app, scope, downloadSolutionRecap, (input) => solutionRecap(ctx, input));
  fileRoute(app, scope, downloadCarbonDatasPdf, (input) => carbonDatasPdf(ctx, input));
  solutionActionRoutes(app, scope);
}

async function solution(
  ctx: ApiContext,
  { params, query, c, caller, pageOrigin }: RouteInput<typeof getSolution>,
): Promise<Handled<typeof getSolution>> {
  const system = systemOr404(params.slug);
  const id = simulationParam(query.simulation);
  // The caller's own simulation, else one a signed share link names (its reasons only) until
  // the link expires; then the detail still shows, and its message says why the reasons do not.
  const own = await visibleSimulation(ctx, id, caller);
  const share = own ? null : await openShare(ctx, id, system.slug, query.share);
  const simulation = own ?? (share?.kind === 'valid' ? share.simulation : null);
  const recap = recapSimulation(simulation, system);
  const detail = await solutionDetail(
    reportsOf(ctx),
    system,
    originsOf(ctx, c, pageOrigin),
    recap && { id: recap.id, reasons: recap.reasons, basis: recap.basis },
  );
  return { datas: detail, message: share?.kind === 'expired' ? shareExpired(lastShareDay(share.expiresAt)) : '' };
}

function carbonDatas({ params, query }: RouteInput<typeof getCarbonDatas>): Handled<typeof getCarbonDatas> {
  const system = systemOr404(params.slug);
  simulationParam(query.simulation); // checked; the carbon model does not depend on the span
  return {
    datas: { carbonFootprints: footprintsOf(system, query.concrete), steelMasses: steelMasses(system) },
    message: '',
  };
}

async function solutionDocument(ctx: ApiContext, { params }: FileInput): Promise<ServedFile> {
  const found = await documentFile(reportsOf(ctx), systemOr404(params.slug), params.file ?? '');
  if (!found) throw new ApiError(404, DOCUMENT_NOT_FOUND);
  return {
    bytes: found.bytes,
    file: readableFileName(`${found.document.libelle}.pdf`),
    disposition: 'inline',
    cache: 'public',
  };
}

async function solutionFiles(ctx: ApiContext, { params, c }: FileInput): Promise<ServedFile> {
  const reports = reportsOf(ctx);
  const system = systemOr404(params.slug);
  const files = await documentFiles(reports, system);
  if (files.length === 0) throw new ApiError(404, NO_DOWNLOADABLE_DOCUMENT);
  const { entries, file } = documentsZip(system, files);
  return { bytes: await reports.zip(entries, { signal: c.req.raw.signal }), file, cache: 'public' };
}

async function solutionRecap(
  ctx: ApiContext,
  { params, query, caller, c, pageOrigin }: FileInput,
): Promise<ServedFile> {
  const reports = reportsOf(ctx);
  const system = systemOr404(params.slug);
  const simulation = await callerSimulation(ctx, simulationParam(query.simulation), caller);
  const origins = originsOf(ctx, c, pageOrigin);
  const links = toFloorSolution(system, origins, undefined, await sizesOf(reports, system)).links;
  const plan = recapPlan(system, recapSimulation(simulation, system), links, ctx.now());
  const bytes = await reports.pdf(plan, { signal: c.req.raw.signal });
  return { bytes, file: readableFileName(`${system.libelle} – récapitulatif.pdf`) };
}

async function carbonDatasPdf(ctx: ApiContext, { params, query, caller, c }: FileInput): Promise<ServedFile> {
  const system = systemOr404(params.slug);
  const simulation = await callerSimulation(ctx, simulationParam(query.simulation), caller);
  const footprints = footprintsOf(system, query.concrete);
  const plan = carbonRecapPlan(system, recapSimulation(simulation, system), footprints, ctx.now());
  const bytes = await reportsOf(ctx).pdf(plan, { signal: c.req.raw.signal });
  return { bytes, file: readableFileName(`${system.libelle} – impact carbone.pdf`) };
}

/** The footprints with every concrete, or the one named; an unknown one is a 400 naming the field. */
function footprintsOf(system: FloorSystem, concrete: string | undefined) {
  if (concrete !== undefined && !CONCRETES.some((c) => c.slug === concrete)) {
    throw invalidInput({ concrete: UNKNOWN_CONCRETE }, UNKNOWN_CONCRETE);
  }
  return carbonFootprints(system, concrete);
}
