import { formatDifference } from '@/features/psi-values/psi-figures';
import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import { compareSelection, COMPARE_MAX, picked } from './compare-store';
import { compareTable } from './compare-table';
import { testCatalogue } from './test-catalogue';

const psi = (id: number, moyen: number | null, about: number | null = 0.2): PsiValue => ({
  id,
  psiMoyen: moyen,
  psiAbout: about,
  psiRive: 0.16,
  psiRt: null,
  psiRnt: 0.9,
  image: { url: '' },
  urlRefSite: '',
});
const item = (id: number, moyen: number | null, configuration: number[] = [10, 20], about?: number | null) => ({
  psi: psi(id, moyen, about),
  rupteur: `Rupteur ${id}`,
  configuration,
});

describe('differences', () => {
  it.each([
    [0.2, 0.17, '+0,03'],
    [0.15, 0.17, '−0,02'],
    [0.171, 0.17, '±0,00'],
    [null, 0.17, '--'],
    [0.17, null, '--'],
  ])('%p against %p reads %s', (value, reference, text) => {
    expect(formatDifference(value, reference)).toBe(text);
  });
});

describe('the comparison picks', () => {
  it('keep two to four values in the order picked and refuse a fifth', () => {
    const selection = compareSelection();
    for (let id = 1; id <= COMPARE_MAX; id++) expect(selection.toggle(item(id, 0.2), true)).toBe(true);
    expect(selection.toggle(item(5, 0.2), true)).toBe(false);
    expect(selection.store.getState().refused).toBe(true);
    expect(selection.store.getState().items.map((i) => i.psi.id)).toEqual([1, 2, 3, 4]);
    selection.toggle(item(2, 0.2), false);
    expect(selection.store.getState()).toMatchObject({ refused: false });
    expect(picked(selection.store.getState(), 2)).toBe(false);
    selection.clear();
    expect(selection.store.getState().items).toEqual([]);
  });
});

describe('the comparison table', () => {
  const table = compareTable(testCatalogue(), [
    item(1, 0.2, [10, 20]),
    item(2, 0.17, [12, 21], null),
    item(3, 0.17, [11]),
  ]);

  it('has one column per value, the lowest ψ moyen marked (ties included)', () => {
    expect(table.columns.map((c) => [c.rupteur, c.configuration, c.lowest])).toEqual([
      ['Rupteur 1', 'Plancher vide sanitaire · ≤ 16 cm', false],
      ['Rupteur 2', 'Plancher haut de sous-sol · 23 cm', true],
      ['Rupteur 3', 'Plancher intermédiaire', true],
    ]);
  });

  it('gives the five psi values with their differences to the first value picked', () => {
    expect(table.figures.map((row) => row.label)).toEqual(['ψ moyen', 'ψ about', 'ψ rive', 'ψ RT', 'ψ RNT']);
    expect(table.figures[0]!.cells).toEqual([
      { value: '0,20', difference: null },
      { value: '0,17', difference: '−0,03' },
      { value: '0,17', difference: '−0,03' },
    ]);
    expect(table.figures[1]!.cells[1]).toEqual({ value: '--', difference: null });
  });

  it("then the configurations' filters, '--' where one does not apply", () => {
    expect(table.filters.map((row) => [row.label, row.cells.map((c) => c.value)])).toEqual([
      ['Type de plancher', ['Plancher vide sanitaire', 'Plancher haut de sous-sol', 'Plancher intermédiaire']],
      ['Épaisseur du plancher', ['≤ 16 cm', '23 cm', '--']],
    ]);
  });
});
