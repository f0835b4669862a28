import type { ThermalFilter } from '@/src/contracts/thermal/filters';
import { guardRailSentence } from '@/src/contracts/thermal/guard-rail';
import { PSI_UNIT } from '@/src/contracts/thermal/psi-unit';
import { PSI_LIBRARY_MESSAGES } from '@/widgets/psi-library/messages';
import { formatFigure, shortName, withUnit } from '@/features/psi-values/format';
import {
  canContinue,
  settleAnswers,
  visibleFilters,
  type RefineAnswers,
} from '@/widgets/thermal-break/result/refine-rules';
import { recipientsOf } from '@/features/simulation-actions/flows';
import { simulationActions } from '@/features/simulation-actions/chain';

/** The result page's rules without React (thermal-break-tool §4 "Refine filter visibility", §5, §9). */

let nextId = 1000;
function filter(id: number, importColumn: number, labels: string[]): ThermalFilter {
  return {
    id,
    name: `Filtre ${id}`,
    importColumn,
    filter_section: 'psi',
    bg_image: { url: '/media/download/x.png' },
    filterValues: labels.map((value) => ({
      id: nextId++,
      value,
      filter_id: id,
      filter_name: `Filtre ${id}`,
      filter_section: 'psi',
      selected: false,
      psi_value_id: null,
    })),
  };
}

const floor = filter(1, 1, [
  'Plancher bas sur terre-plein',
  'Plancher vide sanitaire',
  'Plancher haut de sous-sol',
  'Plancher intermédiaire',
]);
const wall = filter(2, 2, ['Béton banché', 'Bloc béton']);
const col13 = filter(13, 13, ['100 mm', '140 mm']);
const col14 = filter(14, 14, ['Isolation en sous-face', 'Isolation sous chape']);
const col16 = filter(16, 16, ['60 mm', '80 mm']);
const FILTERS = [floor, wall, col13, col14, col16];
const floorValue = (label: string) => floor.filterValues.find((v) => v.value === label)!.id;
const shown = (answers: RefineAnswers, uuid: number | null) =>
  visibleFilters(FILTERS, answers, uuid).map((f) => f.importColumn);

describe('refine visibility (§4)', () => {
  it.each([
    ['no answer', null, 1, [1, 2]],
    ['Plancher bas sur terre-plein', 'Plancher bas sur terre-plein', 1, [1, 2]],
    ['Plancher vide sanitaire', 'Plancher vide sanitaire', 7, [1, 2, 13, 14]],
    ['Plancher haut de sous-sol', 'Plancher haut de sous-sol', 7, [1, 2, 13, 14]],
    ['Plancher intermédiaire, thermo-prédalle (uuid 1)', 'Plancher intermédiaire', 1, [1, 2, 16]],
    ['Plancher intermédiaire, another rupteur', 'Plancher intermédiaire', 7, [1, 2]],
    ['Plancher vide sanitaire, thermo-prédalle', 'Plancher vide sanitaire', 1, [1, 2, 13, 14]],
  ])('%s → import columns shown', (_, label, uuid, columns) => {
    const answers = label ? { [floor.id]: floorValue(label) } : {};
    expect(shown(answers, uuid)).toEqual(columns);
  });

  it("drops a hidden filter's answer and picks a filter's only value", () => {
    const single = filter(3, 3, ['Seule valeur']);
    const filters = [floor, single, col13];
    const answers = { [floor.id]: floorValue('Plancher intermédiaire'), [col13.id]: col13.filterValues[0]!.id };
    expect(settleAnswers(filters, answers, 7)).toEqual({
      [floor.id]: floorValue('Plancher intermédiaire'),
      [single.id]: single.filterValues[0]!.id,
    });
  });

  it("offers 'Suivant' once a psi value exists or every visible filter has a value (§5)", () => {
    const some = { [floor.id]: floorValue('Plancher bas sur terre-plein') };
    expect(canContinue(null, FILTERS, some, 7)).toBe(false);
    const all = { ...some, [wall.id]: wall.filterValues[0]!.id };
    expect(canContinue(null, FILTERS, all, 7)).toBe(true);
    const psi = {
      id: 1,
      psiMoyen: 0.2,
      psiAbout: null,
      psiRive: null,
      psiRt: null,
      psiRnt: null,
      image: { url: '' },
      urlRefSite: '',
    };
    expect(canContinue(psi, FILTERS, {}, 7)).toBe(true);
  });
});

