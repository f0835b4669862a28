import { answer, reselect, shownOnly, toEntries, valuesOf, withProposals, type OrderedAnswer } from './ordered-answers';

const list = (...pairs: [string, string | string[]][]): OrderedAnswer[] =>
  pairs.map(([field, value]) => ({ field, value }));
const fields = (answers: readonly OrderedAnswer[]) => answers.map((a) => `${a.field}=${String(a.value)}`).join(' ');

const base = list(['systemType', 'entrevous-beton'], ['span', '450'], ['concreteClass', 'C25/30']);

describe('the ordered answers of the carbon tunnel (floor-and-carbon-tools §4.2)', () => {
  it.each([
    [
      'a new answer goes last',
      base,
      'cementType',
      'cem-i',
      'systemType=entrevous-beton span=450 concreteClass=C25/30 cementType=cem-i',
    ],
    ['re-answering replaces and drops what came after', base, 'span', '500', 'systemType=entrevous-beton span=500'],
    ['re-answering the first drops every later answer', base, 'systemType', 'predalle', 'systemType=predalle'],
    ['an emptied answer is taken back with those after it', base, 'span', '', 'systemType=entrevous-beton'],
    ['an empty answer to a new field adds nothing', base, 'cementType', '', fields(base)],
    [
      'a first favourite cuts back to just after the system type',
      base,
      'favorites',
      'entrevous-beton',
      'systemType=entrevous-beton favorites=entrevous-beton',
    ],
    [
      'a favourite answered again cuts back to just after it',
      list(['systemType', 'predalle'], ['span', '600'], ['favorites', 'custom'], ['cementType', 'cem-i']),
      'favorites',
      'predalle',
      'systemType=predalle span=600 favorites=predalle',
    ],
    [
      'a favourite with no system type yet goes last',
      list(['span', '450']),
      'favorites',
      'custom',
      'span=450 favorites=custom',
    ],
    ['a checkbox answer is a list', base, 'networks', ['eau', 'gaz'], `${fields(base)} networks=eau,gaz`],
  ])('%s', (_, start, field, value, expected) => {
    expect(fields(answer(start, field, value))).toBe(expected);
  });

  it('the same answer again gives back the very same list (nothing to fetch)', () => {
    expect(answer(base, 'span', '450')).toBe(base);
    expect(answer(list(['networks', ['eau', 'gaz']]), 'networks', ['eau', 'gaz'])).toHaveLength(1);
  });
});

describe('the thermal break toggle', () => {
  const withBreak = [...base, ...list(['thermalBreak', 'avec'], ['seismicZone', '3'])];
  it('the same choice again removes that answer and those after it', () => {
    expect(fields(reselect(withBreak, 'thermalBreak', 'avec'))).toBe(fields(base));
  });
  it('another choice is an ordinary re-answer, not a toggle', () => {
    expect(reselect(withBreak, 'thermalBreak', 'sans')).toBe(withBreak);
    expect(fields(answer(withBreak, 'thermalBreak', 'sans'))).toBe(`${fields(base)} thermalBreak=sans`);
  });
  it('other fields never toggle', () => {
    expect(reselect(withBreak, 'span', '450')).toBe(withBreak);
  });
  it('an unanswered toggle field changes nothing', () => {
    expect(reselect(base, 'thermalBreak', 'avec')).toBe(base);
  });
});

describe('forced and default values', () => {
  it('are added after the answers, in the form’s order, unless answered', () => {
    const proposed = list(['span', '500'], ['cementType', 'cem-ii-a'], ['seismicZone', '3']);
    expect(fields(withProposals(base, proposed))).toBe(`${fields(base)} cementType=cem-ii-a seismicZone=3`);
  });
  it('adds nothing empty, nothing twice, and gives back the same list when nothing is new', () => {
    expect(fields(withProposals([], list(['a', ''], ['b', '1'], ['b', '2'])))).toBe('b=1');
    expect(withProposals(base, list(['span', '600']))).toBe(base);
  });
});

describe('a proposed entry is not an answer of the visitor', () => {
  // The form proposed the zone and the chaining; the visitor then chose the thermal break.
  const proposed = withProposals(base, list(['seismicZone', '2'], ['chaining', 'courants']));
  const filled = answer(proposed, 'thermalBreak', 'avec');

  it('is marked as proposed, and sent like any answer', () => {
    expect(proposed.slice(-2).every((a) => a.proposed)).toBe(true);
    expect(toEntries(proposed).at(-1)).toEqual({ index: 4, field: 'chaining', value: 'courants' });
  });
  it('corrected, it is a new answer: it goes last and drops nothing answered after it', () => {
    const corrected = answer(filled, 'seismicZone', '3');
    expect(fields(corrected)).toBe(`${fields(base)} chaining=courants thermalBreak=avec seismicZone=3`);
    expect(corrected.at(-1)!.proposed).toBeUndefined();
  });
  it('corrected again, it is the visitor’s own answer: re-answering truncates (§4.2)', () => {
    const corrected = answer(answer(filled, 'seismicZone', '3'), 'cementType', 'cem-i');
    expect(fields(answer(corrected, 'seismicZone', '4'))).toBe(
      `${fields(base)} chaining=courants thermalBreak=avec seismicZone=4`,
    );
  });
  it('emptied, it alone is taken back', () => {
    expect(fields(answer(filled, 'seismicZone', ''))).toBe(`${fields(base)} chaining=courants thermalBreak=avec`);
  });
  it('the same value again changes nothing', () => {
    expect(answer(filled, 'seismicZone', '2')).toBe(filled);
  });
  it('a proposed thermal break picked again is taken back with what came after it, as the spec says', () => {
    const preset = answer(withProposals(base, list(['thermalBreak', 'avec'])), 'seismicZone', '3');
    expect(fields(reselect(preset, 'thermalBreak', 'avec'))).toBe(fields(base));
  });
});

describe('the list and the form', () => {
  it('drops the answers of fields the form no longer shows', () => {
    expect(fields(shownOnly(base, (f) => f !== 'span'))).toBe('systemType=entrevous-beton concreteClass=C25/30');
    expect(shownOnly(base, () => true)).toBe(base);
  });

  it('is sent as indexed entries, and read back as a record', () => {
    expect(toEntries(list(['systemType', 'predalle'], ['networks', ['eau']]))).toEqual([
      { index: 0, field: 'systemType', value: 'predalle' },
      { index: 1, field: 'networks', value: ['eau'] },
    ]);
    expect(valuesOf(base)).toEqual({ systemType: 'entrevous-beton', span: '450', concreteClass: 'C25/30' });
  });
});
