import type { ServerField, ServerFieldValue } from '@/src/contracts/forms/server-field';
import type { FlatEntry } from '@/features/dynamic-form/types';
import { FLOOR_FIELDS } from '@/test/support/dynamic-form-fixtures';
import type { FieldValue, FormValues } from '@/features/dynamic-form/types';
import {
  flatten,
  initialValue,
  readValues,
  resetValue,
  toServerValues,
  unflatten,
} from '@/features/dynamic-form/values';

const radio: ServerField = {
  name: 'continuity',
  label: 'Continuité',
  type: 'radio',
  choices: { Oui: 'true', Non: 'false' },
};
const text: ServerField = { name: 'floorSpan', label: 'Portée', type: 'number' };
const checkbox: ServerField = { name: 'insulation', label: 'Isolation', type: 'checkbox' };

describe("a field's first value", () => {
  it.each<[string, ServerField, FieldValue]>([
    ['no value: empty text', text, ''],
    ['no value: empty list for a checkbox', checkbox, []],
    ['its value', { ...text, value: '5,40' }, '5,40'],
    ['a number as written', { ...text, value: 5.4 }, '5.4'],
    ['a saved boolean as its choice (true)', { ...radio, value: true }, 'true'],
    ['a saved boolean as its choice (false)', { ...radio, value: false }, 'false'],
    ['null: empty', { ...radio, value: null }, ''],
    ['a checkbox list', { ...checkbox, value: ['pse', 'fibre-bois'] }, ['pse', 'fibre-bois']],
    ['a checkbox with one value', { ...checkbox, value: 'pse' }, ['pse']],
    ['a checkbox with null', { ...checkbox, value: null }, []],
    ['carbon: the forced value', { ...text, forcedValue: 'guided', defaultValue: 'other' }, 'guided'],
    ['carbon: the default value', { ...text, defaultValue: 20 }, '20'],
    ['the value before the forced one', { ...text, value: '18', forcedValue: '20' }, '18'],
  ])('%s', (_, field, expected) => {
    expect(initialValue(field)).toEqual(expected);
  });
});

describe('the value of a hidden field', () => {
  it.each<[string, ServerField, FieldValue]>([
    ['its disabled value', { ...text, disabledValue: '0' }, '0'],
    ['empty without one', text, ''],
    ['a checkbox: empty list when null', { ...checkbox, disabledValue: null }, []],
    ['a checkbox: empty list when absent', checkbox, []],
    ['a checkbox: the list of its disabled value', { ...checkbox, disabledValue: 'aucune' }, ['aucune']],
  ])('%s', (_, field, expected) => {
    expect(resetValue(field)).toEqual(expected);
  });
});

describe("'true' and 'false' to the server and back (§4.1)", () => {
  it('sends them as booleans, the rest as typed, lists as they are', () => {
    expect(toServerValues({ continuity: 'true', propping: 'false', floorSpan: '5,40', insulation: ['pse'] })).toEqual({
      continuity: true,
      propping: false,
      floorSpan: '5,40',
      insulation: ['pse'],
    });
  });

  it('reads saved booleans back into the choices they stand for', () => {
    const saved: Record<string, ServerFieldValue> = { continuity: true, floorSpan: '5,40', insulation: ['pse'] };
    const values = readValues(saved, FLOOR_FIELDS);
    expect(values).toEqual({ continuity: 'true', floorSpan: '5,40', insulation: ['pse'] });
    expect(toServerValues(values)).toEqual(saved);
  });
});

describe('flattened answers for the floor submit (§7)', () => {
  it.each<[string, FormValues, FlatEntry[]]>([
    [
      'one entry per answer',
      { floor: 'haut', floorSpan: '5,40' },
      [
        { field: 'floor', value: 'haut' },
        { field: 'floorSpan', value: '5,40' },
      ],
    ],
    [
      'a checkbox with two values gives two entries',
      { insulation: ['pse', 'fibre-bois'] },
      [
        { field: 'insulation', value: 'pse' },
        { field: 'insulation', value: 'fibre-bois' },
      ],
    ],
    ['empty answers are left out', { floor: '', insulation: [], up: '0.27' }, [{ field: 'up', value: '0.27' }]],
    [
      "'true' and 'false' become booleans",
      { continuity: 'true', propping: 'false' },
      [
        { field: 'continuity', value: true },
        { field: 'propping', value: false },
      ],
    ],
  ])('%s', (_, values, expected) => {
    expect(flatten(values)).toEqual(expected);
  });

  it('comes back as the same answers (checkbox lists gathered, booleans as their choices)', () => {
    const values: FormValues = {
      floor: 'haut',
      continuity: 'true',
      insulation: ['pse', 'fibre-bois'],
      zipCode: '69003',
    };
    expect(unflatten(flatten(values), FLOOR_FIELDS)).toEqual(values);
  });

  it('reads a checkbox of one entry as a list, another field as its last entry', () => {
    const flat: FlatEntry[] = [
      { field: 'insulation', value: 'pse' },
      { field: 'floorSpan', value: 4 },
      { field: 'floorSpan', value: 5.4 },
    ];
    expect(unflatten(flat, FLOOR_FIELDS)).toEqual({ insulation: ['pse'], floorSpan: '5.4' });
  });
});
