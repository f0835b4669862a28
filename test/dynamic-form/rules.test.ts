import type { ServerField } from '@/src/contracts/forms/server-field';
import { CARBON_FIELDS, FLOOR_FIELDS } from '@/test/support/dynamic-form-fixtures';
import { toggleChoice } from '@/features/dynamic-form/checkbox';
import { blocksKey, cleanInput, stripPattern } from '@/features/dynamic-form/keys';
import { applyChange } from '@/features/dynamic-form/rules';
import { settle } from '@/features/dynamic-form/settle';
import type { FieldValue, FormValues } from '@/features/dynamic-form/types';
import { FLOOR_RESTRICTIONS, loadsOf } from '@/widgets/floor-configurator/loads';

const byName = (fields: readonly ServerField[], name: string): ServerField => {
  const found = fields.flatMap((f) => [f, ...(f.children ?? [])]).find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

/** The floor form after these answers, given one by one as a user would. */
const floorAfter = (...answers: [string, FieldValue][]) =>
  answers.reduce(
    (state, [name, value]) => applyChange(FLOOR_FIELDS, state.values, name, value, loadsOf, FLOOR_RESTRICTIONS),
    {
      ...settle(FLOOR_FIELDS, {}, FLOOR_RESTRICTIONS),
      reload: null,
    } as ReturnType<typeof applyChange>,
  );

/** A chain: hiding b resets it to 'non', which hides c, whose reset hides d; p's child goes with p. */
const chain: ServerField[] = [
  { name: 'a', label: 'A', type: 'radio', choices: { Oui: 'oui', Non: 'non' } },
  {
    name: 'b',
    label: 'B',
    type: 'radio',
    choices: { Oui: 'oui', Non: 'non' },
    disabledValue: 'non',
    conditions: [{ field: 'a', comparator: '==', value: 'oui' }],
  },
  {
    name: 'c',
    label: 'C',
    type: 'text',
    disabledValue: '',
    conditions: [{ field: 'b', comparator: '==', value: 'oui' }],
  },
  {
    name: 'd',
    label: 'D',
    type: 'checkbox',
    choices: { X: 'x', Y: 'y' },
    conditions: [{ field: 'c', comparator: '!=', value: '' }],
  },
  {
    name: 'e',
    label: 'E',
    type: 'checkbox',
    choices: { X: 'x', Y: 'y' },
    disabledValue: 'y',
    conditions: [{ field: 'a', comparator: '==', value: 'oui' }],
  },
  {
    name: 'p',
    label: 'P',
    type: 'radio',
    choices: { Oui: 'oui' },
    conditions: [{ field: 'a', comparator: '==', value: 'oui' }],
    children: [{ name: 'child', label: 'Enfant', type: 'text' }],
  },
];

const all: FormValues = { a: 'oui', b: 'oui', c: 'texte', d: ['x'], e: ['x'], p: 'oui', child: 'gardé ?' };

const RESETS: [string, FormValues, Partial<FormValues>, string[]][] = [
  ['all shown: answers kept', all, all, []],
  [
    'a hidden radio takes its disabled value, which hides the next, and so on',
    { ...all, a: 'non' },
    { b: 'non', c: '', d: [] },
    ['b', 'c', 'd', 'e', 'p', 'child'],
  ],
  ['a hidden checkbox with no disabled value: an empty list', { ...all, c: '' }, { d: [] }, ['d']],
  ['a hidden checkbox with a disabled value: the list of it', { ...all, a: 'non' }, { e: ['y'] }, ['b']],
  ['a child of a hidden field is hidden and reset', { ...all, a: 'non' }, { p: '', child: '' }, ['p', 'child']],
];

describe('hidden fields reset to their disabled value', () => {
  it.each(RESETS)('%s', (_, start, expected, hidden) => {
    const settled = settle(chain, start);
    expect(settled.values).toMatchObject(expected);
    for (const name of hidden) expect(settled.hidden.has(name)).toBe(true);
  });

  it('a field conditioned on a hidden field sees its reset value', () => {
    const fields: ServerField[] = [
      { name: 'a', label: 'A', type: 'text' },
      {
        name: 'b',
        label: 'B',
        type: 'text',
        disabledValue: 'défaut',
        conditions: [{ field: 'a', comparator: '==', value: 'x' }],
      },
      { name: 'c', label: 'C', type: 'text', conditions: [{ field: 'b', comparator: '==', value: 'défaut' }] },
    ];
    const settled = settle(fields, { a: 'y', b: 'autre', c: '' });
    expect(settled.values.b).toBe('défaut');
    expect(settled.hidden.has('c')).toBe(false);
  });

  it('floor: continuity true shows its width and length; false hides and empties them', () => {
    const shown = floorAfter(['continuity', 'true'], ['continuityWidth', '20'], ['continuityLength', '150']);
    expect(shown.hidden.has('continuityWidth')).toBe(false);
    expect(shown.values).toMatchObject({ continuityWidth: '20', continuityLength: '150' });
    const hidden = applyChange(FLOOR_FIELDS, shown.values, 'continuity', 'false');
    expect(hidden.hidden.has('continuityWidth')).toBe(true);
    expect(hidden.values).toMatchObject({ continuityWidth: '', continuityLength: '' });
  });

  it('carbon: > and <= with a decimal comma, OR', () => {
    const at = (span: string, systemType = 'poutrelles') => settle(CARBON_FIELDS, { span, systemType }).hidden;
    expect(at('6,5').has('seismicZone')).toBe(false);
    expect(at('6').has('seismicZone')).toBe(true);
    expect(at('4,5').has('propping')).toBe(false);
    expect(at('4,6').has('propping')).toBe(true);
    expect(at('8', 'predalles').has('propping')).toBe(false);
  });
});

const AVAILABILITY: [string, [string, FieldValue][], string, object][] = [
  ['nothing picked above: up waits', [], 'up', { state: 'waiting' }],
  ['nothing picked above: the load cases wait', [], 'loadCase', { state: 'waiting' }],
  ['a floor restricts up', [['floor', 'vide-sanitaire']], 'up', { state: 'ok', values: ['0.27', '0.23'] }],
  [
    'a floor restricts the load cases',
    [['floor', 'intermediaire']],
    'loadCase',
    { state: 'ok', values: ['habitation', 'bureaux', 'parking'] },
  ],
  [
    'two picks: the intersection',
    [
      ['floor', 'vide-sanitaire'],
      ['exposure', 'expose'],
    ],
    'up',
    { state: 'ok', values: ['0.23'] },
  ],
  [
    'a pick without the attribute restricts nothing more',
    [
      ['floor', 'vide-sanitaire'],
      ['exposure', 'abrite'],
    ],
    'up',
    { state: 'ok', values: ['0.27', '0.23'] },
  ],
  ['only a pick without the attribute: every choice', [['exposure', 'abrite']], 'up', { state: 'ok', values: null }],
  ['an empty list: no value', [['floor', 'haut']], 'up', { state: 'empty' }],
  [
    'an empty intersection: no value',
    [
      ['floor', 'intermediaire'],
      ['exposure', 'expose'],
    ],
    'up',
    { state: 'empty' },
  ],
];

const CLEARING: [string, [string, FieldValue][], string, FieldValue][] = [
  [
    'an up still available is kept',
    [
      ['floor', 'vide-sanitaire'],
      ['up', '0.27'],
      ['floor', 'intermediaire'],
    ],
    'up',
    '0.27',
  ],
  [
    'an up no longer available is cleared',
    [
      ['floor', 'vide-sanitaire'],
      ['up', '0.23'],
      ['floor', 'intermediaire'],
    ],
    'up',
    '',
  ],
  [
    'a load case no longer available is cleared',
    [
      ['floor', 'intermediaire'],
      ['loadCase', 'parking'],
      ['floor', 'haut'],
    ],
    'loadCase',
    '',
  ],
  [
    'a value the field does not offer is not taken',
    [
      ['floor', 'vide-sanitaire'],
      ['up', '0.20'],
    ],
    'up',
    '',
  ],
];

describe("choice attributes restrict 'up' and the load cases (§4.1, §8)", () => {
  it.each(AVAILABILITY)('%s', (_, answers, field, expected) => {
    expect(floorAfter(...answers).availability[field]).toMatchObject(expected);
  });

  it.each(CLEARING)('%s', (_, answers, field, expected) => {
    expect(floorAfter(...answers).values[field]).toEqual(expected);
  });

  it('a form without such attributes offers every choice', () => {
    const fields = [byName(FLOOR_FIELDS, 'up')];
    expect(settle(fields, {}, FLOOR_RESTRICTIONS).availability.up).toEqual({ state: 'ok', values: null });
  });
});

describe('a load case sets gLoad and qLoad (§4.1)', () => {
  it.each<[string, string, FormValues]>([
    ['habitation', 'habitation', { gLoad: '1.5', qLoad: '1.5' }],
    ['bureaux', 'bureaux', { gLoad: '2', qLoad: '2.5' }],
  ])('%s', (_, loadCase, expected) => {
    expect(floorAfter(['floor', 'intermediaire'], ['loadCase', loadCase]).values).toMatchObject(expected);
  });

  it('keeps a load typed after the pick, and a radio pick sets nothing', () => {
    const typed = floorAfter(['floor', 'intermediaire'], ['loadCase', 'bureaux'], ['gLoad', '3,2']);
    expect(typed.values).toMatchObject({ gLoad: '3,2', qLoad: '2.5' });
    const radio: ServerField = { ...byName(FLOOR_FIELDS, 'loadCase'), type: 'radio' };
    const fields = FLOOR_FIELDS.map((f) => (f.name === 'loadCase' ? radio : f));
    expect(applyChange(fields, settle(fields, {}).values, 'loadCase', 'bureaux', loadsOf).values.gLoad).toBe('');
  });
});

describe('a checkbox with a disabled value (§4.1)', () => {
  const insulation = byName(FLOOR_FIELDS, 'insulation');
  it.each<[string, string[], string, boolean, string[]]>([
    ['ticking the disabled value clears the others', ['pse', 'fibre-bois'], 'aucune', true, ['aucune']],
    ['ticking another removes the disabled value', ['aucune'], 'pse', true, ['pse']],
    ['ticking another keeps the others', ['pse'], 'fibre-bois', true, ['pse', 'fibre-bois']],
    ['unticking removes it', ['pse', 'fibre-bois'], 'pse', false, ['fibre-bois']],
    ['unticking the disabled value', ['aucune'], 'aucune', false, []],
    ['ticking twice changes nothing', ['pse'], 'pse', true, ['pse']],
  ])('%s', (_, current, choice, checked, expected) => {
    expect(toggleChoice(insulation, current, choice, checked)).toEqual(expected);
  });

  it('without a disabled value, every choice adds up', () => {
    const plain: ServerField = { ...insulation, disabledValue: null };
    expect(toggleChoice(plain, ['pse'], 'aucune', true)).toEqual(['pse', 'aucune']);
  });
});

const number = byName(FLOOR_FIELDS, 'floorSpan');

const cm = byName(FLOOR_FIELDS, 'continuityWidth');

const plain: ServerField = { name: 'configurationName', label: 'Nom', type: 'text' };

const textInCm: ServerField = { ...plain, unit: 'cm' };

const KEYS: [string, ServerField, string, boolean][] = [
  ...['e', 'E', '-', '+'].map((key): [string, ServerField, string, boolean] => [
    `a number field blocks ${key}`,
    number,
    key,
    true,
  ]),
  ['a number field lets a comma through', number, ',', false],
  ['a number field lets a period through', number, '.', false],
  ['a number field lets digits through', number, '7', false],
  ['a number field in cm blocks a comma', cm, ',', true],
  ['a number field in cm blocks a period', cm, '.', true],
  ['a number field in cm blocks e', cm, 'e', true],
  ['a number field in cm lets digits through', cm, '4', false],
  ['a text field in cm blocks a comma', textInCm, ',', true],
  ['a text field in cm lets e through', textInCm, 'e', false],
  ...['e', 'E', '-', '+', ',', '.', 'a', 'Z'].map((key): [string, ServerField, string, boolean] => [
    `a text field lets ${key} through`,
    plain,
    key,
    false,
  ]),
  ['named keys pass', number, 'Backspace', false],
];

const PATTERNS: [string, ServerField, string, string][] = [
  ['the pattern strips what it matches', { ...plain, attr: { pattern: '[^0-9]' } }, '69 00a3', '69003'],
  ['a carbon span keeps digits and commas', byName(CARBON_FIELDS, 'span'), '4,5 m', '4,5'],
  ['no pattern: unchanged', plain, 'Maison Dupont', 'Maison Dupont'],
  ['a pattern that is no regular expression strips nothing', { ...plain, attr: { pattern: '[' } }, 'abc', 'abc'],
];

const PASTED: [string, ServerField, string, string][] = [
  ['a pasted number loses e, E, - and +', number, '-1e2+3E', '123'],
  ['a pasted length in cm loses its comma and period', cm, '12,5.0', '1250'],
  ['then the pattern applies', { ...number, attr: { pattern: '[^0-9,]' } }, '5,4 0m', '5,40'],
  ['a text keeps everything', plain, 'e-+,.', 'e-+,.'],
];

describe('keys and typed characters (§5)', () => {
  it.each(KEYS)('%s', (_, field, key, blocked) => {
    expect(blocksKey(field, key)).toBe(blocked);
  });

  it.each(PATTERNS)('%s', (_, field, typed, kept) => {
    expect(stripPattern(field, typed)).toBe(kept);
  });

  it.each(PASTED)('%s', (_, field, pasted, kept) => {
    expect(cleanInput(field, pasted)).toBe(kept);
  });
});

describe('what a change asks of the server', () => {
  it.each<[string, string, FieldValue, object | null]>([
    ['a field with reload form', 'floor', 'haut', { kind: 'form', field: 'floor' }],
    ['a field with reload entrevous', 'floorSpan', '5,40', { kind: 'entrevous', field: 'floorSpan' }],
    ['a field without reload', 'exposure', 'expose', null],
    ['the same answer again', 'floor', '', null],
    ['a field the form does not have', 'nothing', 'x', null],
  ])('%s', (_, name, value, expected) => {
    expect(applyChange(FLOOR_FIELDS, settle(FLOOR_FIELDS, {}).values, name, value).reload).toEqual(expected);
  });
});
