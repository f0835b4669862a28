import type { CarbonFootprint, DesignRow, SolutionLink, SteelMass } from '@/src/contracts/floor/solution';
import { frenchNumber } from '../pdf/french';
import type { ReportPlan } from '../pdf/plan';
import { CARBON_UNIT } from './document-pdf';

/** The blocks the two recaps share (the solution's, the carbon data's). */

/** The simulation a recap is made for: its name and its answers as the configurator labels them. */
export interface RecapSimulation {
  id: number;
  name: string;
  answers: [label: string, value: string][];
  reasons: string[];
  /** The design basis (floor/design-basis.ts): load combination, span against maximum, deflection. */
  basis: DesignRow[];
}

export function carbonTable(report: ReportPlan, footprints: CarbonFootprint[], steel: SteelMass[]): ReportPlan {
  return report
    .heading('Impact carbone (CO₂) par type de béton')
    .keyValues(footprints.map((f) => [f.concrete.name, `${frenchNumber(f.total, 1)} ${CARBON_UNIT}`]))
    .note('Par m² de plancher, du berceau à la tombe (modules A1 à C4 de la norme NF EN 15804).')
    .heading("Hypothèses : quantités d'acier")
    .keyValues(steel.map((s) => [s.label, `${frenchNumber(s.value, 1)} ${s.unit}`]));
}

export function simulationBlock(report: ReportPlan, simulation: RecapSimulation | null): ReportPlan {
  if (!simulation) return report;
  report.heading(`Votre configuration « ${simulation.name} »`).keyValues(simulation.answers);
  if (simulation.reasons.length > 0) {
    report.heading('Pourquoi cette solution ?');
    for (const reason of simulation.reasons) report.paragraph(`• ${reason}`);
    report.keyValues(simulation.basis.map((row) => [row.label, row.value]));
  }
  return report;
}

export function documentsBlock(report: ReportPlan, links: SolutionLink[]): ReportPlan {
  if (links.length === 0) return report;
  return report
    .heading('Documents')
    .keyValues(
      links.map((link) => [
        link.libelle,
        [
          link.linkType.name,
          link.prettySize,
          link.prettyDocumentDate && `mis à jour le ${link.prettyDocumentDate}`,
          link.url,
        ]
          .filter(Boolean)
          .join(' · '),
      ]),
    );
}
