import type { ThermalFilter } from '@/src/contracts/thermal/filters';
import { guardRailSentence } from '@/widgets/thermal-break/result/guard-rail';
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

  it('states a value against ψ9 ≤ 0,60 W/(m.K)', () => {
    expect(guardRailSentence('ψ moyen', 0.28)).toBe(
      'ψ moyen 0,28 W/(m.K) : conforme au garde-fou RE2020 (ψ9 ≤ 0,60 W/(m.K))',
    );
    expect(guardRailSentence('ψ RNT', 0.74)).toBe(
      'ψ RNT 0,74 W/(m.K) : dépasse le garde-fou RE2020 (ψ9 ≤ 0,60 W/(m.K))',
    );
    expect(guardRailSentence('ψ rive', 0.604)).toContain('conforme');
    expect(guardRailSentence('ψ about', null)).toBeNull();
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
