import { zipSync, type Zippable } from 'fflate';
import type { FloorSystem } from '../floor/types';
import { readableFileName, type PdfFileName } from '../pdf/file-name';
import type { DocumentFile } from './documents';

/**
 * 'Tout télécharger' (§2.1): the system's downloadable documents in one zip, each under its
 * French title ('FDES – Plancher poutrelles + entrevous PSE 12+4.pdf'). fflate sets the UTF-8
 * flag (general purpose bit 11) of every entry whose name is not ASCII, so archive tools show
 * the accents. Each entry is dated by the catalogue, so the archive does not change from one day
 * to the next.
 */
export function documentsZip(system: FloorSystem, files: DocumentFile[]): { bytes: Uint8Array; file: PdfFileName } {
  const entries: Zippable = {};
  for (const { document, bytes } of files) {
    let name = `${readableFileName(document.libelle).utf8}.pdf`;
    for (let n = 2; name in entries; n++) name = `${readableFileName(document.libelle).utf8} (${n}).pdf`;
    entries[name] = [bytes, { mtime: new Date(`${document.date}T11:00:00Z`) }];
  }
  return { bytes: zipSync(entries), file: readableFileName(`${system.libelle} – documents.zip`) };
}
