import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type Piscina from 'piscina';
import { ApiError } from '../http/api-error';
import type { PlannedReport } from './plan';
import type { ReportTask, ZipEntry } from './task';

/**
 * Reports off the request thread. A 1 000-value library PDF takes about a second of
 * CPU (more on a busy machine): drawn on the server's one thread, it held every other visitor's
 * call for that long, ten of them for ten. Every PDF and zip route plans its report from the
 * database on the request's thread (cheap), then hands that plain data to this pool, which draws
 * it in a worker thread (piscina) and gives back the bytes.
 *
 * Bounded twice: `threads` reports are drawn at once, and `queue` more wait for a thread. One
 * more is refused at once with a French 503 and `Retry-After` rather than waiting: a report the
 * visitor opened a minute ago is worth less than an answer now, and an unbounded queue is
 * memory and latency without limit (the reasoning of the 429 that DESIGN.md §5 asks of the rate
 * limits).
 *
 * `mode: 'inline'` draws on the calling thread with the same bounds: the tests (Jest's workers
 * cannot load TypeScript in a worker thread) and a host that wants no threads. The preview
 * server reads its options from the environment (`reportPoolOptionsFromEnv`).
 */

export interface ReportPoolOptions {
  mode: 'workers' | 'inline';
  /** Reports drawn at once: worker threads in 'workers' mode. */
  threads: number;
  /** Reports waiting for a thread; one more is refused with a 503. */
  queue: number;
}

export interface ReportPool {
  readonly options: ReportPoolOptions;
  /**
   * The PDF's bytes; a 503 ApiError when `threads + queue` reports are already under way. A
   * plan given as a function is written when the report's turn comes, on the calling thread:
   * a burst of requests does not read the database for all of them at once (the library's
   * 1 000-value plan is a search of 50–100 ms), and a refused one reads nothing.
   */
  pdf(
    report: PlannedReport | (() => PlannedReport | Promise<PlannedReport>),
    options?: DrawOptions,
  ): Promise<Uint8Array>;
  /** The zip's bytes, with the same bound. */
  zip(entries: ZipEntry[], options?: DrawOptions): Promise<Uint8Array>;
  /** Ends the worker threads (those running finish first). */
  close(): Promise<void>;
}

export interface DrawOptions {
  /**
   * The request's (aborted when the visitor goes away): takes a report out of the queue before
   * its turn. One already drawing is finished: stopping it would cost a worker's restart.
   */
  signal?: AbortSignal;
  /**
   * Jumps the queue and is never refused: for the catalogue's documents, small, drawn once per
   * process and kept (floor-files/documents.ts), whose sizes a solution's detail (a JSON call)
   * shows. A burst of reports would otherwise have that call refused or kept waiting.
   */
  urgent?: boolean;
}

export const DEFAULT_REPORT_POOL: ReportPoolOptions = { mode: 'workers', threads: 2, queue: 16 };

/** How much lower than the request thread the workers run (nice(2) increment, 0–19). */
export const WORKER_NICENESS = 10;

/** Seconds a refused visitor is asked to wait: about what a queue of reports takes to drain. */
export const REPORTS_RETRY_AFTER_S = 10;
export const REPORTS_BUSY = 'Le serveur prépare déjà de nombreux rapports. Veuillez réessayer dans quelques secondes.';
/** The answer of a report whose visitor left before its turn (nobody reads it). */
export const REPORT_ABANDONED = 'Le rapport a été abandonné avant sa préparation.';

/**
 * `OSSATURE_REPORT_THREADS` (default 2; 0 draws inline, on the request's thread) and
 * `OSSATURE_REPORT_QUEUE` (default 16).
 */
export function reportPoolOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ReportPoolOptions {
  const count = (raw: string | undefined, fallback: number, name: string) => {
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} doit être un entier positif ou nul (reçu « ${raw} »).`);
    return n;
  };
  const threads = count(env.OSSATURE_REPORT_THREADS, DEFAULT_REPORT_POOL.threads, 'OSSATURE_REPORT_THREADS');
  const queue = count(env.OSSATURE_REPORT_QUEUE, DEFAULT_REPORT_POOL.queue, 'OSSATURE_REPORT_QUEUE');
  return threads === 0 ? { mode: 'inline', threads: 1, queue } : { mode: 'workers', threads, queue };
}

/**
 * Draws on the calling thread, loading the drawing code (pdf-lib, fontkit, the fonts) at the first
 * report rather than with the API: most processes that start an API draw none (an island test
 * file paid about 0.2 s for it), and a worker thread loads its own.
 */
async function drawInline(task: ReportTask): Promise<Uint8Array> {
  const { runTask } = await import('./task');
  return runTask(task);
}

export function createReportPool(options: ReportPoolOptions): ReportPool {
  if (options.threads < 1 || options.queue < 0) throw new Error('A report pool needs a thread and a queue ≥ 0.');
  const limit = admission(options);
  let workers: Promise<Piscina<ReportTask, Uint8Array>> | null = null;
  const run =
    options.mode === 'inline'
      ? drawInline
      : async (task: ReportTask) => (await (workers ??= startWorkers(options.threads))).run(task);
  return {
    options,
    pdf: (report, draw) =>
      limit(async () => run({ kind: 'pdf', report: typeof report === 'function' ? await report() : report }), draw),
    zip: (entries, draw) => limit(() => run({ kind: 'zip', entries }), draw),
    async close() {
      await (await workers)?.close();
      workers = null;
    },
  };
}

/**
 * At most `threads` tasks run, `queue` more wait their turn in order; past that a task is
 * refused at once. Counted here rather than by piscina's `maxQueue`, so that both modes refuse
 * alike and a worker still starting does not count as a free thread. A waiting task whose
 * signal aborts leaves the queue; an urgent one waits first in line, whatever the queue holds.
 */
function admission({ threads, queue }: ReportPoolOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const abandoned = () => new ApiError(503, REPORT_ABANDONED);
  const turn = ({ signal, urgent }: DrawOptions) =>
    new Promise<void>((resolve, reject) => {
      const go = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(abandoned());
      };
      if (urgent) waiting.unshift(go);
      else waiting.push(go);
      signal?.addEventListener('abort', leave, { once: true });
    });
  return async <T>(task: () => Promise<T>, draw: DrawOptions = {}): Promise<T> => {
    if (draw.signal?.aborted) throw abandoned();
    if (running >= threads) {
      if (waiting.length >= queue && !draw.urgent)
        throw new ApiError(503, REPORTS_BUSY, null, { 'Retry-After': String(REPORTS_RETRY_AFTER_S) });
      await turn(draw);
    } else running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/**
 * The worker threads, started at the first report and kept (each keeps its parsed fonts). The
 * worker is TypeScript: each thread loads tsx's loader first (`--import`), whether or not the
 * parent runs under tsx (the preview does, Jest does not). Piscina itself is loaded then too: an
 * API that draws inline, or no report at all, never needs it.
 */
async function startWorkers(threads: number): Promise<Piscina<ReportTask, Uint8Array>> {
  const { default: Piscina } = await import('piscina');
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return new Piscina({
    filename: fileURLToPath(new URL('./worker.ts', import.meta.url)),
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    execArgv: ['--import', tsx],
    // Below the request thread's priority (Linux: per thread, through @napi-rs/nice): on a small
    // machine the workers take the spare CPU, and the calls of other visitors still come first.
    niceIncrement: WORKER_NICENESS,
  });
}
