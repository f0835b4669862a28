import type { MainHistory } from '@/src/contracts/history/main';
import { parseLength, inputOf, lengthsOf } from './lengths-input';
import { projectCsv, projectFileName, projectJson, projectJunctions } from './project-export';

function history(id: number, name: string, lengths: MainHistory['lengths'], psiRive = 0.24): MainHistory {
  return {
    id,
    name,
    createdAt: '2026-12-01T10:00:00.000Z',
    customer: { id: 1 },
    dataType: 'rup',
    rupteur: { name: 'Rupteur « A »; 20', certification1: { name: 'AT 20/26-001' } } as MainHistory['rupteur'],
    psiValue: {
      id: 7,
      psiMoyen: 0.23,
      psiAbout: 0.22,
      psiRive,
      psiRt: 0.25,
      psiRnt: 0.8,
      image: { url: '' },
      urlRefSite: '',
      sources: [{ figures: 'ψ moyen, ψ about, ψ rive', source: 'modèle du jeu de données' }],
    },
    poutrelle: null,
    predalle: null,
    premur: null,
    envPoutrelle: null,
    envPredalle: null,
    envMur: null,
    filterValues: [{ id: 1, value: 'Plancher intermédiaire', filter_name: 'Type de plancher', selected: true }],
    lengths,
  } as MainHistory;
}

describe('the project export', () => {
  const first = history(1, 'Bâtiment A', { about: 12.5, rive: 7.3, other: null });
  const second = history(2, 'Bâtiment B', { about: null, rive: 10, other: null }, 0.5);
  const none = history(3, 'Sans longueurs', null);

  it('keeps the thermal simulations with lengths', () => {
    expect(projectJunctions([first, none, second]).map((j) => j.history.id)).toEqual([1, 2]);
  });

  it('is a French CSV: BOM, ;, CRLF, decimal comma, quoted cells, totals', () => {
    const csv = projectCsv(projectJunctions([first, second]));
    expect(
      csv.startsWith('\uFEFFSimulation;Rupteur;Avis Technique;Type de plancher;Partie;Longueur (m);ψ utilisé;'),
    ).toBe(true);
    const lines = csv.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toBe(
      'Bâtiment A;"Rupteur « A »; 20";AT 20/26-001;Plancher intermédiaire;About (appui du plancher sur le mur);12,50;ψ about;0,22;2,75;ψ moyen, ψ about, ψ rive : modèle du jeu de données',
    );
    // 12,5 × 0,22 + 7,3 × 0,24 = 2,75 + 1,752 = 4,502 → 4,50; ψ pondéré 4,502 / 19,8 = 0,2274 → 0,227
    expect(lines[3]).toContain('Total de la liaison;19,80;ψ pondéré;0,227;4,50;');
    // 4,502 + 10 × 0,5 = 9,502 → 9,50 over 29,8 m
    expect(lines[6]).toBe('Total du projet;;;;;29,80;ψ pondéré;0,319;9,50;');
  });

  it('is a JSON of plain numbers rounded as shown', () => {
    const json = projectJson(projectJunctions([first]));
    expect(json.junctions[0]).toMatchObject({
      simulation: { id: 1, name: 'Bâtiment A' },
      avisTechnique: 'AT 20/26-001',
      totalLength: 19.8,
      weightedPsi: 0.227,
      h: 4.5,
    });
    expect(json.junctions[0]!.parts[1]).toEqual({
      part: 'rive',
      length: 7.3,
      psiUsed: 'ψ rive',
      psi: 0.24,
      h: 1.75,
      source: 'ψ moyen, ψ about, ψ rive : modèle du jeu de données',
    });
    expect(json.total).toEqual({ length: 19.8, weightedPsi: 0.227, h: 4.5 });
  });

  it('names its file after the simulation', () => {
    expect(projectFileName('Résidence Les Cèdres', 'csv')).toBe('projet-thermique-residence-les-cedres.csv');
  });
});

describe('the typed lengths', () => {
  it('take a French or an English decimal, spaces, and nothing else', () => {
    expect(parseLength('12,5')).toBe(12.5);
    expect(parseLength(' 1 250.25 ')).toBe(1250.25);
    expect(parseLength('')).toBeNull();
    for (const bad of ['-1', '1,234', 'douze', '100001', '1e3']) expect(parseLength(bad)).toBeUndefined();
  });

  it('come back to the fields as typed, an error counted as none', () => {
    expect(inputOf({ about: 12.5, rive: 7, other: null })).toEqual({ about: '12,5', rive: '7' });
    expect(lengthsOf({ about: '12,5', rive: 'x' })).toEqual({ about: 12.5, rive: null, other: null });
  });
});
