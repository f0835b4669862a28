import type { EnvDataType } from '@/src/contracts/thermal/filters';
import type { ToolDataType } from '@/src/contracts/thermal/filters';
import type { ApiContext } from '../context';
import { ApiError } from '../http/api-error';
import type { Outcome } from './histories';
import { resolveAnswers } from './facets';
import { envMatches, rupteurMatch, searchByAnswers } from './search';

/** What a history stores for its answers: the rules of create, save and save-refine. */

export const NO_RUPTEUR = 'Aucun rupteur ne correspond à ces critères.';
export const NO_SYSTEM = 'Aucun système ne correspond à ces critères.';
export const SEVERAL_SYSTEMS = 'Ces critères désignent encore plusieurs systèmes : répondez aux questions restantes.';
export const RUPTEUR_NOT_MATCHING = 'Ce rupteur ne correspond pas à ces critères.';
export const NO_CONFIGURATION = 'Ces critères ne correspondent à aucune configuration de ce rupteur.';

/** A new thermal search: the chosen rupteur (or the best) among those matching, its psi value once determined. */
export async function thermalOutcome(ctx: ApiContext, answers: number[], chosen?: number): Promise<Outcome> {
  const found = await searchByAnswers(ctx, answers);
  if (found.length === 0) throw new ApiError(404, NO_RUPTEUR);
  const picked = chosen === undefined ? found[0]! : found.find((r) => r.id === chosen);
  if (!picked) throw new ApiError(400, RUPTEUR_NOT_MATCHING, { rupteur: 'Valeur invalide' });
  return refinedOutcome(ctx, picked.id, answers);
}

/** Refined answers of a thermal history: the rupteur stays, the psi value is recomputed. */
export async function refinedOutcome(ctx: ApiContext, rupteurId: number, answers: number[]): Promise<Outcome> {
  await resolveAnswers(ctx, 'rup', answers);
  const { configurations, determined } = await rupteurMatch(ctx, rupteurId, answers);
  if (configurations.length === 0) throw new ApiError(400, NO_CONFIGURATION, { filtersValue: 'Valeur invalide' });
  return { answers, rupteur_id: rupteurId, psi_configuration_id: determined, env_system_id: null };
}

/** An environmental search must designate exactly one system. */
export async function envOutcome(ctx: ApiContext, dataType: EnvDataType, answers: number[]): Promise<Outcome> {
  const matches = await envMatches(ctx, dataType, answers);
  if (matches.length === 0) throw new ApiError(404, NO_SYSTEM);
  if (matches.length > 1) throw new ApiError(400, SEVERAL_SYSTEMS, { filtersValue: 'Valeur invalide' });
  return { answers, rupteur_id: null, psi_configuration_id: null, env_system_id: matches[0]! };
}

export async function newOutcome(
  ctx: ApiContext,
  dataType: ToolDataType,
  answers: number[],
  rupteur?: number,
): Promise<Outcome> {
  return dataType === 'rup' ? await thermalOutcome(ctx, answers, rupteur) : await envOutcome(ctx, dataType, answers);
}
