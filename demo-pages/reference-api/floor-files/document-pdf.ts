import { carbonFootprints, layersOf, technicalData } from '../floor/catalogue';
import type { FloorSystem, SystemDocument } from '../floor/types';
import { frenchNumber } from '../pdf/french';
import { ReportPlan, type PlannedReport } from '../pdf/plan';
import { plainText } from './plain-text';

/** The unit of the carbon figures, as the spec writes it (§2.1, §9). */
export const CARBON_UNIT = 'kg eq CO2/M2';

/**
 * One document of the catalogue as a real PDF (one or two A4 pages; its plan, for the report pool): its title, the system, the
 * date of its last update, the description, the technical characteristics and the layers; an
 * FDES adds the carbon footprints. The products are fictitious, and the document says so. Its
 * dates are the catalogue's, so its bytes (and the size the detail shows) are the same at every
 * start.
 */
export function documentPlan(system: FloorSystem, document: SystemDocument): PlannedReport {
  const report = new ReportPlan({
    title: document.libelle,
    subject: `${document.kind} – ${system.libelle}`,
    author: 'Ossature — catalogue de démonstration',
    footer: `${document.kind} – ${system.libelle}`,
    date: new Date(`${document.date}T12:00:00Z`),
  });
  report
    .title(document.libelle)
    .paragraph(`${document.kind} du système « ${system.libelle} »`)
    .note(`Mise à jour du ${document.date.split('-').reverse().join('/')}`)
    .heading('Description')
    .paragraph(plainText(system.description))
    .heading('Caractéristiques techniques')
    .keyValues(technicalData(system).map(({ label, value }) => [label, value]))
    .heading('Composition du plancher')
    .keyValues(layersOf(system).map((layer) => [layer.short, `${layer.thickness} ${layer.unit}`]));
  if (document.kind === 'FDES') {
    report
      .heading('Impact carbone (CO₂), du berceau à la tombe')
      .keyValues(carbonFootprints(system).map((f) => [f.concrete.name, `${frenchNumber(f.total, 1)} ${CARBON_UNIT}`]));
  }
  report.note(
    "Document de démonstration de l'API de référence : produit fictif, valeurs d'un ordre de grandeur réaliste.",
  );
  return report.plan();
}
