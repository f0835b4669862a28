import type { CarbonBar, CarbonCluster, CarbonSimulation } from '@/src/contracts/carbon/tunnel';
import { saveFile } from '@/src/ui/save-file';
import { RESULTS_MESSAGES as M } from './results-messages';
import { simulationNumbers, simulationTitle } from './simulation-title';

/**
 * A carbon project as a French spreadsheet opens it (as the psi library's CSV): UTF-8
 * with a byte order mark, ';' between cells, CRLF line ends, decimal comma. One line per
 * simulation, part and module, with the model's values (kg CO2 eq/m², to 0.01); D and the
 * biogenic carbon on lines of their own, marked as not counted; then the simulation's footprint
 * (to 0.1, as shown). Simulations in the project's order (oldest first), numbered as on screen.
 * Loaded on use (a chunk of its own): the results page's budget holds.
 */

const SUMMED = [
  ['a1a3', 'A1–A3'],
  ['a4a5', 'A4–A5'],
  ['b', 'B'],
  ['c1c4', 'C1–C4'],
] as const;

/** A cell, quoted when it holds the separator, a quote or a line break (quotes doubled). */
function cell(text: string): string {
  return /[;"\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const decimal = (value: number) => String(value).replace('.', ',');

function partLines(bar: CarbonBar): string[][] {
  const modules = bar.modules;
  if (!modules)
    return [[bar.label, M.csvFootprintModules, bar.value === undefined ? '' : decimal(bar.value), M.csvYes]];
  const lines = SUMMED.map(([key, name]) => [bar.label, name, decimal(modules[key]), M.csvYes]);
  lines.push([bar.label, 'D', decimal(modules.d), M.csvNo]);
  if (modules.biogenic > 0) lines.push([bar.label, M.csvBiogenic, decimal(modules.biogenic), M.csvNo]);
  return lines;
}

function simulationLines(cluster: CarbonCluster, simulation: CarbonSimulation, number: number): string[][] {
  const head = [
    cluster.name,
    cluster.zip,
    String(number),
    simulationTitle(simulation, number),
    decimal(simulation.thickness),
  ];
  const total = [M.csvTotal, M.csvFootprintModules, decimal(simulation.carbonFootprint), M.csvYes];
  return [...simulation.bars.flatMap(partLines), total].map((line) => [...head, ...line]);
}

export function carbonCsv(cluster: CarbonCluster): string {
  const numbers = simulationNumbers(cluster.simulations);
  const lines = cluster.simulations.flatMap((s) => simulationLines(cluster, s, numbers.get(s.id)!));
  return `\uFEFF${[M.csvHeader, ...lines].map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** 'empreinte-carbone-residence-les-cedres.csv' */
export function csvFileName(cluster: CarbonCluster): string {
  const slug = cluster.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `empreinte-carbone${slug ? `-${slug}` : ''}.csv`;
}

export function downloadCarbonCsv(cluster: CarbonCluster): void {
  saveFile(new Blob([carbonCsv(cluster)], { type: 'text/csv;charset=utf-8' }), csvFileName(cluster));
}
