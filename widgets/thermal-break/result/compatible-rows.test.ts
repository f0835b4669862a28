import { compatibleRows, sortRows, type CompatibleRow } from './compatible-rows';

const psi = (psiMoyen: number | null, psiRive: number | null = psiMoyen) => ({
  id: 0,
  psiMoyen,
  psiAbout: null,
  psiRive,
  psiRt: psiMoyen,
  psiRnt: null,
  image: { url: '' },
  urlRefSite: '',
});
const rupteur = (id: number, name: string, values: ReturnType<typeof psi>[]) => ({
  id,
  name,
  uuid: id,
  visual: '',
  image: { url: '' },
  urlProduct: '',
  range: id === 2 ? 'Gamme haute performance' : 'Gamme standard',
  certification1: { name: `Avis Technique ${id}`, url: '' },
  certification2: null,
  psiValues: values,
});
const names = (rows: CompatibleRow[]) => rows.map((r) => r.name);

describe('the compatible rupteurs table', () => {
  const rows = compatibleRows(
    [
      rupteur(1, 'Linéo L80', [psi(0.3, 0.5), psi(0.25, 0.2)]),
      rupteur(2, 'Éco 140', [psi(0.18, 0.4)]),
      rupteur(3, 'Alpha', [psi(null)]),
    ],
    1,
  );

  it("shows each rupteur's best matching configuration, its certificate and its range", () => {
    expect(rows[0]).toMatchObject({ name: 'Linéo L80', proposed: true, psiMoyen: 0.25, psiRive: 0.2 });
    expect(rows[1]).toMatchObject({ certificate: 'Avis Technique 2', range: 'Gamme haute performance' });
  });

  it('puts the proposed one first by default, then the others by ψ moyen, missing last', () => {
    expect(names(sortRows(rows, 'proposed', 'asc'))).toEqual(['Linéo L80', 'Éco 140', 'Alpha']);
  });

  it('sorts by a figure either way, a missing figure always last', () => {
    expect(names(sortRows(rows, 'psiRive', 'asc'))).toEqual(['Linéo L80', 'Éco 140', 'Alpha']);
    expect(names(sortRows(rows, 'psiRive', 'desc'))).toEqual(['Éco 140', 'Linéo L80', 'Alpha']);
    expect(names(sortRows(rows, 'psiMoyen', 'asc'))).toEqual(['Éco 140', 'Linéo L80', 'Alpha']);
  });

  it('sorts names in French order (accents with their letter)', () => {
    expect(names(sortRows(rows, 'name', 'asc'))).toEqual(['Alpha', 'Éco 140', 'Linéo L80']);
  });
});
