import type { ToolDataType } from '@/src/contracts/thermal/filters';
import { valueIdOf } from '@/demo-pages/reference-api/thermal/seed-histories';
import type { MainApi } from './main-site';

/** The id of a seeded filter value, by data type, filter key and value key (data/thermal-filters.json). */
export function valueId(api: MainApi, dataType: ToolDataType, filter: string, value: string): Promise<number> {
  return valueIdOf(api.ctx, dataType, filter, value);
}

/** Value ids of a list of [filter key, value key] answers. */
export function answersOf(api: MainApi, dataType: ToolDataType, answers: [string, string][]): Promise<number[]> {
  return Promise.all(answers.map(([filter, value]) => valueId(api, dataType, filter, value)));
}

/**
 * The answers of a search stopped part-way: an intermediate floor on a concrete wall, ITI 120 mm,
 * prédalle 20 cm (several rupteurs and configurations left). The history and ownership tests save
 * it or leave it unsaved.
 */
export function partialSearch(api: MainApi): Promise<number[]> {
  return answersOf(api, 'rup', [
    ['plancher', 'int'],
    ['mur', 'banche'],
    ['isolation', 'iti'],
    ['isolantMur', '120'],
    ['dalle', 'predalle'],
  ]);
}
