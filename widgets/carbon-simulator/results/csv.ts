import type { CarbonBar, CarbonCluster, CarbonSimulation } from '@/src/contracts/carbon/tunnel';
import { saveFile } from '@/src/ui/save-file';
import { fileSlug, frenchCsv } from '@/src/ui/spreadsheet';
import { referenceOf } from './factor-sources';
import { RESULTS_MESSAGES as M } from './results-messages';
import { simulationNumbers, simulationTitle } from './simulation-title';

/**
 * A carbon project as a French spreadsheet opens it (as the psi library's CSV): UTF-8
 * with a byte order mark, ';' between cells, CRLF line ends, decimal comma. One line per
 * simulation, part and module, with the model's values (kg CO2 eq/m², to 0.01); D and the
 * biogenic carbon on lines of their own, marked as not counted; then the simulation's footprint
 * (to 0.1, as shown). Simulations in the project's order (oldest first), numbered as on screen.
 * Each line also carries what the simulation was computed for (span, zone, concrete, cement) and
 * the part's emission factors (label, declaration, functional unit, DVR, date, reference or
 * 'donnée d'exemple'; a part of two factors, steel, joins them with ' + '), for a pivot table.
 * Loaded on use (a chunk of its own): the results page's budget holds.
 */

const SUMMED = [
  ['a1a3', 'A1–A3'],
  ['a4a5', 'A4–A5'],
  ['b', 'B'],
  ['c1c4', 'C1–C4'],
] as const;

const decimal = (value: number) => String(value).replace('.', ',');

/** A part's factor cells, one per column of the header; empty where the part has none. */
function factorCells(bar: CarbonBar | null): string[] {
  const sources = bar?.sources ?? [];
  const column = (read: (s: NonNullable<CarbonBar['sources']>[number]) => string) =>
    sources.map(read).join(M.csvFactorJoin);
  return [
    column((s) => s.label),
    column((s) => s.declaration),
    column((s) => s.functionalUnit),
    column((s) => (s.dvrYears === null ? '' : String(s.dvrYears))),
    column((s) => s.date ?? ''),
    column(referenceOf),
  ];
}

function partLines(bar: CarbonBar): string[][] {
  const modules = bar.modules;
  const factors = factorCells(bar);
  if (!modules)
    return [
      [bar.label, M.csvFootprintModules, bar.value === undefined ? '' : decimal(bar.value), M.csvYes, ...factors],
    ];
  const lines = SUMMED.map(([key, name]) => [bar.label, name, decimal(modules[key]), M.csvYes]);
  lines.push([bar.label, 'D', decimal(modules.d), M.csvNo]);
  if (modules.biogenic > 0) lines.push([bar.label, M.csvBiogenic, decimal(modules.biogenic), M.csvNo]);
  return lines.map((line) => [...line, ...factors]);
}

/** What the simulation was computed for, empty for one stored before it was kept. */
function inputCells(simulation: CarbonSimulation): string[] {
  const inputs = simulation.inputs;
  if (!inputs) return ['', '', '', ''];
  return [decimal(inputs.span), String(inputs.seismicZone), inputs.concreteClass, inputs.cement];
}

function simulationLines(cluster: CarbonCluster, simulation: CarbonSimulation, number: number): string[][] {
  const head = [
    cluster.name,
    cluster.zip,
    String(number),
    simulationTitle(simulation, number),
    decimal(simulation.thickness),
  ];
  const total = [
    M.csvTotal,
    M.csvFootprintModules,
    decimal(simulation.carbonFootprint),
    M.csvYes,
    ...factorCells(null),
  ];
  const inputs = inputCells(simulation);
  // Part, module, value, counted; then the inputs; then the part's factors (the header's order).
  return [...simulation.bars.flatMap(partLines), total].map((line) => [
    ...head,
    ...line.slice(0, 4),
    ...inputs,
    ...line.slice(4),
  ]);
}

export function carbonCsv(cluster: CarbonCluster): string {
  const numbers = simulationNumbers(cluster.simulations);
  const lines = cluster.simulations.flatMap((s) => simulationLines(cluster, s, numbers.get(s.id)!));
  return frenchCsv([M.csvHeader, ...lines]);
}

/** 'empreinte-carbone-residence-les-cedres.csv' */
export function csvFileName(cluster: CarbonCluster): string {
  const slug = fileSlug(cluster.name);
  return `empreinte-carbone${slug ? `-${slug}` : ''}.csv`;
}

export function downloadCarbonCsv(cluster: CarbonCluster): void {
  saveFile(new Blob([carbonCsv(cluster)], { type: 'text/csv;charset=utf-8' }), csvFileName(cluster));
}
