import type { DesignRow } from '@/src/contracts/floor/solution';
import type { FloorAnswers } from './answers';
import { frNumber, kiloNewtons, metres } from './format';
import { CUSTOM_LOAD_CASE, findLoadCase, LOAD_CLASSES } from './loads';
import { spanReach } from './span-table';
import type { FloorSystem } from './types';

/**
 * The design basis behind a recommendation (beyond the spec: reasons an engineer can file), computed from the
 * answers and the system's data, for 'Pourquoi cette solution ?' and the recap PDF (one function,
 * so the screen and the PDF cannot disagree).
 *
 * The loads are combined as an engineer writes them: the permanent load G is the floor's own
 * weight (`selfWeight`, from the system's data, as its Avis Technique states it) plus the added
 * permanent loads of the answers (g: finishes, partitions); the imposed load Q is the use
 * category's (q). From them: the ultimate limit state 1,35 G + 1,5 Q (NF EN 1990, 6.4.3.2,
 * eq. 6.10, the fundamental combination with the French annex's factors) and the characteristic
 * serviceability combination G + Q (6.5.3 (2) a, eq. 6.14b). Leaving the self-weight out of G
 * would print about half the ULS load of a 16+4 (3,6 instead of 7,45 kN/m²): a wrong figure on a
 * document an engineer files.
 *
 * What the rule does and does not compute, said plainly: it reads the span tables of the
 * systems' Avis Techniques by the class of the ADDED service load g + q (LOAD_CLASSES), because
 * those tables already carry the self-weight; it computes no bending or deflection itself, and
 * the combinations above are stated, not checked against a resistance. The tables are taken as
 * sized for the French limit on harmful deflection under fragile partitions or tiling (NF EN
 * 1992-1-1 and its national annex, 7.4.1, as in BAEL B.6.5.3): L/500 up to 5 m, 0,5 cm + L/1000
 * beyond.
 *
 * Rounding: each figure (G, ULS, SLS) is computed from the unrounded inputs and rounded once to
 * two decimals, half up (7,4475 → 7,45); the intermediate terms are never rounded first.
 */

export const ULS_G = 1.35;
export const ULS_Q = 1.5;

type Loads = Pick<FloorAnswers, 'gLoad' | 'qLoad'>;

/**
 * Half-up to the hundredth. The product is first read at 12 significant digits so that binary
 * noise (1,35 × 4,35 = 5.872499999…) does not turn a half into a lower figure.
 */
export function round2(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12))) / 100;
}

/** G (kN/m²): the floor's self-weight plus the added permanent loads g, two decimals. */
export function permanentLoad(system: Pick<FloorSystem, 'selfWeight'>, a: Loads): number {
  return round2(system.selfWeight + a.gLoad);
}

/** The ULS design load 1,35 G + 1,5 Q (kN/m²), two decimals. */
export function ulsLoad(system: Pick<FloorSystem, 'selfWeight'>, a: Loads): number {
  return round2(ULS_G * (system.selfWeight + a.gLoad) + ULS_Q * a.qLoad);
}

/** The characteristic SLS load G + Q (kN/m²), two decimals. */
export function slsLoad(system: Pick<FloorSystem, 'selfWeight'>, a: Loads): number {
  return round2(system.selfWeight + a.gLoad + a.qLoad);
}

/** The harmful-deflection limit (cm) the span tables are taken to assume for a span in cm. */
export function deflectionLimit(span: number): number {
  const limit = span <= 500 ? span / 500 : 0.5 + span / 1000;
  return Math.round(limit * 100) / 100;
}

/** An answer's load as the form shows it ('1,0', '2,25'), without its unit. */
const loadNumber = (value: number) => kiloNewtons(value).replace(' kN/m²', '');
/** A computed load: always two decimals, the rounding stated above. */
const computed = (value: number) => frNumber(value, 2);

function permanentRow(system: FloorSystem, a: FloorAnswers): DesignRow {
  return {
    label: 'Charges permanentes G',
    value:
      `poids propre ${computed(system.selfWeight)} + charges rapportées ${loadNumber(a.gLoad)} = ` +
      `${computed(permanentLoad(system, a))} kN/m²`,
  };
}

function imposedRow(a: FloorAnswers): DesignRow {
  const loadCase = findLoadCase(a.loadCase);
  const source = loadCase
    ? `usage « ${loadCase.label} », catégorie ${loadCase.category} (NF EN 1991-1-1 et son annexe nationale)`
    : `valeur saisie (usage « ${CUSTOM_LOAD_CASE.label} »)`;
  return { label: "Charges d'exploitation Q", value: `${kiloNewtons(a.qLoad)} : ${source}` };
}

function combinationRows(system: FloorSystem, a: FloorAnswers): DesignRow[] {
  const g = computed(permanentLoad(system, a));
  const q = loadNumber(a.qLoad);
  return [
    {
      label: 'Combinaison ELU',
      value:
        `1,35 G + 1,5 Q = ${frNumber(ULS_G, 2)} × ${g} + ${frNumber(ULS_Q, 1)} × ${q} = ` +
        `${computed(ulsLoad(system, a))} kN/m² (NF EN 1990, 6.4.3.2, éq. 6.10)`,
    },
    {
      label: 'Combinaison ELS caractéristique',
      value: `G + Q = ${g} + ${q} = ${computed(slsLoad(system, a))} kN/m² (NF EN 1990, 6.5.3 (2) a, éq. 6.14b)`,
    },
  ];
}

function spanRows(system: FloorSystem, a: FloorAnswers): DesignRow[] {
  const reach = spanReach(system, a);
  if (!reach) return [];
  const loadClass = LOAD_CLASSES[reach.loadClass]!;
  return [
    {
      label: 'Charges de service (g + q)',
      value:
        `${kiloNewtons(a.gLoad + a.qLoad)} de charges rapportées : tableau de portées « ${loadClass.label} » ` +
        `(jusqu'à ${kiloNewtons(loadClass.limit)}) ; les tableaux se lisent hors poids propre, qu'ils comptent déjà`,
    },
    {
      label: 'Portée / portée maximale',
      value: `${metres(a.floorSpan).replace(' m', '')} / ${metres(reach.max)}${reach.continuous ? ' (continuité sur appui comprise, + 10 %)' : ''}`,
    },
  ];
}

function deflection(a: FloorAnswers): DesignRow {
  const formula = a.floorSpan <= 500 ? 'L/500' : '0,5 cm + L/1000';
  return {
    label: 'Critère de flèche',
    value:
      `flèche nuisible ≤ ${formula}, soit ${frNumber(deflectionLimit(a.floorSpan), 2)} cm pour ${metres(a.floorSpan)} ` +
      `(cloisons ou carrelage fragiles, NF EN 1992-1-1 et son annexe nationale) : critère supposé par les tableaux de ` +
      `portées de l'Avis Technique, non recalculé par le configurateur`,
  };
}

/** The rows of the design basis of `system` for the answers (the system passed the span rule). */
export function designBasis(system: FloorSystem, a: FloorAnswers): DesignRow[] {
  return [permanentRow(system, a), imposedRow(a), ...combinationRows(system, a), ...spanRows(system, a), deflection(a)];
}
