import { carbonInput } from '@/demo-pages/reference-api/carbon/answers';
import { shownOf } from '@/demo-pages/reference-api/carbon/form';
import { readNumber } from '@/demo-pages/reference-api/floor/form';
import { withVisibility } from '@/demo-pages/reference-api/floor/values';
import { placeFields } from '@/features/dynamic-form/fields';
import { hiddenFields } from '@/features/dynamic-form/settle';
import { parseFieldNumber } from '@/src/contracts/forms/field-rules';
import type { FieldCondition, ServerField } from '@/src/contracts/forms/server-field';

/**
 * One table, three users of the field rules (src/contracts/forms/field-rules.ts): the client's
 * form engine, the floor configurator's server and the carbon tunnel's server must agree on
 * whether a field is shown and on how a typed number reads. A rule changed in field-rules.ts
 * changes all three, and a side that grew its own copy again fails here.
 */

type Answer = string | string[];
type Answers = Record<string, Answer>;

/** The field under test: shown or not by its conditions on other fields. */
const fieldWith = (conditions: FieldCondition[], conditionsRelation?: 'AND' | 'OR'): ServerField => ({
  name: 'shown',
  label: 'Shown',
  type: 'text',
  conditions,
  ...(conditionsRelation ? { conditionsRelation } : {}),
});

/** Each user's verdict for the field and the answers, in the shape that user holds answers. */
const USERS: Record<string, (field: ServerField, answers: Answers) => boolean> = {
  client: (field, answers) => !hiddenFields(placeFields([field]), answers).has(field.name),
  floor: (field, answers) => withVisibility([field], answers).visible.has(field.name),
  // The carbon server holds one string per field (its form has no checkbox): a list case is not its.
  carbon: (field, answers) => shownOf([field], answers as Record<string, string>).includes(field),
};

const when = (field: string, comparator: FieldCondition['comparator'], value: FieldCondition['value']) => ({
  field,
  comparator,
  value,
});

/** What it checks, the field's conditions (AND unless told), the answers, shown or not. */
const SHOWN: [string, FieldCondition[], Answers, boolean, ('AND' | 'OR')?][] = [
  ['== text', [when('system', '==', 'predalle')], { system: 'predalle' }, true],
  ['== text, another answer', [when('system', '==', 'predalle')], { system: 'poutrelle' }, false],
  ['!= text', [when('floor', '!=', 'low')], { floor: 'high' }, true],
  ['!= text, the same answer', [when('floor', '!=', 'low')], { floor: 'low' }, false],
  ['== a boolean as text', [when('continuity', '==', true)], { continuity: 'true' }, true],
  ["== '' on a missing answer", [when('system', '==', '')], {}, true],
  ["== '' on an empty answer", [when('system', '==', '')], { system: '' }, true],
  ['!= on a missing answer', [when('system', '!=', 'predalle')], {}, true],
  ['== a number, a decimal comma', [when('span', '==', 2.5)], { span: '2,50' }, true],
  ['== a number, a decimal point', [when('span', '==', 2.5)], { span: '2.5' }, true],
  ['!= a number, the same written otherwise', [when('span', '!=', 2.5)], { span: '2,5' }, false],
  ['> with a decimal comma', [when('span', '>', 3)], { span: '3,5' }, true],
  ['> with spaces', [when('span', '>', 600)], { span: ' 1 200 ' }, true],
  ['> equal', [when('span', '>', 600)], { span: '600' }, false],
  ['>= equal', [when('span', '>=', 450)], { span: '450' }, true],
  ['< below', [when('seismicZone', '<', 3)], { seismicZone: '2' }, true],
  ['<= above', [when('span', '<=', 400)], { span: '401' }, false],
  ['> on an empty answer', [when('span', '>', 0)], { span: '' }, false],
  ['< on an empty answer', [when('span', '<', 400)], { span: '' }, false],
  ['< on a missing answer', [when('span', '<', 400)], {}, false],
  ['> on text', [when('span', '>', 6)], { span: 'abc' }, false],
  ['> on an exponent', [when('span', '>', 6)], { span: '1e1' }, false],
  ['> on hexadecimal', [when('span', '>', 6)], { span: '0x10' }, false],
  ['IN the list', [when('floor', 'IN', ['low', 'high'])], { floor: 'low' }, true],
  ['IN, not in the list', [when('floor', 'IN', ['low', 'high'])], { floor: 'intermediate' }, false],
  ['IN a single value', [when('floor', 'IN', 'low')], { floor: 'low' }, true],
  ['NOT IN the list', [when('systemType', 'NOT IN', ['predalle'])], { systemType: 'poutrelle' }, true],
  ['NOT IN, in the list', [when('systemType', 'NOT IN', ['predalle'])], { systemType: 'predalle' }, false],
  ['NOT IN a single value', [when('systemType', 'NOT IN', 'predalle')], { systemType: 'predalle' }, false],
  ['NOT IN on a missing answer', [when('systemType', 'NOT IN', ['predalle'])], {}, true],
  [
    'AND, both hold',
    [when('span', '>', 600), when('systemType', '!=', 'predalle')],
    { span: '650', systemType: 'poutrelle' },
    true,
  ],
  [
    'AND, one fails',
    [when('span', '>', 600), when('systemType', '!=', 'predalle')],
    { span: '650', systemType: 'predalle' },
    false,
  ],
  [
    'OR, one holds',
    [when('span', '>', 600), when('systemType', '==', 'predalle')],
    { span: '5,5', systemType: 'predalle' },
    true,
    'OR',
  ],
  [
    'OR, none holds',
    [when('span', '>', 600), when('systemType', '==', 'predalle')],
    { span: '500', systemType: 'poutrelle' },
    false,
    'OR',
  ],
];

