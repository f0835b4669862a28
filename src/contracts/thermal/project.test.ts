import { assert, StructError } from 'superstruct';
import type { PsiValue } from './psi-value';
import { formatProjectFigure, projectFigures, projectTotals, ProjectLengths } from './project';

const psi = (values: Partial<PsiValue>): PsiValue => ({
  id: 1,
  psiMoyen: 0.23,
  psiAbout: 0.22,
  psiRive: 0.24,
  psiRt: 0.25,
  psiRnt: 0.8,
  image: { url: '' },
  urlRefSite: '',
  ...values,
});

describe('projectFigures', () => {
  it('sums length × ψ per part, exactly, and weighs ψ by length', () => {
    const figures = projectFigures(psi({}), { about: 12.5, rive: 7.3, other: 0.15 });
    expect(figures.rows.map((r) => [r.part, r.length, r.psi, r.h])).toEqual([
      ['about', 12.5, 0.22, 2.75],
      ['rive', 7.3, 0.24, 1.752],
      ['other', 0.15, 0.23, 0.0345],
    ]);
    expect(figures.totalLength).toBe(19.95);
    expect(figures.h).toBe(4.5365);
    // 4.5365 / 19.95 = 0.22739…
    expect(figures.weightedPsi).toBe(0.227);
    expect(figures.missing).toEqual([]);
  });

  it('leaves out parts with no length, and has no H without any', () => {
    const figures = projectFigures(psi({}), { about: null, rive: 0, other: null });
    expect(figures).toEqual({ rows: [], totalLength: 0, h: null, weightedPsi: null, missing: [] });
    expect(projectFigures(psi({}), null).h).toBeNull();
  });

  it('has no H when a part with a length has no ψ (terre-plein: no about), and names it', () => {
    const figures = projectFigures(psi({ psiAbout: null }), { about: 4, rive: 10, other: null });
    expect(figures.h).toBeNull();
    expect(figures.missing).toEqual(['about']);
    expect(figures.rows[1]!.h).toBe(2.4);
  });

  it('adds junctions together', () => {
    const a = projectFigures(psi({}), { about: 10, rive: null, other: null });
    const b = projectFigures(psi({ psiRive: 0.5 }), { about: null, rive: 10, other: null });
    expect(projectTotals([a, b])).toEqual({ totalLength: 20, h: 7.2, weightedPsi: 0.36 });
  });
});

describe('formatProjectFigure', () => {
  it('rounds half up in decimals, not in binary', () => {
    // 2.875 and 0.145 are not what the float holds: 1.005 * 100 = 100.49999…
    expect(formatProjectFigure(2.875, 2)).toBe('2,88');
    expect(formatProjectFigure(1.005, 2)).toBe('1,01');
    expect(formatProjectFigure(0.2274, 3)).toBe('0,227');
    expect(formatProjectFigure(1250.5, 2)).toMatch(/^1\s250,50$/u);
  });
});

describe('ProjectLengths', () => {
  it('takes metres to the centimetre, from 0 to 100 000', () => {
    expect(() => assert({ about: 12.34, rive: 0, other: null }, ProjectLengths)).not.toThrow();
    for (const bad of [-1, 1.234, 100_001, Number.NaN])
      expect(() => assert({ about: bad, rive: null, other: null }, ProjectLengths)).toThrow(StructError);
  });
});
