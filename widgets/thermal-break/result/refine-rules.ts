import type { ThermalFilter } from '@/src/contracts/thermal/filters';
import type { PsiValue } from '@/src/contracts/thermal/psi-value';

/**
 * The refine view's rules, without React (thermal-break-tool §4 "Refine filter visibility", §5):
 * which filters show, which answer is picked for the visitor, when 'Suivant' is offered.
 */

/** The chosen value id of each filter, by filter id; a cleared select has no entry. */
export type RefineAnswers = Readonly<Record<number, number>>;

/** Import columns of the floor's own insulation: floors on a crawl space or above a basement. */
export const LOWER_FLOOR_COLUMNS: readonly number[] = [13, 14];
/** Import column of the thermo-prédalle's built-in insulation: intermediate floors, rupteur uuid 1. */
export const THERMO_PREDALLE_COLUMN = 16;
export const THERMO_PREDALLE_UUID = 1;

const isLowerFloor = (label: string) =>
  label === 'Plancher vide sanitaire' || label.startsWith('Plancher haut de sous');
const isIntermediateFloor = (label: string) => label.startsWith('Plancher interm');

/** The labels of the chosen values. */
export function chosenLabels(filters: readonly ThermalFilter[], answers: RefineAnswers): string[] {
  return filters.flatMap((filter) => {
    const chosen = answers[filter.id];
    const value = filter.filterValues.find((v) => v.id === chosen);
    return value ? [value.value] : [];
  });
}

/** Whether one filter shows, given the chosen labels and the rupteur's uuid. */
export function isVisible(filter: ThermalFilter, labels: readonly string[], rupteurUuid: number | null): boolean {
  if (LOWER_FLOOR_COLUMNS.includes(filter.importColumn)) return labels.some(isLowerFloor);
  if (filter.importColumn === THERMO_PREDALLE_COLUMN)
    return rupteurUuid === THERMO_PREDALLE_UUID && labels.some(isIntermediateFloor);
  return true;
}

export function visibleFilters(
  filters: readonly ThermalFilter[],
  answers: RefineAnswers,
  rupteurUuid: number | null,
): ThermalFilter[] {
  const labels = chosenLabels(filters, answers);
  return filters.filter((filter) => isVisible(filter, labels, rupteurUuid));
}

/**
 * The answers to send: those of visible filters only (a hidden filter's answer is dropped), and
 * a visible filter offering a single value gets it. Applied until nothing changes, since an
 * answer picked may show another filter.
 */
export function settleAnswers(
  filters: readonly ThermalFilter[],
  answers: RefineAnswers,
  rupteurUuid: number | null,
): RefineAnswers {
  let current: Record<number, number> = { ...answers };
  for (let round = 0; round <= filters.length; round++) {
    const visible = visibleFilters(filters, current, rupteurUuid);
    const next: Record<number, number> = {};
    for (const filter of visible) {
      const chosen = current[filter.id];
      const offered = filter.filterValues.some((v) => v.id === chosen);
      if (chosen !== undefined && offered) next[filter.id] = chosen;
      else if (filter.filterValues.length === 1) next[filter.id] = filter.filterValues[0]!.id;
    }
    if (sameAnswers(next, current)) return next;
    current = next;
  }
  return current;
}

export function sameAnswers(a: RefineAnswers, b: RefineAnswers): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[Number(k)] === b[Number(k)]);
}

/** The answers as the server's list of value ids, in the filters' order. */
export function answerIds(filters: readonly ThermalFilter[], answers: RefineAnswers): number[] {
  return filters.flatMap((filter) => (answers[filter.id] === undefined ? [] : [answers[filter.id]!]));
}

/** The answers the server marked selected. */
export function selectedAnswers(filters: readonly ThermalFilter[]): RefineAnswers {
  const answers: Record<number, number> = {};
  for (const filter of filters) {
    const selected = filter.filterValues.find((v) => v.selected);
    if (selected) answers[filter.id] = selected.id;
  }
  return answers;
}

/** 'Suivant' (§5): once a psi value exists, or every visible filter has a value. */
export function canContinue(
  psiValue: PsiValue | null,
  filters: readonly ThermalFilter[],
  answers: RefineAnswers,
  rupteurUuid: number | null,
): boolean {
  if (psiValue) return true;
  return visibleFilters(filters, answers, rupteurUuid).every((filter) => answers[filter.id] !== undefined);
}
