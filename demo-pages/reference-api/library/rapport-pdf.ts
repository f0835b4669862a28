import type { FilterChoices, LibraryRupteur } from '@/src/contracts/thermal/library';
import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import { reportsOf, type ApiContext } from '../context';
import { pdfFileName } from '../pdf/file-name';
import { frenchDateTime, frenchNumber } from '../pdf/french';
import { ReportPlan, type PlannedReport } from '../pdf/plan';
import { PSI_UNIT, type RapportPdf } from '../thermal/rapport-pdf';
import { libraryCatalogue, type LibraryCatalogue, type ResolvedChoices } from './choices';
import { rupteurWords, valueWords } from './rapport-words';
import { searchLibraryValues } from './search';

/**
 * The PDF report of the library's filtered view (§7 get-rapport-link): the criteria, the count,
 * then per rupteur its psi values, capped and ordered as the search answers them. Figures: 2
 * decimals, comma decimal, '--' when unknown (pdf/french.ts).
 */

/** A row's words (psi value id → its configuration), and what its rupteur's note adds (the range). */
interface Words {
  ofValue(id: string): string;
  ofRupteur(id: string): string[];
}

export const LIBRARY_TITLE = 'Bibliothèque de PSI';

/** The report, planned when its turn comes and drawn by the context's report pool (off the request's thread). */
export async function libraryPdf(
  ctx: ApiContext,
  filterChoices: FilterChoices,
  signal?: AbortSignal,
): Promise<RapportPdf> {
  let file: RapportPdf['file'] | undefined;
  const bytes = await reportsOf(ctx).pdf(
    async () => {
      const planned = await libraryPlan(ctx, filterChoices);
      file = planned.file;
      return planned.report;
    },
    { signal },
  );
  return { bytes, file: file! };
}

/** The report's plan, read from the database: what the pool draws. */
export async function libraryPlan(
  ctx: ApiContext,
  filterChoices: FilterChoices,
): Promise<{ report: PlannedReport; file: RapportPdf['file'] }> {
  const catalogue = await libraryCatalogue(ctx);
  const answer = await searchLibraryValues(ctx, filterChoices, true);
  const criteria = criteriaRows(catalogue, answer.choices);
  const report = new ReportPlan({
    title: LIBRARY_TITLE,
    subject: 'Valeurs psi de la bibliothèque',
    footer: `${LIBRARY_TITLE} — ${criteria.map(([, values]) => values).join(', ')}`,
    date: new Date(ctx.now()),
  });
  report.title(LIBRARY_TITLE).note(frenchDateTime(ctx.now()));
  report.heading('Critères de recherche').keyValues(criteria);
  const count = typeof answer.nbResults === 'number' ? answer.nbResults : 0;
  report.heading('Résultats').paragraph(countText(count));
  if (answer.results.length < count)
    report.note(
      `Les ${frenchNumber(answer.results.length, 0)} meilleures valeurs (ψ moyen le plus bas) sont listées\u00a0: affinez les critères pour voir les autres.`,
    );
  if (count > 0) report.note(`Valeurs ψ en ${PSI_UNIT}\u00a0; «\u00a0--\u00a0» quand elles ne sont pas connues.`);
  const byValue = valueWords(catalogue, answer.choices);
  const idsOf = (id: string) => answer.psiValuesFiltersValues[id] ?? [];
  const words: Words = {
    ofValue: (id) =>
      idsOf(id)
        .flatMap((valueId) => byValue.get(valueId) ?? [])
        .join(', ') || 'Configuration unique',
    ofRupteur: (id) => rupteurWords(catalogue, idsOf(id)),
  };
  for (const rupteur of answer.rupteurs) rupteurPart(report, rupteur, words);
  const name = criteria.map(([, values]) => values).join(' ');
  return { report: report.plan(), file: pdfFileName('bibliotheque-psi', name, 'criteres') };
}

/** As the library's message: '{n} résultats correspondants à vos critères'. */
function countText(count: number): string {
  if (count === 0) return 'Aucun résultat ne correspond à vos critères.';
  if (count === 1) return '1 résultat correspondant à vos critères.';
  return `${frenchNumber(count, 0)} résultats correspondants à vos critères.`;
}

/** One row per chosen filter: its values as alternatives, a merged value beside its target ('x ou y'). */
function criteriaRows(catalogue: LibraryCatalogue, choices: ResolvedChoices): [string, string][] {
  const labelOf = new Map(catalogue.filters.flatMap(({ values }) => values.map((v) => [v.id, v.value])));
  const mergedInto = (target: number) =>
    [...catalogue.merged].filter(([, into]) => into === target).map(([from]) => labelOf.get(from)!);
  return catalogue.filters
    .filter(({ filter }) => choices.has(filter.id))
    .map(({ filter, values }) => {
      const chosen = values.filter((v) => choices.get(filter.id)!.has(v.id));
      return [filter.name, chosen.flatMap((v) => [v.value, ...mergedInto(v.id)]).join(' ou ')];
    });
}

function rupteurPart(report: ReportPlan, rupteur: LibraryRupteur, words: Words): void {
  const values = rupteur.psiValuesAsArray;
  const count = values.length === 1 ? '1 valeur ψ' : `${values.length} valeurs ψ`;
  report.heading(rupteur.name).note([count, ...words.ofRupteur(String(values[0]!.id))].join(' · '));
  // The figures in the narrower (bold) column, one line; the configuration's words in the wider one.
  report.keyValues([
    ['ψ moyen · about · rive · RT · RNT', 'Configuration'],
    ...values.map((value): [string, string] => [figures(value), words.ofValue(String(value.id))]),
  ]);
}

/** The five figures of a row, in the header's order: '0,25 · 0,26 · 0,24 · 0,27 · 0,81'. */
export function figures(value: PsiValue): string {
  return [value.psiMoyen, value.psiAbout, value.psiRive, value.psiRt, value.psiRnt]
    .map((n) => frenchNumber(n))
    .join(' · ');
}
