import type { ChoiceAttributes, FieldCondition, ServerField } from './server-field';

/**
 * The rules of a server-driven form written once (DESIGN.md §8: contracts are shared with the
 * reference API): whether a field is shown for the answers, how a typed number reads, which
 * choices other choices leave available. The client's form engine (`features/dynamic-form/`)
 * and the servers' checks (the floor configurator's and the carbon tunnel's) all call these, so
 * the page and the server cannot disagree on whether a field is shown. Plain TypeScript, no React.
 */

/**
 * An answer as any side holds it: a string (numbers as typed), a list of choice values (a
 * checkbox), a boolean or a number as the server may send them back, null or absent when
 * unanswered. Conditions read booleans as 'true'/'false', numbers as their text, null as ''.
 */
export type FieldAnswer = string | number | boolean | readonly string[] | null | undefined;
export type FieldAnswers = Readonly<Record<string, FieldAnswer>>;

/**
 * A number as a French user types it, or null when the text is no number. The one reading of
 * numbers for conditions, checks and the servers' models alike.
 *
 * Of the three readings the sides had, the client engine's is kept, because it is the only one
 * that reads every number a user may type the way they mean it and refuses everything else:
 * - a decimal comma or point: '3,5' and '3.5' are 3.5 (the carbon server read the comma, the
 *   floor server's conditions did not: '3,5' > 3 was false there);
 * - spaces anywhere are ignored, so a thousands separator works: '1 200' is 1200 (the carbon
 *   server read NaN, the floor server's checks refused it), non-breaking spaces included;
 * - an optional sign, digits on one side of the separator at least (',5', '5,');
 * - empty or blank is null, never 0 (`Number('')` is 0: an unanswered span is not 'below 400');
 * - no exponent, hexadecimal or 'Infinity' (`Number` reads '1e3', '0x10', 'Infinity'; a user
 *   typing 'e' or 'x' made a typo, not a number), and one separator only ('5,4,0' is null).
 * A finite number passes as it is; a boolean, a list, NaN or an infinity is null.
 */
export function parseFieldNumber(value: FieldAnswer): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s/g, '').replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/** A single answer or condition value as conditions compare text: booleans as 'true'/'false'. */
function asText(value: string | number | boolean): string {
  return String(value);
}

/**
 * One answer equals the condition's value: numerically when the server gave a number (so '2,50'
 * equals 2.5), else as text ('true'/'false' for booleans); a list reads as IN.
 */
function equals(answer: string, expected: FieldCondition['value']): boolean {
  if (Array.isArray(expected)) return expected.includes(answer);
  if (typeof expected === 'number') return parseFieldNumber(answer) === expected;
  return answer === asText(expected);
}

function ordered(answer: string, expected: FieldCondition['value'], test: (d: number) => boolean): boolean {
  if (Array.isArray(expected)) return false;
  const a = parseFieldNumber(answer);
  const b = typeof expected === 'boolean' ? null : parseFieldNumber(expected);
  return a !== null && b !== null && test(a - b);
}

const listOf = (expected: FieldCondition['value']): readonly string[] =>
  Array.isArray(expected) ? expected : [asText(expected)];

const COMPARE: Record<FieldCondition['comparator'], (answer: string, expected: FieldCondition['value']) => boolean> = {
  '==': equals,
  '!=': (answer, expected) => !equals(answer, expected),
  IN: (answer, expected) => listOf(expected).includes(answer),
  'NOT IN': (answer, expected) => !listOf(expected).includes(answer),
  '>': (answer, expected) => ordered(answer, expected, (d) => d > 0),
  '>=': (answer, expected) => ordered(answer, expected, (d) => d >= 0),
  '<': (answer, expected) => ordered(answer, expected, (d) => d < 0),
  '<=': (answer, expected) => ordered(answer, expected, (d) => d <= 0),
};

/**
 * Whether the answers meet one condition. A checkbox answer (a list) meets a positive comparator
 * (==, IN, >, >=, <, <=) when any of its items does, and a negative one (!=, NOT IN) when none of
 * its items breaks it: 'the insulation is not none' holds for ['pse', 'laine'], fails for
 * ['aucune', 'pse']. An empty list is compared as an empty answer (''), and so are a field the
 * answers do not hold and a null answer: a missing span is `== ''` and never `> 0`.
 */
export function conditionHolds(condition: FieldCondition, answers: FieldAnswers): boolean {
  const answer = answers[condition.field];
  const compare = COMPARE[condition.comparator];
  if (answer === undefined || answer === null) return compare('', condition.value);
  if (!Array.isArray(answer)) return compare(asText(answer as string | number | boolean), condition.value);
  const list = answer as readonly string[];
  if (list.length === 0) return compare('', condition.value);
  const negative = condition.comparator === '!=' || condition.comparator === 'NOT IN';
  return negative
    ? list.every((item) => compare(item, condition.value))
    : list.some((item) => compare(item, condition.value));
}

/**
 * Whether a field's own conditions hold: all of them (`conditionsRelation` AND, the default) or
 * one (OR); a field without conditions is shown. A child of a hidden field is hidden too: the
 * callers that place children check the parent apart.
 */
export function conditionsHold(
  field: Pick<ServerField, 'conditions' | 'conditionsRelation'>,
  answers: FieldAnswers,
): boolean {
  const conditions = field.conditions ?? [];
  if (conditions.length === 0) return true;
  return field.conditionsRelation === 'OR'
    ? conditions.some((condition) => conditionHolds(condition, answers))
    : conditions.every((condition) => conditionHolds(condition, answers));
}

/** The attributes of a choice that list what remains available of another field's choices. */
export type AvailabilityKey = keyof ChoiceAttributes & `available-${string}`;

/** The choice values an answer picks: a checkbox's list, a single value, none when empty. */
export function pickedValues(answer: FieldAnswer): string[] {
  if (answer === undefined || answer === null || answer === '') return [];
  if (Array.isArray(answer)) return [...(answer as readonly string[])];
  return [String(answer)];
}

/** True when some choice of the field carries the list `key`. */
export function offersAvailability(field: ServerField, key: AvailabilityKey): boolean {
  return Object.values(field.choiceAttributes ?? {}).some((attributes) => Array.isArray(attributes[key]));
}

/**
 * The lists `key` of every picked choice of the offering fields (floor §4.1: a floor position
 * lists the load cases and 'up' values that remain). What remains available of a field's choices
 * is their intersection; no list at all leaves every choice.
 */
export function availabilityLists(
  offering: readonly ServerField[],
  answers: FieldAnswers,
  key: AvailabilityKey,
): string[][] {
  const lists: string[][] = [];
  for (const field of offering) {
    for (const value of pickedValues(answers[field.name])) {
      const list = field.choiceAttributes?.[value]?.[key];
      if (list) lists.push(list);
    }
  }
  return lists;
}

/** The values of `choices` every list keeps, in their order; all of them when there is no list. */
export function keptChoices(choices: readonly string[], lists: readonly (readonly string[])[]): string[] {
  return choices.filter((value) => lists.every((list) => list.includes(value)));
}
