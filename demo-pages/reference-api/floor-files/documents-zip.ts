import type { FloorSystem } from '../floor/types';
import { readableFileName, type PdfFileName } from '../pdf/file-name';
import type { ZipEntry } from '../pdf/task';
import type { DocumentFile } from './documents';

/**
 * 'Tout télécharger' (§2.1): the system's downloadable documents in one zip, each under its
 * French title ('FDES – Plancher poutrelles + entrevous PSE 12+4.pdf'). fflate sets the UTF-8
 * flag (general purpose bit 11) of every entry whose name is not ASCII, so archive tools show
 * the accents. Each entry is dated by the catalogue, so the archive does not change from one day
 * to the next. The entries are named here; the report pool zips them (pdf/task.ts).
 */
export function documentsZip(system: FloorSystem, files: DocumentFile[]): { entries: ZipEntry[]; file: PdfFileName } {
  const names = new Set<string>();
  const entries = files.map(({ document, bytes }) => {
    let name = `${readableFileName(document.libelle).utf8}.pdf`;
    for (let n = 2; names.has(name); n++) name = `${readableFileName(document.libelle).utf8} (${n}).pdf`;
    names.add(name);
    return { name, bytes, mtime: Date.parse(`${document.date}T11:00:00Z`) };
  });
  return { entries, file: readableFileName(`${system.libelle} – documents.zip`) };
}
