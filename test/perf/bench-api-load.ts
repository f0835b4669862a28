/**
 * `npm run bench:api-load`: two calls of the reference API through the preview's listener, alone
 * and while library PDFs are drawn, on each database backend, so that a slow PDF is seen not to
 * slow the others. Not a test: it
 * asserts nothing, it prints latencies; it exits non-zero when a request errored, as a latency of
 * refused calls says nothing.
 *
 * For each backend it starts its own preview (`--no-build --reset`: only the API is used, on a
 * fresh database): `sqlite` (a throw-away file) always, `postgres` when DATABASE_URL is set (passed
 * to the preview; `--reset` empties that database: name a throw-away one). The report pool keeps
 * the preview's default (worker threads), its queue holds the PDFs, and loopback has no per-IP
 * count (OSSATURE_LIMIT_EXEMPT_IPS): every autocannon connection comes from 127.0.0.1. It
 * registers a device and gets the library's broadest report link (bench-support.ts), warms up,
 * then for each endpoint has autocannon send it `CONNECTIONS` connections for `DURATION` s, alone,
 * then again with `PDFS` report requests sent at once one second in:
 *
 * - `POST /api/filters` (main site, the device's bearer): the thermal questionnaire's first step;
 * - `POST /api/simulator/` (floor site, public): a floor recommendation, FLOOR_EXAMPLES.several
 *   (five solutions), stored as an anonymous simulation at each call.
 *
 *   DURATION=10        seconds of load per row (default 10)
 *   CONNECTIONS=10     autocannon's connections (default 10)
 *   PDFS=10            report requests sent together (default 10)
 *   BENCH_PORT=4843    port of the preview it starts (default 4843)
 */
import type autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { FLOOR_EXAMPLES, flatValues } from '@/demo-pages/reference-api/floor/examples';
import {
  apiClient,
  broadestReportLink,
  deviceBearer,
  loadWhile,
  printTable,
  startPreview,
  timedReport,
  waitForPortFree,
  type ApiClient,
  type LoadRun,
} from './bench-support';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const PDFS = Number(process.env.PDFS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4843);
/** The pool's threads (the preview's default, 2, unless set): one warm-up report each. */
const THREADS = Number(process.env.OSSATURE_REPORT_THREADS || 2);

/** Per-IP limits apply through the listener: loopback is exempt, and the queue takes every PDF. */
const PREVIEW_ENV = {
  OSSATURE_LIMIT_EXEMPT_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
  OSSATURE_REPORT_QUEUE: String(Math.max(16, PDFS)),
};

interface Backend {
  name: string;
  env: Record<string, string | undefined>;
}
/** SQLite's preview must not see a DATABASE_URL meant for the postgres one. */
const SQLITE: Backend = { name: 'sqlite', env: { DATABASE_URL: undefined } };

const main = apiClient(PORT, `api.site.localhost:${PORT}`);
const floor = apiClient(PORT, `api.plancher.localhost:${PORT}`);

interface Endpoint {
  name: string;
  client: ApiClient;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** The endpoints measured; the device registered first (its bearer authenticates /api/filters). */
async function endpoints(): Promise<Endpoint[]> {
  const bearer = await deviceBearer(main);
  return [
    {
      name: 'POST /api/filters',
      client: main,
      path: '/api/filters',
      body: { answers: [], dataType: 'rup' },
      headers: { authorization: bearer },
    },
    {
      name: 'POST /api/simulator/ (floor)',
      client: floor,
      path: '/api/simulator/',
      body: { values: flatValues(FLOOR_EXAMPLES.several.values) },
      headers: {},
    },
  ];
}

const loadOf = (e: Endpoint): autocannon.Options => ({
  url: `http://127.0.0.1:${PORT}${e.path}`,
  method: 'POST',
  headers: { host: e.client.host, 'content-type': 'application/json', ...e.headers },
  body: JSON.stringify(e.body),
  connections: CONNECTIONS,
  duration: DURATION,
  timeout: 30,
});

/** The reports' times (ms, sorted) and why those that failed did. */
interface Reports {
  times: number[];
  failures: string[];
}

/** `PDFS` report requests at once, each on its own connection; a failure is counted, not thrown. */
async function askReports(link: string): Promise<Reports> {
  const settled = await Promise.allSettled(Array.from({ length: PDFS }, () => timedReport(main, link)));
  return {
    times: settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])).sort((a, b) => a - b),
    failures: settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : [])),
  };
}

