import { PSI_FIGURES, PSI_UNIT, spreadsheetFigure } from '@/features/psi-values/psi-figures';
import { saveFile } from '@/src/ui/save-file';
import { frenchCsv } from '@/src/ui/spreadsheet';
import type { Catalogue } from './catalogue';
import { configurationOf, valueIdsOf } from './configuration';
import type { LibraryAnswer } from './library-calls';
import { PSI_LIBRARY_MESSAGES as M } from './messages';

/** The export's file name. */
export const CSV_FILE_NAME = 'bibliotheque-psi.csv';

/**
 * The psi values loaded, as a French spreadsheet opens them (beyond the spec): UTF-8 with a byte
 * order mark, ';' between cells, CRLF line ends, decimal comma, an empty cell for a missing value.
 * Columns: Rupteur, each library filter (the configuration's value, empty where the filter does
 * not apply), ψ moyen, ψ about, ψ rive, ψ RT, ψ RNT in W/(m·K). One line per psi value, in the
 * order shown.
 */
export function libraryCsv(catalogue: Catalogue, answer: LibraryAnswer): string {
  const header = [
    M.csvRupteur,
    ...catalogue.filters.map((f) => f.name),
    ...PSI_FIGURES.map((f) => `${f.label} (${PSI_UNIT})`),
  ];
  const lines = answer.rupteurs.flatMap((rupteur) =>
    rupteur.psiValuesAsArray.map((psi) => {
      const configuration = configurationOf(catalogue, valueIdsOf(answer, psi.id));
      const byFilter = new Map(configuration.map((entry) => [entry.filterId, entry.value]));
      return [
        rupteur.name,
        ...catalogue.filters.map((filter) => byFilter.get(filter.id) ?? ''),
        ...PSI_FIGURES.map(({ key }) => spreadsheetFigure(psi[key])),
      ];
    }),
  );
  return frenchCsv([header, ...lines]);
}

export function downloadCsv(catalogue: Catalogue, answer: LibraryAnswer): void {
  saveFile(new Blob([libraryCsv(catalogue, answer)], { type: 'text/csv;charset=utf-8' }), CSV_FILE_NAME);
}
