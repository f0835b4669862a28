import { floorSystemData } from '@/demo-pages/reference-api/data/floor-systems';
import type { FloorAnswers } from '@/demo-pages/reference-api/floor/answers';
import {
  designBasis,
  permanentLoad,
  slsLoad,
  ULS_G,
  ULS_Q,
  ulsLoad,
} from '@/demo-pages/reference-api/floor/design-basis';
import { findLoadCase } from '@/demo-pages/reference-api/floor/loads';
import type { FloorSystem } from '@/demo-pages/reference-api/floor/types';

/**
 * The load combination of the design basis against figures worked out by hand (the comment of
 * each case is the calculation; bc checked it), never with the code under test. The systems and
 * the load cases come from the data: if a self-weight or a load case changes there, the first
 * assertion of the case fails and names it, and the hand figures must be worked out again.
 */

const system = (slug: string): FloorSystem => {
  const found = floorSystemData().find((s) => s.slug === slug);
  if (!found) throw new Error(`${slug} is not in data/floor-systems.json`);
  return found;
};

interface Case {
  slug: string;
  family: FloorSystem['family'];
  /** kN/m², as the data file states it. */
  selfWeight: number;
  /** A LOAD_CASES value, or 'custom' with g and q typed. */
  loadCase: string;
  g: number;
  q: number;
  G: number;
  uls: number;
  sls: number;
}

