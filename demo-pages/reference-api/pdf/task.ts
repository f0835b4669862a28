import { zipSync, type Zippable } from 'fflate';
import type { PlannedReport } from './plan';
import { drawReport } from './report';

/**
 * The work the report pool does: draw a planned PDF, or zip files. Plain data in, bytes out, so
 * that it runs the same in a worker thread (worker.ts) and on the calling thread (the pool's
 * inline mode). Nothing here opens the database: the route reads it and plans the report first.
 */

/** One file of a zip, under the name it gets in the archive (UTF-8 flag set when not ASCII). */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
  /** Its date in the archive, in milliseconds: the catalogue's, so the archive is stable. */
  mtime: number;
}

export type ReportTask = { kind: 'pdf'; report: PlannedReport } | { kind: 'zip'; entries: ZipEntry[] };

export async function runTask(task: ReportTask): Promise<Uint8Array> {
  if (task.kind === 'pdf') return drawReport(task.report);
  const entries: Zippable = {};
  for (const { name, bytes, mtime } of task.entries) entries[name] = [bytes, { mtime: new Date(mtime) }];
  return zipSync(entries);
}
