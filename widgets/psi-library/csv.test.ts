import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import { libraryCsv } from './csv';
import type { LibraryAnswer } from './library-calls';
import { testCatalogue } from './test-catalogue';

const psi = (id: number, moyen: number | null, rest: Partial<PsiValue> = {}): PsiValue => ({
  id,
  psiMoyen: moyen,
  psiAbout: 0.2,
  psiRive: 0.155,
  psiRt: null,
  psiRnt: 0.9,
  image: { url: '/media/download/x.png' },
  urlRefSite: 'https://example.test',
  ...rest,
});

const rupteur = (id: number, name: string, values: PsiValue[]) => ({
  id,
  name,
  uuid: id,
  visual: 'x.png',
  image: { url: '/media/download/x.png' },
  urlProduct: '',
  certification1: null,
  certification2: null,
  psiValuesAsArray: values,
});

const answer: LibraryAnswer = {
  filters: [],
  results: [1, 2, 3],
  nbResults: 3,
  mergedFilters: { '12': 10 },
  rupteurs: [
    rupteur(1, 'Rupteur "Linéo"; L140', [psi(1, 0.17), psi(2, null)]),
    rupteur(2, 'Monomur BM-42', [psi(3, 1.236)]),
  ],
  psiValuesFiltersValues: { '1': [10, 20], '2': [12, 21], '3': [11] },
};

describe('the CSV export', () => {
  const csv = libraryCsv(testCatalogue(), answer);

  it('is UTF-8 with a byte order mark, CRLF line ends and one line per psi value', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toHaveLength(5);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has the rupteur, each filter and the five psi values in W/(m·K), separated by ";"', () => {
    const [header] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'Rupteur;Type de plancher;Épaisseur du plancher;ψ moyen (W/(m·K));ψ about (W/(m·K));ψ rive (W/(m·K));ψ RT (W/(m·K));ψ RNT (W/(m·K))',
    );
  });

  it('quotes what needs it, writes a decimal comma and leaves a missing value empty', () => {
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('"Rupteur ""Linéo""; L140";Plancher vide sanitaire;≤ 16 cm;0,17;0,20;0,16;;0,90');
    // A merged value keeps its own wording in its configuration.
    expect(lines[2]).toBe('"Rupteur ""Linéo""; L140";Plancher haut de sous-sol;23 cm;;0,20;0,16;;0,90');
    // A filter that does not apply is an empty cell; 1.236 is written as shown, 2 decimals.
    expect(lines[3]).toBe('Monomur BM-42;Plancher intermédiaire;;1,24;0,20;0,16;;0,90');
  });
});
