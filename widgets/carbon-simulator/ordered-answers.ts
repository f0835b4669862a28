import { isEmptyValue, placeFields, sameValue } from '@/features/dynamic-form/fields';
import type { FormState } from '@/features/dynamic-form/form-state';
import type { FieldValue, FormValues } from '@/features/dynamic-form/types';
import { readValue } from '@/features/dynamic-form/values';

/** One answer of the carbon tunnel's step 2, in the order it was given (§9 'order is significant'). */
export interface OrderedAnswer {
  field: string;
  value: FieldValue;
  /** Put in by the form (a forced or default value, §4.2), not yet answered by the visitor. */
  proposed?: true;
}

/**
 * The fields whose answers follow rules of their own (floor-and-carbon-tools §4.2): the system
 * type and the favourite configuration (choosing a favourite cuts the list back), and the fields
 * whose choice, picked again, takes the answer back (the thermal break).
 */
export interface AnswerRules {
  systemType: string;
  favorites: string;
  toggles: readonly string[];
}

export const CARBON_ANSWER_RULES: AnswerRules = {
  systemType: 'systemType',
  favorites: 'favorites',
  toggles: ['thermalBreak'],
};

const indexOf = (list: readonly OrderedAnswer[], field: string) => list.findIndex((a) => a.field === field);

/**
 * The list after the user answered `field` (§4.2):
 * - a new answer is added at the end; so is the visitor's first answer to a field the form had
 *   filled (a proposed entry), which leaves its place: the visitor never answered it, so nothing
 *   answered after it is dropped (correcting the proposed seismic zone keeps the thermal break);
 * - re-answering a field replaces its entry and drops the answers that came after it; an emptied
 *   answer (a cleared number) is taken back with those after it;
 * - choosing a favourite cuts the list back to just after the favourite, or just after the system
 *   type when there was no favourite yet: the preset then proposes every later answer.
 * The same answer again changes nothing (the same list comes back).
 */
export function answer(
  list: readonly OrderedAnswer[],
  field: string,
  value: FieldValue,
  rules: AnswerRules = CARBON_ANSWER_RULES,
): readonly OrderedAnswer[] {
  const at = indexOf(list, field);
  if (at >= 0 && sameValue(list[at]!.value, value)) return list;
  if (at >= 0 && list[at]!.proposed) {
    const without = [...list.slice(0, at), ...list.slice(at + 1)];
    return isEmptyValue(value) ? without : answer(without, field, value, rules);
  }
  if (isEmptyValue(value)) return at >= 0 ? list.slice(0, at) : list;
  if (field === rules.favorites && at < 0) {
    const system = indexOf(list, rules.systemType);
    const kept = system >= 0 ? list.slice(0, system + 1) : list;
    return [...kept, { field, value }];
  }
  return at >= 0 ? [...list.slice(0, at), { field, value }] : [...list, { field, value }];
}

/**
 * A choice picked again (§4.2 'Selecting the same thermalBreak value again removes that answer
 * and those after it'): for a toggle field holding that very value, the list cut before it, the
 * value proposed by the form (a favourite's) as well as the visitor's; otherwise the same list.
 */
export function reselect(
  list: readonly OrderedAnswer[],
  field: string,
  value: FieldValue,
  rules: AnswerRules = CARBON_ANSWER_RULES,
): readonly OrderedAnswer[] {
  const at = indexOf(list, field);
  if (!rules.toggles.includes(field) || at < 0 || !sameValue(list[at]!.value, value)) return list;
  return list.slice(0, at);
}

/**
 * The forced and default values the form proposes, added after the answers (§4.2 'Forced or
 * default values are added automatically'), in the form's order, each field once, marked as
 * proposed. Fields already answered keep the user's answer.
 */
export function withProposals(
  list: readonly OrderedAnswer[],
  proposals: readonly OrderedAnswer[],
): readonly OrderedAnswer[] {
  const added = proposals.filter((p) => !isEmptyValue(p.value) && indexOf(list, p.field) < 0);
  const unique = added.filter((p, i) => added.findIndex((q) => q.field === p.field) === i);
  return unique.length === 0 ? list : [...list, ...unique.map((p): OrderedAnswer => ({ ...p, proposed: true }))];
}

/** The answers without those of fields the form does not show (hidden by a condition, or gone). */
export function shownOnly(list: readonly OrderedAnswer[], shown: (field: string) => boolean) {
  const kept = list.filter((a) => shown(a.field));
  return kept.length === list.length ? list : kept;
}

/** The list as the server takes it (§3 'step2: ordered list of entries (index, field, value)'). */
export function toEntries(list: readonly OrderedAnswer[]) {
  return list.map(({ field, value }, index) => ({ index, field, value: Array.isArray(value) ? [...value] : value }));
}

/** The answers as one record, field → value, for the form's display. */
export function valuesOf(list: readonly OrderedAnswer[]): FormValues {
  return Object.fromEntries(list.map(({ field, value }) => [field, value]));
}

/**
 * What a step's shown fields propose (§4.2): each forced value, else each default value, read as
 * the engine holds it, in the form's order (children after their parent).
 */
export function proposedAnswers(state: FormState, step: number): OrderedAnswer[] {
  const fields = placeFields(state.steps.find((s) => s.step === step)?.fields ?? []);
  return fields
    .filter(({ field }) => !state.hidden.has(field.name) && (field.forcedValue ?? field.defaultValue) != null)
    .map(({ field }) => ({ field: field.name, value: readValue(field, field.forcedValue ?? field.defaultValue) }));
}
