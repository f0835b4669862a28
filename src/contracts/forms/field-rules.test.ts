import type { FieldCondition, ServerField } from './server-field';
import {
  availabilityLists,
  conditionHolds,
  conditionsHold,
  keptChoices,
  offersAvailability,
  parseFieldNumber,
  type FieldAnswers,
} from './field-rules';

const when = (comparator: FieldCondition['comparator'], value: FieldCondition['value']): FieldCondition => ({
  field: 'answer',
  comparator,
  value,
});

/** Each case: what it checks, the condition, the answer, whether the answer meets it. */
const CASES: [string, FieldCondition, FieldAnswers[string], boolean][] = [
  // == and != on text
  ['== the same text', when('==', 'beton'), 'beton', true],
  ['== another text', when('==', 'beton'), 'pse', false],
  ['== is case-sensitive', when('==', 'beton'), 'Beton', false],
  ['!= another text', when('!=', 'beton'), 'pse', true],
  ['!= the same text', when('!=', 'beton'), 'beton', false],
  ['== empty against an empty answer', when('==', ''), '', true],
  ['!= empty against an answer', when('!=', ''), 'pse', true],
  // booleans compare as 'true' / 'false'
  ['== true against the string true', when('==', true), 'true', true],
  ['== false against the string false', when('==', false), 'false', true],
  ['== true against false', when('==', true), 'false', false],
  ['!= true against an empty answer', when('!=', true), '', true],
  // numbers: numerically when the server gave a number, a decimal comma accepted
  ['== 2.5 against "2,5"', when('==', 2.5), '2,5', true],
  ['== 2.5 against "2.50"', when('==', 2.5), '2.50', true],
  ['== 2.5 against "2,6"', when('==', 2.5), '2,6', false],
  ['!= 2.5 against "2,50"', when('!=', 2.5), '2,50', false],
  ['== "2.5" (text) against "2,5"', when('==', '2.5'), '2,5', false],
  ['> 6 against "6,5"', when('>', 6), '6,5', true],
  ['> 6 against "6"', when('>', 6), '6', false],
  ['>= 6 against "6"', when('>=', 6), '6', true],
  ['>= 6 against "5,99"', when('>=', 6), '5,99', false],
  ['< 4.5 against "4,4"', when('<', 4.5), '4,4', true],
  ['< 4.5 against "4,5"', when('<', 4.5), '4,5', false],
  ['<= 4.5 against "4,5"', when('<=', 4.5), '4,5', true],
  ['<= 4.5 against "10"', when('<=', 4.5), '10', false],
  ['> "6" (a numeric string) against "7"', when('>', '6'), '7', true],
  ['> 6 against " 1 200 " (spaces ignored)', when('>', 6), ' 1 200 ', true],
  ['> 6 against an empty answer', when('>', 6), '', false],
  ['< 6 against an empty answer', when('<', 6), '', false],
  ['<= 6 against text', when('<=', 6), 'abc', false],
  ['> 6 against "7e1" (no exponent)', when('>', 6), '7e1', false],
  ['> a list', when('>', ['6']), '7', false],
  // IN and NOT IN
  ['IN the list', when('IN', ['pse', 'fibre-bois']), 'pse', true],
  ['IN, not in the list', when('IN', ['pse', 'fibre-bois']), 'aucune', false],
  ['IN an empty list', when('IN', []), 'pse', false],
  ['IN a single value (not a list)', when('IN', 'pse'), 'pse', true],
  ['NOT IN the list', when('NOT IN', ['cem1', 'cem2']), 'cem3', true],
  ['NOT IN, in the list', when('NOT IN', ['cem1', 'cem2']), 'cem1', false],
  ['NOT IN against an empty answer', when('NOT IN', ['cem1']), '', true],
  ['== a list reads as IN', when('==', ['a', 'b']), 'b', true],
  // a checkbox answer: a positive comparator holds when any item does, a negative when no item breaks it
  ['== against a list holding it', when('==', 'pse'), ['aucune', 'pse'], true],
  ['== against a list without it', when('==', 'pse'), ['fibre-bois'], false],
  ['IN against a list with one item in', when('IN', ['pse', 'laine']), ['fibre-bois', 'laine'], true],
  ['IN against a list with none in', when('IN', ['pse']), ['fibre-bois'], false],
  ['!= against a list without it', when('!=', 'aucune'), ['pse', 'fibre-bois'], true],
  ['!= against a list holding it', when('!=', 'aucune'), ['aucune', 'pse'], false],
  ['NOT IN against a list with none in', when('NOT IN', ['aucune']), ['pse'], true],
  ['NOT IN against a list with one in', when('NOT IN', ['aucune']), ['pse', 'aucune'], false],
  ['> against a list, any item', when('>', 6), ['3', '8'], true],
  ['== empty against an empty list', when('==', ''), [], true],
  ['IN against an empty list', when('IN', ['pse']), [], false],
  ['NOT IN against an empty list', when('NOT IN', ['pse']), [], true],
  ['!= against an empty list', when('!=', 'pse'), [], true],
];

