import type { FloorSystem, SystemDocument } from '../floor/types';
import type { ReportPool } from '../pdf/pool';
import { documentPlan } from './document-pdf';
import { prettySize } from './pretty-size';

/** A downloadable document of a system with its file. */
export interface DocumentFile {
  document: SystemDocument;
  bytes: Uint8Array;
}

/** Where a system's file is served: `documentLink` (floor/solution-view.ts) builds the same URL. */
export const DOCUMENT_PATH = '/api/solution/:slug/documents/:file';

/**
 * Each file is written once per process and kept: the catalogue does not change while the API
 * runs, and the detail measures every file of a system each time it is asked for. The report
 * pool draws it ahead of the reports waiting (`urgent`): the detail, a JSON call, waits for it.
 */
const files = new Map<string, Promise<Uint8Array>>();

async function fileOf(reports: ReportPool, system: FloorSystem, document: SystemDocument): Promise<Uint8Array> {
  const key = `${system.slug}/${document.file}`;
  let bytes = files.get(key);
  if (!bytes) {
    bytes = reports.pdf(documentPlan(system, document), { urgent: true });
    files.set(key, bytes);
    bytes.catch(() => files.delete(key)); // a failure is not kept: the next request tries again
  }
  return bytes;
}

/** The system's downloadable documents, in the catalogue's order, with their files. */
export async function documentFiles(reports: ReportPool, system: FloorSystem): Promise<DocumentFile[]> {
  const downloadable = system.documents.filter((document) => document.downloadable && document.file);
  return Promise.all(
    downloadable.map(async (document) => ({ document, bytes: await fileOf(reports, system, document) })),
  );
}

/** One file of the system by its name, or null when the system has no such downloadable document. */
export async function documentFile(
  reports: ReportPool,
  system: FloorSystem,
  file: string,
): Promise<DocumentFile | null> {
  const document = system.documents.find((d) => d.downloadable && d.file === file);
  return document ? { document, bytes: await fileOf(reports, system, document) } : null;
}

/** A sizeOf for `toFloorSolution`, once the system's files are written. */
export async function sizesOf(
  reports: ReportPool,
  system: FloorSystem,
): Promise<(document: SystemDocument) => string | null> {
  const sizes = new Map(
    (await documentFiles(reports, system)).map(({ document, bytes }) => [document, prettySize(bytes.length)]),
  );
  return (document) => sizes.get(document) ?? null;
}
