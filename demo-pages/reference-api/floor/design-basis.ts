import type { DesignRow } from '@/src/contracts/floor/solution';
import type { FloorAnswers } from './answers';
import { frNumber, kiloNewtons, metres } from './format';
import { LOAD_CLASSES } from './loads';
import { spanReach } from './span-table';
import type { FloorSystem } from './types';

/**
 * The design basis behind a recommendation (beyond the spec: reasons an engineer can file), computed from the
 * answers and the system's span table, for 'Pourquoi cette solution ?' and the recap PDF.
 *
 * What the rule does and does not compute, said plainly: it reads the span tables of the
 * systems' Avis Techniques by the class of the service load g + q (LOAD_CLASSES); it computes no
 * bending or deflection itself. The ultimate-limit-state combination 1,35 G + 1,5 Q (NF EN 1990,
 * 6.4.3.2, eq. 6.10) is shown with the added loads G and Q of the answers; the floor's own weight
 * is carried by the span tables, so it is named, not added. The tables are taken as sized for the
 * French limit on harmful deflection under fragile partitions or tiling (NF EN 1992-1-1 and its
 * national annex, 7.4.1, as in BAEL B.6.5.3): L/500 up to 5 m, 0,5 cm + L/1000 beyond.
 */

export const ULS_G = 1.35;
export const ULS_Q = 1.5;

/** The ULS design load of the added loads (kN/m²), two decimals. */
export function ulsLoad(a: Pick<FloorAnswers, 'gLoad' | 'qLoad'>): number {
  return Math.round((ULS_G * a.gLoad + ULS_Q * a.qLoad) * 100) / 100;
}

/** The harmful-deflection limit (cm) the span tables are taken to assume for a span in cm. */
export function deflectionLimit(span: number): number {
  const limit = span <= 500 ? span / 500 : 0.5 + span / 1000;
  return Math.round(limit * 100) / 100;
}

const loadNumber = (value: number) => kiloNewtons(value).replace(' kN/m²', '');

function combination(system: FloorSystem, a: FloorAnswers): DesignRow {
  const terms = `${frNumber(ULS_G, 2)} × ${loadNumber(a.gLoad)} + ${frNumber(ULS_Q, 1)} × ${loadNumber(a.qLoad)}`;
  return {
    label: 'Combinaison de charges (ELU)',
    value:
      `1,35 G + 1,5 Q = ${terms} = ${kiloNewtons(ulsLoad(a))} (G et Q : charges rapportées de votre ` +
      `configuration ; le poids propre du plancher, ${kiloNewtons(system.selfWeight)}, est compté par les tableaux de portées)`,
  };
}

function spanRows(system: FloorSystem, a: FloorAnswers): DesignRow[] {
  const reach = spanReach(system, a);
  if (!reach) return [];
  const loadClass = LOAD_CLASSES[reach.loadClass]!;
  return [
    {
      label: 'Charges de service (g + q)',
      value: `${kiloNewtons(a.gLoad + a.qLoad)} : tableau de portées « ${loadClass.label} » (jusqu'à ${kiloNewtons(loadClass.limit)})`,
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
  return [combination(system, a), ...spanRows(system, a), deflection(a)];
}
