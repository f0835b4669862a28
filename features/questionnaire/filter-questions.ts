import type { EnvDataType, ThermalFilter, ToolDataType } from '@/src/contracts/thermal/filters';
import { QUESTIONNAIRE_MESSAGES as M } from './messages';
import type { Question } from './types';

/** The environmental first question, asked by the client: its answer picks the data type (§2). */
export const SYSTEM_QUESTION: Question = {
  id: 'system',
  title: M.systemQuestion,
  intro: true,
  choices: (['pou', 'pre', 'mur'] as const).map((id) => ({ id, ...M.systems[id] })),
};

export const isEnvDataType = (id: unknown): id is EnvDataType => id === 'pou' || id === 'pre' || id === 'mur';

/**
 * The hint under a mounting question (§2): the prédalle's and the prémur's 'Montage …' filters,
 * whose choices read as thicknesses ('5 + 13', '4 + 12 + 4'). Known by their name: the filters
 * carry no other mark of it, and their import columns differ between the two data types.
 */
export function hintFor(dataType: ToolDataType, filter: Pick<ThermalFilter, 'name'>): string | undefined {
  if (!/^montage\b/i.test(filter.name.trim())) return undefined;
  return dataType === 'pre' || dataType === 'mur' ? M.hints[dataType] : undefined;
}

/** A server filter as a question; its illustration's path is on the API's origin. */
export function questionOf(filter: ThermalFilter, dataType: ToolDataType, apiBase: string): Question {
  const hint = hintFor(dataType, filter);
  return {
    id: String(filter.id),
    title: filter.name,
    choices: filter.filterValues.map((v) => ({ id: v.id, label: v.value })),
    ...(filter.bg_image.url ? { image: new URL(filter.bg_image.url, apiBase).href } : {}),
    ...(hint ? { hint } : {}),
  };
}
