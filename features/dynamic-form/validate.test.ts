import type { ServerField } from '@/src/contracts/forms/server-field';
import { REQUIRED } from '@/src/contracts/messages';
import type { FormValues } from './types';
import { editedVerdict, NO_VERDICT, placeServerErrors, validateFields, type ServerVerdict } from './validate';

const text: ServerField = { name: 'name', label: 'Nom', type: 'text', required: true };
const boxes: ServerField = { name: 'insulation', label: 'Isolation', type: 'checkbox', required: true };
const optional: ServerField = { name: 'gLoad', label: 'G', type: 'number' };
const tooBig = { gLoad: (value: FormValues[string]) => (Number(value) > 10 ? 'Trop grand' : null) };
const verdict: ServerVerdict = { errors: { gLoad: 'Charge hors limites' }, required: new Set(['gLoad']) };

const CASES: [string, ServerField, FormValues, ServerVerdict, string | undefined][] = [
  ['a required text left empty', text, { name: '' }, NO_VERDICT, REQUIRED],
  ['a required text of spaces', text, { name: '   ' }, NO_VERDICT, REQUIRED],
  ['a required text answered', text, { name: 'Dupont' }, NO_VERDICT, undefined],
  ['a required checkbox with nothing ticked', boxes, { insulation: [] }, NO_VERDICT, REQUIRED],
  ['a required checkbox ticked', boxes, { insulation: ['pse'] }, NO_VERDICT, undefined],
  ['an optional field left empty', optional, { gLoad: '' }, NO_VERDICT, undefined],
  ["the island's rule on an answer", optional, { gLoad: '12' }, NO_VERDICT, 'Trop grand'],
  ["the island's rule passes", optional, { gLoad: '2' }, NO_VERDICT, undefined],
  ["the server's message first", optional, { gLoad: '2' }, verdict, 'Charge hors limites'],
  [
    'marked required by the server, then edited empty',
    optional,
    { gLoad: '' },
    editedVerdict(verdict, 'gLoad'),
    REQUIRED,
  ],
];

describe("a field's error", () => {
  it.each(CASES)('%s', (_, field, values, given, expected) => {
    expect(validateFields([field], values, { verdict: given, validators: tooBig })[field.name]).toBe(expected);
  });
});

describe("the server's field errors", () => {
  it('places those naming a field, and gives back the others', () => {
    const placed = placeServerErrors(NO_VERDICT, { gLoad: 'Hors limites', '': 'Erreur' }, new Set(['gLoad']));
    expect(placed.verdict.errors).toEqual({ gLoad: 'Hors limites' });
    expect([...placed.verdict.required]).toEqual(['gLoad']);
    expect(placed.unplaced).toEqual(['Erreur']);
    expect(placeServerErrors(NO_VERDICT, null, new Set()).verdict).toEqual(NO_VERDICT);
  });
});
