import type { Hono } from 'hono';
import { getEnvResult } from '@/src/contracts/thermal/env-result';
import { getFilterConfiguration, getFilters } from '@/src/contracts/thermal/filters';
import { getRupteur, searchRupteurs } from '@/src/contracts/thermal/rupteur';
import { ApiError } from '../http/api-error';
import { route, type SiteScope } from '../http/route';
import { historyFor } from '../thermal/histories';
import { configurationIdsOf, envSystem, fdesOf, psiValue, psiValues, rupteur } from '../thermal/read';
import { envMatches, nextFilters, refineConfiguration, searchByAnswers } from '../thermal/search';
import { pathId } from './shared';

export const RUPTEUR_NOT_FOUND = 'Ce rupteur est introuvable.';
export const NOT_THERMAL = 'Le configurateur ne concerne que les recherches de rupteur (données thermiques).';

/**
 * The main site's questionnaire calls (thermal-break-tool §7): filters, refine configuration,
 * rupteur search and sheet, environmental result. Device bearer (or a user's).
 */
export function mainToolRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;

  route(app, scope, getFilters, async ({ body }) => ({
    datas: await nextFilters(ctx, body.dataType, body.answers),
    message: '',
  }));

  route(app, scope, getFilterConfiguration, async ({ body, caller }) => {
    const history = await historyFor(ctx, body.historyId, caller, 'use');
    if (history.rupteur_id === null) throw new ApiError(400, NOT_THERMAL, { historyId: 'Valeur invalide' });
    const { filters, determined } = await refineConfiguration(ctx, history.rupteur_id, body.answers);
    return { datas: { filters, psiValue: await psiValue(ctx, determined) }, message: '' };
  });

  route(app, scope, searchRupteurs, async ({ body }) => ({
    datas: { rupteurs: await searchByAnswers(ctx, body.filters) },
    message: '',
  }));

  route(app, scope, getRupteur, async ({ params }) => {
    const id = pathId(params.id);
    const found = id === null ? null : await rupteur(ctx, id, await psiValues(ctx, await configurationIdsOf(ctx, id)));
    if (!found) throw new ApiError(404, RUPTEUR_NOT_FOUND);
    return { datas: { rupteur: found }, message: '' };
  });

  route(app, scope, getEnvResult, async ({ body }) => {
    const matches = await envMatches(ctx, body.dataType, body.filtersValue);
    const systemId = matches.length === 1 ? matches[0]! : null;
    return {
      datas: { success: systemId !== null, result: await envSystem(ctx, systemId), fdes: await fdesOf(ctx, systemId) },
      message: systemId === null ? 'Aucun résultat unique ne correspond à ces critères.' : '',
    };
  });
}