/** Checkbox answers (lists): a positive comparator holds for any item, a negative for none. */
const SHOWN_FOR_LISTS: [string, FieldCondition[], Answers, boolean][] = [
  ['== an item of the list', [when('insulation', '==', 'pse')], { insulation: ['aucune', 'pse'] }, true],
  ['IN, one item in', [when('insulation', 'IN', ['pse', 'laine'])], { insulation: ['fibre', 'laine'] }, true],
  ['NOT IN, one item in', [when('insulation', 'NOT IN', ['aucune'])], { insulation: ['pse', 'aucune'] }, false],
  ['NOT IN, none in', [when('insulation', 'NOT IN', ['aucune'])], { insulation: ['pse', 'laine'] }, true],
  ['!= an item of the list', [when('insulation', '!=', 'aucune')], { insulation: ['aucune'] }, false],
  ['IN on an empty list', [when('insulation', 'IN', ['pse'])], { insulation: [] }, false],
];

describe('a field is shown alike by the client and both servers', () => {
  describe.each(Object.keys(USERS))('%s', (user) => {
    const shown = USERS[user]!;
    // A rest parameter: rows without a relation must not make Jest read a fifth parameter as `done`.
    it.each(SHOWN)('%s', (...[, conditions, answers, expected, relation]) => {
      expect(shown(fieldWith(conditions, relation), answers)).toBe(expected);
    });
  });

  describe.each(['client', 'floor'])('%s, checkbox answers', (user) => {
    const shown = USERS[user]!;
    it.each(SHOWN_FOR_LISTS)('%s', (_, conditions, answers, expected) => {
      expect(shown(fieldWith(conditions), answers)).toBe(expected);
    });
  });

  it('the carbon server hides a child of a hidden field, as the client does', () => {
    const child = fieldWith([]);
    const parent: ServerField = { ...fieldWith([when('cementType', '==', 'custom')]), name: 'p', children: [child] };
    expect(shownOf([parent], { cementType: 'cem' })).toEqual([]);
    expect(hiddenFields(placeFields([parent]), { cementType: 'cem' }).has(child.name)).toBe(true);
    expect(shownOf([parent], { cementType: 'custom' })).toEqual([parent, child]);
  });
});

/** A typed number and how every side reads it (null: no number). */
const NUMBERS: [string, number | null][] = [
  ['540', 540],
  ['5,40', 5.4],
  ['5.40', 5.4],
  ['3,5', 3.5],
  [' 7 ', 7],
  ['1 200', 1200],
  ['1\u00a0200,5', 1200.5],
  [',5', 0.5],
  ['5,', 5],
  ['-3', -3],
  ['', null],
  ['   ', null],
  ['abc', null],
  ['4m20', null],
  ['5,4,0', null],
  ['1.200,5', null],
  ['1e3', null],
  ['0x10', null],
  ['Infinity', null],
];

/** Each side's reading of a typed number: the shared function, the floor's values, the carbon model's input. */
const READERS: Record<string, (text: string) => number | null> = {
  shared: parseFieldNumber,
  floor: readNumber,
  carbon: (text) => carbonInput({ systemType: 'poutrelle', compressionSlab: text }).compressionSlab,
};

describe('a typed number reads alike everywhere', () => {
  describe.each(Object.keys(READERS))('%s', (reader) => {
    it.each(NUMBERS)('%j reads as %j', (text, expected) => {
      expect(READERS[reader]!(text)).toBe(expected);
    });
  });

  describe.each(Object.keys(USERS))('%s conditions read it the same way', (user) => {
    const shown = USERS[user]!;
    it.each(NUMBERS)('%j', (text, expected) => {
      // Any number at all is >= a very low bound; no number is never.
      expect(shown(fieldWith([when('n', '>=', -1e15)]), { n: text })).toBe(expected !== null);
      if (expected !== null) expect(shown(fieldWith([when('n', '==', expected)]), { n: text })).toBe(true);
    });
  });
});
