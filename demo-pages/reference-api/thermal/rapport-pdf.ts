import { missingPsiNotes } from '@/src/contracts/thermal/missing-psi';
import type { MainHistory } from '@/src/contracts/history/main';
import type { EnvSystem, Fdes } from '@/src/contracts/thermal/env-result';
import { floorOf, guardRailSentence, PSI_UNIT } from '@/src/contracts/thermal/guard-rail';
import {
  formatProjectFigure,
  PROJECT_DECIMALS,
  PROJECT_PART_LABELS,
  projectFigures,
  type ProjectFigures,
} from '@/src/contracts/thermal/project';
import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import { reportsOf, type ApiContext } from '../context';
import { rupteurVisual } from '../media/pictures';
import { frenchDateTime, MISSING, withUnit } from '../pdf/french';
import { pdfFileName, type PdfFileName } from '../pdf/file-name';
import { ReportPlan, type PlannedReport } from '../pdf/plan';
import { findUserById } from '../users/users';
import { answeredFilters, toMainHistory, type HistoryRow } from './histories';
import { dataSetLine } from './data-set';
import { envSystem, fdesOf } from './read';

/**
 * The PDF report of a saved simulation (thermal-break-tool §1 'download it as a PDF'): what the
 * result page shows, from the stored history. Figures: 2 decimals, comma decimal, '--' when
 * missing (pdf/french.ts).
 */

export const NO_NAME = "La solution n'a pas de nom";
export { PSI_UNIT };

export interface RapportPdf {
  bytes: Uint8Array;
  file: PdfFileName;
}

/** The report, planned when its turn comes and drawn by the context's report pool (off the request's thread). */
export async function rapportPdf(ctx: ApiContext, row: HistoryRow, signal?: AbortSignal): Promise<RapportPdf> {
  const bytes = await reportsOf(ctx).pdf(() => rapportPlan(ctx, row), { signal });
  return { bytes, file: pdfFileName('rapport', row.name) };
}

/** The report's plan, read from the database: what the pool draws. */
export async function rapportPlan(ctx: ApiContext, row: HistoryRow): Promise<PlannedReport> {
  const title = row.name ?? 'Simulation';
  const thermal = row.data_type === 'rup';
  // Read once: the head names its certificate, the thermal part its rupteur and values.
  const history = thermal ? await toMainHistory(ctx, row) : null;
  const owner = row.user_id === null ? undefined : await findUserById(ctx, row.user_id);
  const report = new ReportPlan({
    title,
    author: owner ? `${owner.firstname} ${owner.lastname}` : undefined,
    subject: 'Rapport de simulation',
    footer: `Rapport de simulation — ${title}`,
    date: new Date(ctx.now()),
    // One page, 'Mon projet' included: tighter tables, the rupteur's picture beside its ψ values.
    compact: true,
  });
  // The data's edition on the date's line: one line, so that the report keeps to a page.
  report.title(title).note(`${frenchDateTime(row.created_at)} · Données\u00a0: ${dataSetLine()}`);
  report.keyValues([
    ...(owner
      ? ([['Réalisée par', `${owner.firstname} ${owner.lastname} (${owner.email})`]] as [string, string][])
      : []),
    ['Type de données', thermal ? 'Données thermiques' : 'Données environnementales'],
    // What a filed report must say of its sources: the certificates, the data's edition.
    ...certificatesOf(history),
  ]);
  const criteria = (await answeredFilters(ctx, row)).map(
    (f) => [f.name, f.filterValues.find((v) => v.selected)?.value ?? '--'] as [string, string],
  );
  report.heading('Critères de recherche');
  if (criteria.length) report.keyValues(criteria);
  else report.paragraph('Aucun critère renseigné.');
  if (history) thermalPart(history, report);
  else envPart(await envSystem(ctx, row.env_system_id), await fdesOf(ctx, row.env_system_id), report);
  return report.plan();
}

/** The rupteur's technical assessment (its Avis Technique or DTA), which a thermal study cites. */
function certificatesOf(history: MainHistory | null): [string, string][] {
  const name = history?.rupteur?.certification1?.name;
  return name ? [['Certification', name]] : [];
}