/** One report per worker (fonts parsed, code warm) and a few calls of each endpoint, checked. */
async function warmUp(list: Endpoint[], link: string): Promise<void> {
  await Promise.all(Array.from({ length: THREADS }, () => timedReport(main, link)));
  for (const e of list) for (let i = 0; i < 5; i++) await e.client.json('POST', e.path, e.body, e.headers);
}

interface Row {
  backend: string;
  endpoint: string;
  withPdfs: boolean;
  run: LoadRun<Reports>;
}

/** Why a backend has no rows, printed under the table. */
const notes: string[] = [];

/** Every endpoint alone, then with the PDFs, on one backend's preview. */
async function measure(backend: Backend): Promise<Row[]> {
  const preview = await startPreview(PORT, { ...PREVIEW_ENV, ...backend.env });
  try {
    // Until the preview reads DATABASE_URL it opens SQLite: rows named postgres would be SQLite's.
    if (backend !== SQLITE && preview.db && existsSync(preview.db)) {
      notes.push(`${backend.name}: the preview opened SQLite although DATABASE_URL is set, skipped`);
      return [];
    }
    const list = await endpoints();
    const link = await broadestReportLink(main);
    await warmUp(list, link);
    const rows: Row[] = [];
    for (const e of list) {
      process.stderr.write(`${backend.name}: ${e.name} alone, then with ${PDFS} PDFs…\n`);
      const row = { backend: backend.name, endpoint: e.name };
      rows.push({ ...row, withPdfs: false, run: await loadWhile<Reports>(loadOf(e)) });
      rows.push({ ...row, withPdfs: true, run: await loadWhile(loadOf(e), () => askReports(link)) });
    }
    return rows;
  } finally {
    preview.stop();
    // The next backend's preview takes the same port: wait for this one to let it go.
    await waitForPortFree(PORT);
  }
}

const errorsOf = (r: Row) => r.run.result.errors + r.run.result.timeouts + r.run.result.non2xx;

/** When the last report came back (s), or how many failed; '–' for a row without reports. */
function lastPdf(reports: Reports | undefined): string {
  if (!reports) return '–';
  if (reports.failures.length) return `${reports.failures.length} failed`;
  return `${(reports.times.at(-1)! / 1000).toFixed(1)} s`;
}

/** The table's cells of a row, latencies in ms. */
function cells(r: Row): string[] {
  const { latency, requests } = r.run.result;
  const figures = [latency.p50, latency.p90, latency.p99, latency.max].map((n) => String(Math.round(n)));
  const [before, after] = r.run.load;
  const beside = r.withPdfs ? `with ${PDFS} PDFs` : 'alone';
  const load = `${before.toFixed(1)} → ${after.toFixed(1)}`;
  return [
    r.backend,
    r.endpoint,
    beside,
    ...figures,
    String(requests.total),
    String(errorsOf(r)),
    lastPdf(r.run.beside),
    load,
  ];
}

const started = Date.now();
const backends = [SQLITE];
if (process.env.DATABASE_URL) backends.push({ name: 'postgres', env: { DATABASE_URL: process.env.DATABASE_URL } });
else notes.push('postgres: DATABASE_URL not set, skipped');
const rows: Row[] = [];
for (const backend of backends) rows.push(...(await measure(backend)));

console.log(
  `\nautocannon (${CONNECTIONS} connections, ${DURATION} s per row) through the preview's listener, alone and ` +
    `with ${PDFS} 1 000-value library PDFs asked at once 1 s in (report pool); times in ms.\n`,
);
const columns = ['backend', 'endpoint', 'run', 'p50', 'p90', 'p99', 'max', 'requests', 'errors'];
printTable([...columns, 'last PDF', 'load avg'], rows.map(cells), 3);
if (notes.length) console.log(`\n${notes.join('\n')}`);
for (const r of rows) for (const failure of r.run.beside?.failures.slice(0, 1) ?? []) console.error(failure);
console.log(`\n${((Date.now() - started) / 60_000).toFixed(1)} min.`);
if (rows.some((r) => errorsOf(r) > 0 || r.run.beside?.failures.length)) {
  console.error('Some requests errored: the figures above are not comparable.');
  process.exitCode = 1;
}
