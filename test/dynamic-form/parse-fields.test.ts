import { FLOOR_STEPS } from '@/test/support/dynamic-form-fixtures';
import { formFieldNames, parseFields } from '@/features/dynamic-form/parse-fields';

const good = { name: 'floorSpan', label: 'Portée', type: 'number' };
const names = new Set(['floor', 'floorSpan', 'continuity', 'loadCase']);

/** Each case: what is wrong, the field, the start of its console error. */
const MALFORMED: [string, unknown, string][] = [
  [
    'an unknown type',
    { name: 'floor', label: 'Plancher', type: 'select' },
    'field "floor" skipped: type: Expected one of',
  ],
  [
    'choices that are not an object',
    { name: 'floor', label: 'Plancher', type: 'radio', choices: 'vide-sanitaire' },
    'field "floor" skipped: choices: Expected an object',
  ],
  [
    'a condition on a field the form does not have',
    { ...good, name: 'continuityWidth', conditions: [{ field: 'continuite', comparator: '==', value: 'true' }] },
    'field "continuityWidth" skipped: condition on the missing field "continuite"',
  ],
  [
    'an unknown comparator',
    { ...good, conditions: [{ field: 'floor', comparator: '~=', value: 'x' }] },
    'field "floorSpan" skipped: conditions.0.comparator: Expected one of',
  ],
  ['no name: named by its place', { label: 'Sans nom', type: 'text' }, 'field "1" skipped: name: Expected a string'],
  ['not an object', 'floorSpan', 'field "1" skipped: not an object'],
  ['null', null, 'field "1" skipped: not an object'],
  [
    'a pattern that is not a regular expression',
    { ...good, attr: { pattern: '[0-9' } },
    'field "floorSpan" skipped: attr.pattern: not a regular expression',
  ],
  [
    'children that are not a list',
    { ...good, children: 'gLoad' },
    'field "floorSpan" skipped: children: Expected an array',
  ],
];

describe('malformed server fields are skipped, one console error each', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => error.mockRestore());

  it.each(MALFORMED)('%s', (_, bad, message) => {
    const fields = parseFields(
      [{ name: 'floor', label: 'Plancher', type: 'radio' }, bad, { ...good, name: 'loadCase' }],
      names,
    );
    expect(fields.map((f) => f.name)).toEqual(['floor', 'loadCase']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toContain(`[ossature] dynamic-form: ${message}`);
  });

  it('skips a bad child and keeps its parent and the good children', () => {
    const parent = {
      name: 'loadCase',
      label: 'Cas de charge',
      type: 'fakeCheckbox',
      children: [good, { name: 'gLoad', label: 'G', type: 'slider' }, { label: 'Q', type: 'number' }],
    };
    const [field] = parseFields([parent], names);
    expect(field!.children!.map((f) => f.name)).toEqual(['floorSpan']);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]![0]).toContain('field "gLoad" skipped: type:');
    expect(error.mock.calls[1]![0]).toContain('field "loadCase.children.2" skipped: name:');
  });

  it('skips a second field of the same name', () => {
    expect(parseFields([good, good], names)).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(
      '[ossature] dynamic-form: field "floorSpan" skipped: another field has this name',
    );
  });

  it('logs nothing for a valid form', () => {
    const all = formFieldNames(FLOOR_STEPS);
    expect(FLOOR_STEPS.flatMap((step) => parseFields(step.fields, all))).toHaveLength(13);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('the names of the form', () => {
  it('gathers every step and child, even of fields that will be skipped', () => {
    const names = formFieldNames([
      { fields: [{ name: 'a', type: 'bad' }, 'junk', { name: 'b', children: [{ name: 'c' }] }] },
      { fields: [{ name: 'd' }] },
    ]);
    expect([...names]).toEqual(['a', 'b', 'c', 'd']);
  });
});
