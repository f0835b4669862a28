import type { MainHistory } from '@/src/contracts/history/main';
import { floorOf } from '@/src/contracts/thermal/guard-rail';
import {
  formatProjectFigure,
  projectFigures,
  projectTotals,
  roundProjectFigure,
  PROJECT_DECIMALS as D,
  PROJECT_PART_LABELS,
  type ProjectFigures,
  type ProjectPart,
} from '@/src/contracts/thermal/project';
import { PSI_UNIT } from '@/src/contracts/thermal/psi-unit';
import { saveFile } from '@/src/ui/save-file';
import { fileSlug, frenchCsv } from '@/src/ui/spreadsheet';
import { PROJECT_MESSAGES as M } from './messages';

/**
 * The project's junctions as a thermal study takes them (beyond the spec): a CSV a French
 * spreadsheet opens (one line per part with a length, a total per junction, and one for the
 * project when it has several junctions) and a JSON for software, each with the ψ used, the
 * lengths, H and the ψ's source. Figures as the page and the PDF show them (one rule:
 * src/contracts/thermal/project.ts). Loaded on use: the pages keep their weight.
 */

/** A junction of the project: a thermal history with at least one length. */
export interface ProjectJunction {
  history: MainHistory;
  figures: ProjectFigures;
}

export function projectJunctions(histories: readonly MainHistory[]): ProjectJunction[] {
  return histories
    .filter((history) => history.dataType === 'rup')
    .map((history) => ({ history, figures: projectFigures(history.psiValue, history.lengths ?? null) }))
    .filter((junction) => junction.figures.rows.length > 0);
}

/** The source line the data set gives for a part's ψ ('ψ moyen, ψ about, ψ rive: …'). */
function sourceOf(history: MainHistory, part: ProjectPart): string {
  const figure = PROJECT_PART_LABELS[part].psi;
  const line = history.psiValue?.sources?.find((s) => s.figures.split(',').some((f) => f.trim() === figure));
  return line ? `${line.figures} : ${line.source}` : '';
}

const figure = (value: number | null, decimals: number) => (value === null ? '' : formatProjectFigure(value, decimals));
const nameOf = (history: MainHistory) => history.name?.trim() || history.rupteur?.name || `Simulation ${history.id}`;

function junctionLines({ history, figures }: ProjectJunction): string[][] {
  const head = [
    nameOf(history),
    history.rupteur?.name ?? '',
    history.rupteur?.certification1?.name ?? '',
    floorOf(history.filterValues) ?? '',
  ];
  const parts = figures.rows.map((row) => [
    ...head,
    PROJECT_PART_LABELS[row.part].label,
    figure(row.length, D.length),
    PROJECT_PART_LABELS[row.part].psi,
    figure(row.psi, D.psi),
    figure(row.h, D.h),
    sourceOf(history, row.part),
  ]);
  const total = [
    ...head,
    M.junctionTotal,
    figure(figures.totalLength, D.length),
    M.weightedPsi,
    figure(figures.weightedPsi, D.weightedPsi),
    figure(figures.h, D.h),
    '',
  ];
  return [...parts, total];
}

export function projectCsv(junctions: readonly ProjectJunction[]): string {
  const header = [...M.csvHeader, `ψ (${PSI_UNIT})`, 'H (W/K)', M.csvSource];
  const lines = junctions.flatMap(junctionLines);
  if (junctions.length > 1) {
    const totals = projectTotals(junctions.map((j) => j.figures));
    lines.push([
      M.projectTotal,
      '',
      '',
      '',
      '',
      figure(totals.totalLength, D.length),
      M.weightedPsi,
      figure(totals.weightedPsi, D.weightedPsi),
      figure(totals.h, D.h),
      '',
    ]);
  }
  return frenchCsv([header, ...lines]);
}

/** Plain numbers (metres, W/(m·K), W/K), the same figures rounded as shown. */
export function projectJson(junctions: readonly ProjectJunction[]) {
  const round = (value: number | null, decimals: number) =>
    value === null ? null : roundProjectFigure(value, decimals);
  const totals = projectTotals(junctions.map((j) => j.figures));
  return {
    unit: { length: 'm', psi: PSI_UNIT, h: 'W/K' },
    junctions: junctions.map(({ history, figures }) => ({
      simulation: { id: history.id, name: nameOf(history) },
      rupteur: history.rupteur?.name ?? null,
      avisTechnique: history.rupteur?.certification1?.name ?? null,
      floor: floorOf(history.filterValues),
      parts: figures.rows.map((row) => ({
        part: row.part,
        length: round(row.length, D.length),
        psiUsed: PROJECT_PART_LABELS[row.part].psi,
        psi: round(row.psi, D.psi),
        h: round(row.h, D.h),
        source: sourceOf(history, row.part) || null,
      })),
      totalLength: round(figures.totalLength, D.length),
      weightedPsi: round(figures.weightedPsi, D.weightedPsi),
      h: round(figures.h, D.h),
    })),
    total: {
      length: round(totals.totalLength, D.length),
      weightedPsi: round(totals.weightedPsi, D.weightedPsi),
      h: round(totals.h, D.h),
    },
  };
}

/** 'projet-thermique-residence-les-cedres.csv' (the name of the one junction, or of the project's). */
export function projectFileName(name: string, extension: 'csv' | 'json'): string {
  const slug = fileSlug(name);
  return `projet-thermique${slug ? `-${slug}` : ''}.${extension}`;
}

/** Hands the junctions over as a file named after `name` (projectJunctions chose them). */
export function downloadProject(junctions: readonly ProjectJunction[], extension: 'csv' | 'json', name: string): void {
  const file = projectFileName(name, extension);
  if (extension === 'csv') saveFile(new Blob([projectCsv(junctions)], { type: 'text/csv;charset=utf-8' }), file);
  else
    saveFile(
      new Blob([`${JSON.stringify(projectJson(junctions), null, 2)}\n`], { type: 'application/json;charset=utf-8' }),
      file,
    );
}
