import type { FieldCondition, ServerField } from '@/src/contracts/forms/server-field';
import type { FieldValue, FormValues } from './types';

/**
 * A number as a French user types it: a decimal comma or point, spaces ignored ('1 200,5');
 * null for anything else (an empty answer is no number, so it is never > or < anything).
 */
export function toNumber(value: string | number | boolean): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return null;
  const text = value.replace(/\s/g, '').replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/** A condition's value as the engine compares it: booleans as 'true'/'false'. */
function asText(value: string | number | boolean): string {
  return String(value);
}

/**
 * One answer equals the condition's value: numerically when the server gave a number (so '2,50'
 * equals 2.5), else as text ('true'/'false' for booleans).
 */
function equals(answer: string, expected: string | number | boolean | string[]): boolean {
  if (Array.isArray(expected)) return expected.includes(answer);
  if (typeof expected === 'number') return toNumber(answer) === expected;
  return answer === asText(expected);
}

function ordered(answer: string, expected: string | number | boolean | string[], test: (d: number) => boolean) {
  if (Array.isArray(expected)) return false;
  const a = toNumber(answer);
  const b = toNumber(expected);
  return a !== null && b !== null && test(a - b);
}

const COMPARE: Record<FieldCondition['comparator'], (answer: string, expected: FieldCondition['value']) => boolean> = {
  '==': equals,
  '!=': (answer, expected) => !equals(answer, expected),
  IN: (answer, expected) => (Array.isArray(expected) ? expected : [asText(expected)]).includes(answer),
  'NOT IN': (answer, expected) => !(Array.isArray(expected) ? expected : [asText(expected)]).includes(answer),
  '>': (answer, expected) => ordered(answer, expected, (d) => d > 0),
  '>=': (answer, expected) => ordered(answer, expected, (d) => d >= 0),
  '<': (answer, expected) => ordered(answer, expected, (d) => d < 0),
  '<=': (answer, expected) => ordered(answer, expected, (d) => d <= 0),
};

/**
 * Whether the answers meet one condition. A checkbox answer (a list) meets a positive comparator
 * (==, IN, >, >=, <, <=) when any of its items does, and a negative one (!=, NOT IN) when none of
 * its items breaks it: 'the insulation is not none' holds for ['pse', 'laine'], fails for
 * ['aucune', 'pse']. An empty list is compared as an empty answer (''). A field the answers do
 * not hold reads as '' too.
 */
export function matches(condition: FieldCondition, values: FormValues): boolean {
  const answer: FieldValue = values[condition.field] ?? '';
  const compare = COMPARE[condition.comparator];
  if (!Array.isArray(answer)) return compare(answer, condition.value);
  if (answer.length === 0) return compare('', condition.value);
  const negative = condition.comparator === '!=' || condition.comparator === 'NOT IN';
  return negative
    ? answer.every((item) => compare(item, condition.value))
    : answer.some((item) => compare(item, condition.value));
}

/**
 * Whether a field's own conditions hold: all of them (`conditionsRelation` AND, the default) or
 * one (OR); a field without conditions is shown. Its parents' visibility is checked apart
 * (settle.ts): a child of a hidden field is hidden.
 */
export function conditionsHold(field: ServerField, values: FormValues): boolean {
  const conditions = field.conditions ?? [];
  if (conditions.length === 0) return true;
  return field.conditionsRelation === 'OR'
    ? conditions.some((condition) => matches(condition, values))
    : conditions.every((condition) => matches(condition, values));
}
