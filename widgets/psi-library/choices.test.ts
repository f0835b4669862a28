import { choiceLabel, lowerFirst, ownLabel } from './catalogue';
import { chosenFilterCount, hashOf, normalise, readHash, sameChoices, withValue } from './choices';
import { encodeText } from './hash-codec';
import { testCatalogue } from './test-catalogue';

const catalogue = testCatalogue();
const hashOfJson = (json: string) => encodeText(json);

describe('the choices', () => {
  it('normalise merged values to their target, sorted, without repeats or empty lists', () => {
    expect(normalise(catalogue, { '1': [12, 11, 10], '2': [] })).toEqual({ '1': [10, 11] });
  });

  it('give one hash for the same choices, keys in the filters’ order', () => {
    const a = withValue(withValue({}, 2, 21, true), 1, 11, true);
    const b = withValue(withValue({}, 1, 11, true), 2, 21, true);
    expect(sameChoices(a, b)).toBe(true);
    expect(hashOf(catalogue, a)).toBe(hashOf(catalogue, b));
    expect(hashOf(catalogue, {})).toBe('e30');
  });

  it('add and remove values, dropping a filter left empty', () => {
    const one = withValue({}, 1, 11, true);
    expect(withValue(one, 1, 10, true)).toEqual({ '1': [10, 11] });
    expect(withValue(one, 1, 11, false)).toEqual({});
    expect(chosenFilterCount({ '1': [10], '2': [20, 21] })).toBe(2);
  });

  it("read a merged value as '{target} ou {merged}'", () => {
    expect(choiceLabel(catalogue, 10)).toBe('Plancher vide sanitaire ou Plancher haut de sous-sol');
    expect(choiceLabel(catalogue, 12)).toBe('Plancher vide sanitaire ou Plancher haut de sous-sol');
    expect(choiceLabel(catalogue, 11)).toBe('Plancher intermédiaire');
    // Without the merged value's wording, the target's alone.
    expect(choiceLabel(testCatalogue(false), 10)).toBe('Plancher vide sanitaire');
    expect(ownLabel(testCatalogue(false), 12)).toBe('Plancher vide sanitaire');
    expect(ownLabel(catalogue, 12)).toBe('Plancher haut de sous-sol');
    expect(lowerFirst('Épaisseur du plancher')).toBe('épaisseur du plancher');
  });
});

describe('a route hash read against the filters', () => {
  it('gives the normalised choices', () => {
    expect(readHash(hashOfJson('{"2":[21,20],"1":[12]}'), catalogue)).toEqual({
      ok: true,
      choices: { '1': [10], '2': [20, 21] },
    });
  });

  it.each([
    ['not base64', '!!!', 'not base64'],
    ['not JSON', encodeText('{"1":'), 'not base64 of UTF-8 JSON'],
    ['an array', encodeText('[1,2]'), 'not a JSON object'],
    ['null', encodeText('null'), 'not base64 of UTF-8 JSON'],
    ['a number', encodeText('12'), 'not a JSON object'],
    ['an unknown filter', encodeText('{"9":[10]}'), 'unknown filter "9"'],
    ['a key that is not an id', encodeText('{"plancher":[10]}'), 'unknown filter "plancher"'],
    ['values that are not a list', encodeText('{"1":10}'), 'not a list of positive integers'],
    ['a value that is not a positive integer', encodeText('{"1":[0]}'), 'not a list of positive integers'],
    ['a decimal value', encodeText('{"1":[10.5]}'), 'not a list of positive integers'],
    ['a value of another filter', encodeText('{"1":[20]}'), 'unknown value 20'],
    ['an unknown value', encodeText('{"1":[99]}'), 'unknown value 99'],
  ])('refuses %s', (_, hash, problem) => {
    const reading = readHash(hash, catalogue);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.problem).toContain(problem);
  });
});
