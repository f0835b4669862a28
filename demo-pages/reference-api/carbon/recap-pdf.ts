import type { CarbonCluster, CarbonModules, CarbonSimulation } from '@/src/contracts/carbon/tunnel';
import { carbonFactors, FOOTPRINT_MODULES } from '../data/carbon-factors';
import { frenchDateTime } from '../pdf/french';
import { ReportPlan, type PlannedReport } from '../pdf/plan';
import { CARBON_SCOPE, MODULE_LABELS } from './scope';

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
const fr3 = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 3 });
const kg = (value: number) => `${fr1(value)} kg CO₂ eq/m²`;
const titleOf = (simulation: CarbonSimulation, i: number) =>
  `Simulation ${i + 1} – ${plainValue(simulation.data['Système constructif'] ?? '')}`;

/** The footprint by module, then D and the biogenic carbon, each said to be apart. */
function moduleRows(modules: CarbonModules): [string, string][] {
  const rows: [string, string][] = (['a1a3', 'a4a5', 'b', 'c1c4'] as const).map((key) => [
    `Module ${MODULE_LABELS[key]}`,
    kg(modules[key]),
  ]);
  rows.push(['Module D, à part', kg(modules.d)]);
  if (modules.biogenic > 0) rows.push(['Carbone biogénique, à part', kg(modules.biogenic)]);
  return rows;
}

/** The simulations side by side, to one scale, the reference slab as a line across them. */
function comparisonChart(report: ReportPlan, cluster: CarbonCluster): void {
  const scale = Math.max(cluster.reference, ...cluster.simulations.map((s) => s.carbonFootprint)) || 1;
  report.heading('Comparaison des simulations').barChart(
    cluster.simulations.map((simulation, i) => ({
      label: `${titleOf(simulation, i)} : ${kg(simulation.carbonFootprint)}`,
      width: (simulation.carbonFootprint / scale) * 100,
      parts: simulation.bars.map((bar) => ({ label: bar.label, colour: bar.color, share: bar.pdfPercentage })),
    })),
    { label: `Dalle pleine béton 20 cm : ${kg(cluster.reference)}`, position: (cluster.reference / scale) * 100 },
  );
  if (cluster.referenceBasis) report.note(`Référence : ${cluster.referenceBasis}`);
}

function simulationSection(report: ReportPlan, simulation: CarbonSimulation, i: number): void {
  report
    .heading(titleOf(simulation, i))
    .keyValues(Object.entries(simulation.data).map(([label, value]) => [label, plainValue(value)]))
    .paragraph(`Empreinte carbone : ${kg(simulation.carbonFootprint)}`);
  if (simulation.modules) report.keyValues(moduleRows(simulation.modules));
  report.stackedBar(
    simulation.bars.map((bar) => ({
      label: bar.value === undefined ? bar.label : `${bar.label} · ${fr1(bar.value)} kg`,
      colour: bar.color,
      share: bar.pdfPercentage,
    })),
  );
}

/** The factors the figures come from: value A1–C4 and D per unit, declaration, DVR, date. */
function factorRows(): [string, string][] {
  return carbonFactors().map((f) => [
    f.label,
    `${fr3(FOOTPRINT_MODULES.reduce((sum, key) => sum + f.modules[key], 0))} kg CO₂ eq/${f.unit} (A1–C4), D ${fr3(f.d)} ; ${f.declaration}, ` +
      `${f.functionalUnit}, DVR ${f.dvrYears} ans, ${f.date}`,
  ]);
}

/**
 * `downloadClusterRecap` (its plan, for the report pool): what the figures cover, the comparison
 * chart (a bar per simulation and the reference slab), then every simulation of the cluster,
 * oldest first — its assumptions (HTML stripped), its footprint in kg CO₂ eq/m² and by module (D
 * and the biogenic carbon apart), its parts as a coloured bar with their kg — and the factors with
 * their declaration. Dated 'Le dd/mm/yyyy à HhM' (Paris).
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
  report.heading('Ce que couvre l’empreinte').paragraph(CARBON_SCOPE);
  if (cluster.simulations.length === 0) report.paragraph('Aucun résultat trouvé pour ces simulations.');
  else comparisonChart(report, cluster);
  cluster.simulations.forEach((simulation, i) => simulationSection(report, simulation, i));
  return report
    .heading('Méthode et facteurs')
    .paragraph(
      'Par m² de plancher et par module : volume de béton × facteur du béton, plus l’acier × son facteur, plus les ' +
        'entrevous × leur facteur, plus les rupteurs thermiques (0,4 m de rive par m²). Les facteurs sont des ordres ' +
        'de grandeur des FDES de la base INIES et des données environnementales par défaut de la RE2020, pas ceux ' +
        'd’un produit :',
    )
    .keyValues(factorRows())
    .plan();
}