// prettier-ignore
const CASES: Case[] = [
  // Concrete blocks 16+4 — the case.
  // habitation: G 2,85 + 1,0 = 3,85 ; 1,35×3,85 = 5,1975 ; + 1,5×1,5 = 2,25 → 7,4475 → 7,45 ; 3,85 + 1,5 = 5,35
  { slug: 'poutrelles-entrevous-beton-16-4', family: 'entrevous-beton', selfWeight: 2.85, loadCase: 'habitation', g: 1.0, q: 1.5, G: 3.85, uls: 7.45, sls: 5.35 },
  // bureaux: G 2,85 + 1,5 = 4,35 ; 1,35×4,35 = 5,8725 ; + 1,5×2,5 = 3,75 → 9,6225 → 9,62 ; 4,35 + 2,5 = 6,85
  { slug: 'poutrelles-entrevous-beton-16-4', family: 'entrevous-beton', selfWeight: 2.85, loadCase: 'bureaux', g: 1.5, q: 2.5, G: 4.35, uls: 9.62, sls: 6.85 },
  // commerce: G 4,35 ; 5,8725 + 1,5×5,0 = 7,5 → 13,3725 → 13,37 ; 4,35 + 5,0 = 9,35
  { slug: 'poutrelles-entrevous-beton-16-4', family: 'entrevous-beton', selfWeight: 2.85, loadCase: 'commerce', g: 1.5, q: 5.0, G: 4.35, uls: 13.37, sls: 9.35 },
  // parking: G 3,85 ; 5,1975 + 1,5×2,5 = 3,75 → 8,9475 → 8,95 ; 3,85 + 2,5 = 6,35
  { slug: 'poutrelles-entrevous-beton-16-4', family: 'entrevous-beton', selfWeight: 2.85, loadCase: 'parking', g: 1.0, q: 2.5, G: 3.85, uls: 8.95, sls: 6.35 },
  // Concrete blocks 25+5, the heaviest, under shop loads:
  // G 3,90 + 1,5 = 5,40 ; 1,35×5,40 = 7,29 ; + 7,5 → 14,79 ; 5,40 + 5,0 = 10,40
  { slug: 'poutrelles-entrevous-beton-25-5', family: 'entrevous-beton', selfWeight: 3.9, loadCase: 'commerce', g: 1.5, q: 5.0, G: 5.4, uls: 14.79, sls: 10.4 },
  // Concrete blocks 12+4, loads typed ('Personnalisé'):
  // G 2,50 + 0,75 = 3,25 ; 1,35×3,25 = 4,3875 ; + 1,5×2,0 = 3,0 → 7,3875 → 7,39 ; 3,25 + 2,0 = 5,25
  { slug: 'poutrelles-entrevous-beton-12-4', family: 'entrevous-beton', selfWeight: 2.5, loadCase: 'custom', g: 0.75, q: 2.0, G: 3.25, uls: 7.39, sls: 5.25 },

  // Expanded polystyrene blocks 16+4.
  // habitation: G 1,95 + 1,0 = 2,95 ; 1,35×2,95 = 3,9825 ; + 2,25 → 6,2325 → 6,23 ; 2,95 + 1,5 = 4,45
  { slug: 'poutrelles-entrevous-pse-16-4', family: 'entrevous-polystyrene', selfWeight: 1.95, loadCase: 'habitation', g: 1.0, q: 1.5, G: 2.95, uls: 6.23, sls: 4.45 },
  // bureaux: G 1,95 + 1,5 = 3,45 ; 1,35×3,45 = 4,6575 ; + 3,75 → 8,4075 → 8,41 ; 3,45 + 2,5 = 5,95
  { slug: 'poutrelles-entrevous-pse-16-4', family: 'entrevous-polystyrene', selfWeight: 1.95, loadCase: 'bureaux', g: 1.5, q: 2.5, G: 3.45, uls: 8.41, sls: 5.95 },
  // commerce: G 3,45 ; 4,6575 + 7,5 → 12,1575 → 12,16 ; 3,45 + 5,0 = 8,45
  { slug: 'poutrelles-entrevous-pse-16-4', family: 'entrevous-polystyrene', selfWeight: 1.95, loadCase: 'commerce', g: 1.5, q: 5.0, G: 3.45, uls: 12.16, sls: 8.45 },
  // parking: G 2,95 ; 3,9825 + 3,75 → 7,7325 → 7,73 ; 2,95 + 2,5 = 5,45
  { slug: 'poutrelles-entrevous-pse-16-4', family: 'entrevous-polystyrene', selfWeight: 1.95, loadCase: 'parking', g: 1.0, q: 2.5, G: 2.95, uls: 7.73, sls: 5.45 },

  // Wood-fibre blocks 16+4 (the halves round up: 6,435 and 7,935).
  // habitation: G 2,10 + 1,0 = 3,10 ; 1,35×3,10 = 4,185 ; + 2,25 → 6,435 → 6,44 ; 3,10 + 1,5 = 4,60
  { slug: 'poutrelles-entrevous-fibre-de-bois-16-4', family: 'entrevous-bois', selfWeight: 2.1, loadCase: 'habitation', g: 1.0, q: 1.5, G: 3.1, uls: 6.44, sls: 4.6 },
  // bureaux: G 2,10 + 1,5 = 3,60 ; 1,35×3,60 = 4,86 ; + 3,75 → 8,61 ; 3,60 + 2,5 = 6,10
  { slug: 'poutrelles-entrevous-fibre-de-bois-16-4', family: 'entrevous-bois', selfWeight: 2.1, loadCase: 'bureaux', g: 1.5, q: 2.5, G: 3.6, uls: 8.61, sls: 6.1 },
  // commerce: G 3,60 ; 4,86 + 7,5 → 12,36 ; 3,60 + 5,0 = 8,60
  { slug: 'poutrelles-entrevous-fibre-de-bois-16-4', family: 'entrevous-bois', selfWeight: 2.1, loadCase: 'commerce', g: 1.5, q: 5.0, G: 3.6, uls: 12.36, sls: 8.6 },
  // parking: G 3,10 ; 4,185 + 3,75 → 7,935 → 7,94 ; 3,10 + 2,5 = 5,60
  { slug: 'poutrelles-entrevous-fibre-de-bois-16-4', family: 'entrevous-bois', selfWeight: 2.1, loadCase: 'parking', g: 1.0, q: 2.5, G: 3.1, uls: 7.94, sls: 5.6 },
];

/** Answers for a case: the load case's loads as the form gives them (typed ones for 'custom'). */
function answersOf(c: Case, rest: Partial<FloorAnswers> = {}): FloorAnswers {
  const preset = findLoadCase(c.loadCase);
  return {
    zipCode: '69003',
    configurationName: 'Cas de calcul',
    company: '',
    floor: 'intermediate',
    floorLevel: 'ground',
    up: null,
    loadCase: c.loadCase,
    gLoad: preset ? preset.gLoad : c.g,
    qLoad: preset ? preset.qLoad : c.q,
    floorSpan: 420,
    continuity: false,
    continuityWidth: null,
    continuityLength: null,
    insulation: [],
    floorType: c.family,
    ...rest,
  };
}

