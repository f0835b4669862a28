import type { CarbonFootprint } from '@/src/contracts/floor/solution';
import { steelMasses } from '../floor/catalogue';
import type { FloorSystem } from '../floor/types';
import { frenchDateTime } from '../pdf/french';
import { ReportPlan, type PlannedReport } from '../pdf/plan';
import { carbonTable, type RecapSimulation } from './recap-sections';
import { CARBON_SCOPE } from '../carbon/scope';

/**
 * `downloadCarbonDatasPdf`: the carbon data of the detail as a PDF (its plan, for the report pool). The system, the simulation it
 * was recommended by, the footprint for each concrete (or the one chosen) in kg eq CO2/M2, the
 * steel assumptions and how the figures are made; dated 'Le dd/mm/yyyy à HhM' (Paris).
 */
export function carbonRecapPlan(
  system: FloorSystem,
  simulation: RecapSimulation | null,
  footprints: CarbonFootprint[],
  now: number,
): PlannedReport {
  const report = new ReportPlan({
    title: `Impact carbone – ${system.libelle}`,
    subject: 'Impact carbone du plancher',
    author: 'Configurateur de planchers',
    footer: `${system.libelle} – impact carbone`,
    date: new Date(now),
  });
  report.title(`Impact carbone – ${system.libelle}`).note(frenchDateTime(now));
  if (simulation) report.paragraph(`Configuration « ${simulation.name} »`);
  return carbonTable(report, footprints, steelMasses(system))
    .heading('Méthode')
    .paragraph(
      "Béton (dalle de compression et poutrelles) × facteur du béton choisi, plus l'acier × son facteur, " +
        'plus les entrevous × leur facteur. Les facteurs sont des ordres de grandeur des données ' +
        'environnementales par défaut de la RE2020 et des FDES collectives de la base INIES, pas ceux d’un produit.',
    )
    .paragraph(CARBON_SCOPE)
    .plan();
}
