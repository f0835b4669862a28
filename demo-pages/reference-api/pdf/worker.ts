import Piscina from 'piscina';
import { runTask, type ReportTask } from './task';

/**
 * The report pool's worker (pool.ts): one task at a time, its bytes moved back to the calling
 * thread rather than copied. Loaded as TypeScript through tsx (the pool's `execArgv`).
 */
export default async function reportWorker(task: ReportTask) {
  return Piscina.move(await runTask(task));
}