describe('the load combination of the design basis (G = self-weight + g, Q = q)', () => {
  test('the partial factors are those of NF EN 1990, eq. 6.10', () => {
    expect([ULS_G, ULS_Q]).toEqual([1.35, 1.5]);
  });

  test('every floor family of the data has hand-computed cases', () => {
    const families = new Set(floorSystemData().map((s) => s.family));
    expect(new Set(CASES.map((c) => c.family))).toEqual(families);
  });

  test.each(CASES)('$slug, $loadCase: G $G, ULS $uls, SLS $sls kN/m²', (c) => {
    const s = system(c.slug);
    const a = answersOf(c);
    // The figures the hand calculation started from are still the data's.
    expect({ family: s.family, selfWeight: s.selfWeight, g: a.gLoad, q: a.qLoad }).toEqual({
      family: c.family,
      selfWeight: c.selfWeight,
      g: c.g,
      q: c.q,
    });
    expect(permanentLoad(s, a)).toBe(c.G);
    expect(ulsLoad(s, a)).toBe(c.uls);
    expect(slsLoad(s, a)).toBe(c.sls);
  });
});

describe('the rows, as the screen and the recap PDF print them', () => {
  test("the issue's case: concrete blocks 16+4 (block 16 cm, slab 4 cm) at 4,20 m under dwelling loads", () => {
    const c = CASES[0]!;
    const s = system(c.slug);
    expect([s.blockHeight, s.slab]).toEqual([16, 4]);
    expect(designBasis(s, answersOf(c, { floorSpan: 420 }))).toEqual([
      { label: 'Charges permanentes G', value: 'poids propre 2,85 + charges rapportées 1,0 = 3,85 kN/m²' },
      {
        label: "Charges d'exploitation Q",
        value: '1,5 kN/m² : usage « Habitation », catégorie A (NF EN 1991-1-1 et son annexe nationale)',
      },
      {
        label: 'Combinaison ELU',
        value: '1,35 G + 1,5 Q = 1,35 × 3,85 + 1,5 × 1,5 = 7,45 kN/m² (NF EN 1990, 6.4.3.2, éq. 6.10)',
      },
      {
        label: 'Combinaison ELS caractéristique',
        value: 'G + Q = 3,85 + 1,5 = 5,35 kN/m² (NF EN 1990, 6.5.3 (2) a, éq. 6.14b)',
      },
      {
        label: 'Charges de service (g + q)',
        value:
          "2,5 kN/m² de charges rapportées : tableau de portées « charges d'habitation » (jusqu'à 2,5 kN/m²) ; " +
          "les tableaux se lisent hors poids propre, qu'ils comptent déjà",
      },
      { label: 'Portée / portée maximale', value: '4,20 / 5,60 m' },
      {
        label: 'Critère de flèche',
        value:
          'flèche nuisible ≤ L/500, soit 0,84 cm pour 4,20 m (cloisons ou carrelage fragiles, NF EN 1992-1-1 et ' +
          "son annexe nationale) : critère supposé par les tableaux de portées de l'Avis Technique, non recalculé " +
          'par le configurateur',
      },
    ]);
  });

  test('typed loads name their source, and every computed figure keeps two decimals', () => {
    const c = CASES.find((x) => x.loadCase === 'custom')!;
    const rows = designBasis(system(c.slug), answersOf(c));
    expect(rows.slice(0, 4).map((r) => r.value)).toEqual([
      'poids propre 2,50 + charges rapportées 0,75 = 3,25 kN/m²',
      '2,0 kN/m² : valeur saisie (usage « Personnalisé »)',
      '1,35 G + 1,5 Q = 1,35 × 3,25 + 1,5 × 2,0 = 7,39 kN/m² (NF EN 1990, 6.4.3.2, éq. 6.10)',
      'G + Q = 3,25 + 2,0 = 5,25 kN/m² (NF EN 1990, 6.5.3 (2) a, éq. 6.14b)',
    ]);
  });
});