describe('one condition against an answer', () => {
  it.each(CASES)('%s', (_, condition, answer, expected) => {
    expect(conditionHolds(condition, { answer })).toBe(expected);
  });

  it('reads a field the answers do not hold as an empty answer', () => {
    expect(conditionHolds(when('==', ''), {})).toBe(true);
    expect(conditionHolds(when('!=', 'x'), {})).toBe(true);
    expect(conditionHolds(when('>', 0), {})).toBe(false);
  });

  it('reads a null answer as an empty answer, a boolean or a number as its text', () => {
    expect(conditionHolds(when('==', ''), { answer: null })).toBe(true);
    expect(conditionHolds(when('==', 'true'), { answer: true })).toBe(true);
    expect(conditionHolds(when('>=', 3), { answer: 3 })).toBe(true);
    expect(conditionHolds(when('==', '3'), { answer: 3 })).toBe(true);
  });
});

describe('the conditions of a field, combined', () => {
  const field = (conditions: FieldCondition[], conditionsRelation?: 'AND' | 'OR'): ServerField => ({
    name: 'shown',
    label: 'Shown',
    type: 'text',
    conditions,
    conditionsRelation,
  });
  const spanOver6 = { field: 'span', comparator: '>', value: 6 } as const;
  const predalles = { field: 'system', comparator: '==', value: 'predalles' } as const;

  it.each<[string, ServerField, FieldAnswers, boolean]>([
    ['no conditions: shown', field([]), {}, true],
    ['conditions absent: shown', { name: 'x', label: 'x', type: 'text' }, {}, true],
    ['AND by default, both hold', field([spanOver6, predalles]), { span: '7', system: 'predalles' }, true],
    ['AND by default, one fails', field([spanOver6, predalles]), { span: '5', system: 'predalles' }, false],
    ['AND spelled out, one fails', field([spanOver6, predalles], 'AND'), { span: '7', system: 'poutrelles' }, false],
    ['OR, one holds', field([spanOver6, predalles], 'OR'), { span: '5', system: 'predalles' }, true],
    ['OR, the other holds', field([spanOver6, predalles], 'OR'), { span: '7,5', system: '' }, true],
    ['OR, none holds', field([spanOver6, predalles], 'OR'), { span: '5', system: 'poutrelles' }, false],
  ])('%s', (_, given, values, expected) => {
    expect(conditionsHold(given, values)).toBe(expected);
  });
});

describe('numbers as typed', () => {
  it.each<[FieldAnswers[string], number | null]>([
    ['5,40', 5.4],
    ['3,5', 3.5],
    [' 7 ', 7],
    ['1\u00a0200,5', 1200.5],
    ['5,', 5],
    ['+2', 2],
    ['   ', null],
    ['1e3', null],
    ['0x10', null],
    ['Infinity', null],
    ['1.200,5', null],
    [null, null],
    [undefined, null],
    [['3'], null],
    ['5.40', 5.4],
    ['1 200', 1200],
    ['-3', -3],
    [',5', 0.5],
    ['', null],
    ['5,4,0', null],
    ['abc', null],
    [7, 7],
    [Number.NaN, null],
    [true, null],
  ])('%j reads as %j', (text, expected) => {
    expect(parseFieldNumber(text)).toBe(expected);
  });
});

describe('choices other choices leave available', () => {
  const floor: ServerField = {
    name: 'floor',
    label: 'Plancher',
    type: 'radio',
    choices: { Bas: 'low', Haut: 'high' },
    choiceAttributes: { low: { 'available-ups': ['0.2', '0.3'] }, high: { 'available-ups': ['0.3'] } },
  };
  const plain: ServerField = { name: 'x', label: 'x', type: 'radio', choices: { A: 'a' } };

  it('knows the fields whose choices carry a list', () => {
    expect(offersAvailability(floor, 'available-ups')).toBe(true);
    expect(offersAvailability(floor, 'available-load-cases')).toBe(false);
    expect(offersAvailability(plain, 'available-ups')).toBe(false);
  });

  it('gathers the lists of the picked choices, and keeps what every list holds', () => {
    expect(availabilityLists([floor], { floor: 'low' }, 'available-ups')).toEqual([['0.2', '0.3']]);
    expect(availabilityLists([floor], { floor: ['low', 'high'] }, 'available-ups')).toEqual([['0.2', '0.3'], ['0.3']]);
    expect(availabilityLists([floor], { floor: '' }, 'available-ups')).toEqual([]);
    expect(keptChoices(['0.1', '0.2', '0.3'], [['0.2', '0.3'], ['0.3']])).toEqual(['0.3']);
    expect(keptChoices(['0.1', '0.2'], [])).toEqual(['0.1', '0.2']);
  });
});