function thermalPart({ rupteur, psiValue, filterValues, lengths }: MainHistory, report: ReportPlan): void {
  report.heading('Rupteur de pont thermique').paragraph(rupteur?.name || NO_NAME);
  // The picture as tall as the five rows beside it (a compact row is 18 points).
  const aside = rupteur ? { png: rupteurVisual(rupteur.uuid), box: { maxWidth: 140, maxHeight: 90 } } : undefined;
  report.heading('Valeurs ψ').keyValues(psiRows(psiValue), { aside });
  // Why a figure reads '--', in the result page's words (src/contracts/thermal/missing-psi.ts).
  if (psiValue) for (const note of missingPsiNotes(psiValue)) report.note(note);
  // Where each figure comes from, as the result page says it.
  for (const { figures, source } of psiValue?.sources ?? []) report.note(`${figures} : ${source}.`);
  // The result page's own sentence (one rule, src/contracts/thermal/guard-rail.ts).
  report.paragraph(guardRailSentence(psiValue?.psiMoyen ?? null, floorOf(filterValues)));
  if (!psiValue) report.note('Affinez les critères de la simulation pour obtenir les valeurs ψ de ce rupteur.');
  const figures = projectFigures(psiValue, lengths ?? null);
  // Half the width for the labels: the parts' names keep to one line.
  if (figures.rows.length)
    report.heading('Mon projet').keyValues(projectRows(figures, psiValue !== null), { labelShare: 0.5 });
}

const D = PROJECT_DECIMALS;

/**
 * 'Mon projet' as the result page computes it (src/contracts/thermal/project.ts): H = Σ L × ψ.
 * `determined` false: the criteria leave several configurations, no ψ is known yet.
 */
export function projectRows(
  { rows, totalLength, h, weightedPsi }: ProjectFigures,
  determined: boolean,
): [string, string][] {
  // Why, the notes above say (missingPsiNotes); H then reads '--'.
  const unknown = determined ? 'non publié' : 'pas encore déterminé';
  const metres = (length: number) => `${formatProjectFigure(length, D.length)} m`;
  const figure = (value: number | null, decimals: number, unit: string) =>
    value === null ? MISSING : `${formatProjectFigure(value, decimals)} ${unit}`;
  return [
    ...rows.map(({ part, length, psi, h: partH }): [string, string] => {
      const { label, psi: psiLabel } = PROJECT_PART_LABELS[part];
      return [
        label,
        psi === null
          ? `${metres(length)} × ${psiLabel}\u00a0: ${unknown}`
          : `${metres(length)} × ${psiLabel} ${formatProjectFigure(psi, D.psi)} = ${figure(partH, D.h, 'W/K')}`,
      ];
    }),
    ['Longueur totale', metres(totalLength)],
    ['H (déperdition linéique)', figure(h, D.h, 'W/K')],
    ['ψ pondéré', figure(weightedPsi, D.weightedPsi, PSI_UNIT)],
  ];
}

export function psiRows(psi: PsiValue | null): [string, string][] {
  return [
    ['ψ moyen', withUnit(psi?.psiMoyen, PSI_UNIT)],
    ['ψ about', withUnit(psi?.psiAbout, PSI_UNIT)],
    ['ψ rive', withUnit(psi?.psiRive, PSI_UNIT)],
    ['ψ RT', withUnit(psi?.psiRt, PSI_UNIT)],
    ['ψ RNT', withUnit(psi?.psiRnt, PSI_UNIT)],
  ];
}

function envPart(env: EnvSystem | null, fdes: Fdes[], report: ReportPlan): void {
  report.heading('Système constructif');
  if (!env) {
    report.paragraph('Aucun système ne correspond à ces critères.');
    return;
  }
  report.keyValues(envRows(env));
  report.heading(`Fiches FDES (${fdes.length})`);
  report.note(
    "Les fiches de déclaration environnementale et sanitaire (FDES) donnent l'impact du système sur l'environnement, dont ses émissions de CO₂.",
  );
  if (fdes.length)
    report.keyValues(
      fdes.map((f) => [`N° ${f.number}`, f.sample ? `${f.title} (fiche d’exemple, numéro fictif)` : f.title]),
    );
  else report.paragraph('Aucune fiche FDES pour ce système.');
}

/** As on the environmental result: the reinforcement ratio only where the system has one (prédalles). */
export function envRows(env: EnvSystem): [string, string][] {
  return [
    ['Système', env.systemName],
    ['Volume de béton', withUnit(env.litrageBeton, env.uniteLitrageBeton)],
    ...(env.dataType === 'pre'
      ? ([["Ratio d'armatures", withUnit(env.ratioKilotageArmatures, env.uniteRatioKilotageArmatures)]] as [
          string,
          string,
        ][])
      : []),
    ['Volume de béton supplémentaire', withUnit(env.litrageBetonSupplementaire, env.uniteLitrageBetonSupplementaire)],
    ['Ratio de kilotage', withUnit(env.ratioKilotage, env.uniteRatioKilotage)],
    // The carbon figure with its scope, as on the screen (env-carbon.ts).
    ...(env.carbon
      ? ([['Carbone, modules A1 à A3', withUnit(env.carbon.a1a3, 'kg CO₂ eq/m²')]] as [string, string][])
      : []),
  ];
}