describe('figures (§9) and the RE2020 guard rail', () => {
  it.each([
    [0.281, '0,28'],
    [0.6, '0,60'],
    [1, '1,00'],
    [null, '--'],
  ])('%s → %s', (value, shownAs) => expect(formatFigure(value)).toBe(shownAs));

  it('writes the ψ unit one way, W/(m·K), the psi library included', () => {
    expect(PSI_UNIT).toBe('W/(m·K)');
    expect(PSI_LIBRARY_MESSAGES.unit).toBe(PSI_UNIT);
    expect(PSI_LIBRARY_MESSAGES.compareCaption).toContain(PSI_UNIT);
  });

  // The verdict for each floor and ψ moyen, written out (screen and PDF: thermal-guard-rail.test.tsx).
  it.each([
    [
      'Plancher intermédiaire',
      0.28,
      'inférieur ou égal à 0,60 W/(m·K)\u00a0: le garde-fou de la RE2020 pour le plancher intermédiaire (ψ9 ≤ 0,60 W/(m·K)) est respecté.',
    ],
    ['Plancher intermédiaire', 0.604, 'inférieur ou égal à 0,60'],
    [
      'Plancher intermédiaire',
      0.74,
      "supérieur à 0,60 W/(m·K)\u00a0: le garde-fou de la RE2020 pour le plancher intermédiaire (ψ9 ≤ 0,60 W/(m·K)) n'est pas respecté.",
    ],
    [null, 0.74, "n'est pas respecté."],
    ['Plancher bas sur terre-plein', 0.74, "ce plancher (plancher bas sur terre-plein) n'y est pas soumis."],
    ['Plancher vide sanitaire', 0.28, "ce plancher (plancher vide sanitaire) n'y est pas soumis."],
    ['Plancher haut de sous-sol', 0.28, "ce plancher (plancher haut de sous-sol) n'y est pas soumis."],
    ['Plancher bas sur terre-plein', null, 'ψ moyen non déterminé\u00a0: il ne peut pas encore être comparé'],
  ])('%s, ψ moyen %s: the guard-rail sentence', (floor, psi, words) => {
    expect(guardRailSentence(psi, floor)).toContain(words);
  });

  it("gives units, '--' alone when missing, and cuts certificate names over 30 characters", () => {
    expect(withUnit(12.345, 'L/m²')).toBe('12,35 L/m²');
    expect(withUnit(null, 'L/m²')).toBe('--');
    expect(shortName('Avis Technique 20/16-367_V2 du CSTB')).toBe('Avis Technique 20/16-367_V2…');
    expect(shortName('Certification ACERMI')).toBe('Certification ACERMI');
  });
});

describe('simulation actions (§4 Saving, §5)', () => {
  it('keeps the filled recipients, in order', () => {
    expect(recipientsOf({ email1: ' a@b.fr ', email2: '', email3: 'c@d.fr' })).toEqual(['a@b.fr', 'c@d.fr']);
  });

  it('logs in first, then saves first when needed, then goes on', () => {
    const steps: string[] = [];
    let loggedIn = false;
    let saved = false;
    const actions = simulationActions({
      isLoggedIn: () => loggedIn,
      login: (then) => {
        steps.push('login');
        loggedIn = true;
        then();
      },
      needsSave: () => !saved,
      openSave: (then) => {
        steps.push('save');
        saved = true;
        then?.();
      },
      openPdf: () => steps.push('pdf'),
      openEmail: () => steps.push('email'),
    });
    actions.pdf();
    actions.email();
    expect(steps).toEqual(['login', 'save', 'pdf', 'email']);
  });
});
