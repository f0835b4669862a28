import { editHref, readEntry } from './entry';
import { goBackFrom, sortByThickness } from './navigation';
import type { FloorSolution } from '@/src/contracts/floor/solution';

describe('the query parameters (§2.1)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['', { kind: 'new' }],
    ['?simulationId=12', { kind: 'edit', simulationId: 12 }],
    ['?duplicate=12', { kind: 'copy', simulationId: 12 }],
    ['?history=7', { kind: 'history', simulationId: 7 }],
    [
      '?historySolution=poutrelles-entrevous-pse-12-4',
      { kind: 'solution', slug: 'poutrelles-entrevous-pse-12-4', simulationId: null, share: null },
    ],
    [
      '?historySolution=poutrelles-entrevous-pse-12-4&history=7',
      { kind: 'solution', slug: 'poutrelles-entrevous-pse-12-4', simulationId: 7, share: null },
    ],
    // A share's link: its signature goes with the simulation it names, and alone means nothing.
    [
      '?historySolution=poutrelles-entrevous-pse-12-4&history=7&share=abc',
      { kind: 'solution', slug: 'poutrelles-entrevous-pse-12-4', simulationId: 7, share: 'abc' },
    ],
    [
      '?historySolution=poutrelles-entrevous-pse-12-4&share=abc',
      { kind: 'solution', slug: 'poutrelles-entrevous-pse-12-4', simulationId: null, share: null },
    ],
    ['?history=7&simulationId=12', { kind: 'history', simulationId: 7 }],
    ['?simulationId=12&duplicate=9', { kind: 'edit', simulationId: 12 }],
  ])('%s opens %j', (search, entry) => {
    expect(readEntry(search)).toEqual(entry);
    expect(console.error).not.toHaveBeenCalled();
  });

  it.each(['?simulationId=abc', '?history=-1', '?history=0', '?historySolution=../admin', '?historySolution='])(
    '%s is ignored with one console error, and the configurator starts anew',
    (search) => {
      expect(readEntry(search)).toEqual({ kind: 'new' });
      expect(console.error).toHaveBeenCalledTimes(1);
    },
  );

  it("links 'Revenir à la configuration' to the page with ?simulationId=", () => {
    expect(editHref('/configurer-un-plancher/', 42)).toBe('/configurer-un-plancher/?simulationId=42');
  });
});

const solution = (slug: string, thickness: number) => ({ slug, thickness }) as FloorSolution;

describe('sort and go-back (§4.1, §2.1)', () => {
  const list = [solution('a', 20), solution('b', 16), solution('c', 20), solution('d', 25)];

  it('sorts by thickness, ascending by default, ties in the server order', () => {
    expect(sortByThickness(list, 'asc').map((s) => s.slug)).toEqual(['b', 'a', 'c', 'd']);
    expect(sortByThickness(list, 'desc').map((s) => s.slug)).toEqual(['d', 'a', 'c', 'b']);
    expect(list.map((s) => s.slug)).toEqual(['a', 'b', 'c', 'd']);
  });

  it.each([
    [{ solutionCount: 3, loggedIn: true, fromHistory: true }, 'list'],
    [{ solutionCount: 1, loggedIn: true, fromHistory: true }, 'history'],
    [{ solutionCount: 1, loggedIn: false, fromHistory: true }, 'configurator'],
    [{ solutionCount: 1, loggedIn: true, fromHistory: false }, 'configurator'],
    [{ solutionCount: 0, loggedIn: false, fromHistory: false }, 'configurator'],
  ] as const)('from %j, back goes to the %s', (detail, target) => {
    expect(goBackFrom(detail)).toBe(target);
  });
});
