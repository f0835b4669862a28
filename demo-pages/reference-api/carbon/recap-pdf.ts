import type { CarbonCluster } from '@/src/contracts/carbon/tunnel';
import { frenchDateTime } from '../pdf/french';
import { ReportPlan, type PlannedReport } from '../pdf/plan';

/** An assumption's value as text: the HTML tags dropped, CO<sub>2</sub> written 'CO₂'. */
export function plainValue(html: string): string {
  return html
    .replace(/<sub>\s*2\s*<\/sub>/gi, '₂')
    .replace(/<sup>\s*2\s*<\/sup>/gi, '²')
    .replace(/<sup>\s*3\s*<\/sup>/gi, '³')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

const fr1 = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });

/**
 * `downloadClusterRecap` (its plan, for the report pool): every simulation of the cluster, oldest first — its assumptions (HTML
 * stripped), its footprint in kg CO₂ eq/m² (and over the life cycle when bio-based), its parts as a
 * coloured bar with a legend. Dated 'Le dd/mm/yyyy à HhM' (Paris).
 */
export function clusterRecapPlan(cluster: CarbonCluster, now: number): PlannedReport {
  const report = new ReportPlan({
    title: `Impact carbone – ${cluster.name}`,
    subject: 'Simulations d’impact carbone de planchers',
    author: 'Simulateur carbone',
    footer: `${cluster.name} – impact carbone`,
    date: new Date(now),
  });
  report.title(`Impact carbone – ${cluster.name}`).note(`${frenchDateTime(now)} – code postal ${cluster.zip}`);
  if (cluster.simulations.length === 0) report.paragraph('Aucun résultat trouvé pour ces simulations.');
  cluster.simulations.forEach((simulation, i) => {
    report
      .heading(`Simulation ${i + 1} – ${plainValue(simulation.data['Système constructif'] ?? '')}`)
      .keyValues(Object.entries(simulation.data).map(([label, value]) => [label, plainValue(value)]))
      .paragraph(`Empreinte carbone : ${fr1(simulation.carbonFootprint)} kg CO₂ eq/m²`);
    if (simulation.bio)
      report.paragraph(
        `Avec le stockage carbone biogénique (ACV) : ${fr1(simulation.acvCarbonFootprint)} kg CO₂ eq/m²`,
      );
    report.stackedBar(
      simulation.bars.map((bar) => ({ label: bar.label, colour: bar.color, share: bar.pdfPercentage })),
    );
  });
  return report
    .heading('Méthode')
    .paragraph(
      'Par m² de plancher : volume de béton × facteur du ciment choisi, plus l’acier × son facteur, plus les ' +
        'entrevous × leur facteur, plus les rupteurs thermiques. Les facteurs sont des ordres de grandeur des données ' +
        'environnementales par défaut de la RE2020 et des FDES collectives de la base INIES, pas ceux d’un produit.',
    )
    .plan();
}
