import { carbonFootprints, layersOf, steelMasses, technicalData } from '../floor/catalogue';
import type { FloorSystem } from '../floor/types';
import { frenchDateTime } from '../pdf/french';
import { ReportPlan, type PlannedReport } from '../pdf/plan';
import { plainText } from './plain-text';
import { carbonTable, documentsBlock, simulationBlock, type RecapSimulation } from './recap-sections';
import type { SolutionLink } from '@/src/contracts/floor/solution';

/**
 * `downloadSolutionRecap`: the solution's PDF recap (its plan, for the report pool). The system and its description, the
 * simulation's answers under the configurator's French labels and the reasons it selected the
 * system, the layers, the technical data, the carbon table (kg eq CO2/M2) with its steel
 * assumptions, and the documents with their links; dated 'Le dd/mm/yyyy à HhM' (Paris).
 */
export function recapPlan(
  system: FloorSystem,
  simulation: RecapSimulation | null,
  links: SolutionLink[],
  now: number,
): PlannedReport {
  const report = new ReportPlan({
    title: `Récapitulatif – ${system.libelle}`,
    subject: simulation ? `Solution pour la configuration « ${simulation.name} »` : 'Solution de plancher',
    author: 'Configurateur de planchers',
    footer: `${system.libelle} – récapitulatif`,
    date: new Date(now),
  });
  report
    .title(system.libelle)
    .paragraph('Récapitulatif de la solution')
    .note(frenchDateTime(now))
    .heading('Description')
    .paragraph(plainText(system.description));
  simulationBlock(report, simulation)
    .heading('Composition du plancher')
    .keyValues(layersOf(system).map((layer) => [layer.short, `${layer.thickness} ${layer.unit}`]))
    .heading('Caractéristiques techniques')
    .keyValues(technicalData(system).map(({ label, value }) => [label, value]));
  carbonTable(report, carbonFootprints(system), steelMasses(system));
  return documentsBlock(report, links).plan();
}
