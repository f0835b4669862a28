/**
 * `npm run bench:pdf-load`: what ten 1 000-value library PDFs cost the other visitors.
 * Not a test: it asserts nothing, it prints latencies.
 *
 * For each mode it starts its own preview (throw-away database, `--no-build`: only the API is
 * used) with the report pool set by the environment: `inline` (`OSSATURE_REPORT_THREADS=0`, the
 * reports drawn on the server's one thread, as before the pool) and `pool` (worker threads,
 * `THREADS`, default 2). It registers a device, gets the library's signed report link for its
 * broadest search (every 'Type de plancher' value ticked: 1 262 matches, the 1 000 best reported)
 * as the island does (`get-rapport-link`), and warms up: a report and a few questionnaire calls,
 * so that neither mode pays for a cold start (workers, fonts) in the figures. Then autocannon
 * hits `POST /api/filters` (the thermal questionnaire's first step, the device's bearer) with
 * `CONNECTIONS` connections for `DURATION` seconds, and one second in, `PDFS` report requests go
 * out at once, each on its own connection. Printed per mode: `/api/filters` latency (p50, p90,
 * p99, max) and requests answered, and the reports' own times (first and last done).
 *
 * autocannon keeps `CONNECTIONS` requests in flight (a closed loop): while the server is held,
 * few requests are sent, so the percentiles understate a stall; the request count and the max
 * show it.
 *
 *   DURATION=10        seconds of load per mode (default 10)
 *   CONNECTIONS=10     autocannon's connections (default 10)
 *   PDFS=10            report requests fired together (default 10)
 *   MODES=inline,pool  which modes, in that order (default both)
 *   THREADS=2          the pool mode's worker threads (OSSATURE_REPORT_THREADS, default 2)
 *   BENCH_PORT=4842    port of the preview it starts (default 4842)
 */
import type autocannon from 'autocannon';
import {
  apiClient,
  broadestReportLink,
  deviceBearer,
  loadWhile,
  printTable,
  startPreview,
  timedReport,
  waitForPortFree,
} from './bench-support';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const PDFS = Number(process.env.PDFS ?? 10);
const THREADS = process.env.THREADS ?? '2';
const PORT = Number(process.env.BENCH_PORT ?? 4842);
const MODES: Record<string, Record<string, string>> = {
  inline: { OSSATURE_REPORT_THREADS: '0' },
  pool: { OSSATURE_REPORT_THREADS: THREADS, OSSATURE_REPORT_QUEUE: String(Math.max(16, PDFS)) },
};
const modes = (process.env.MODES ?? 'inline,pool').split(',').map((m) => m.trim());
for (const mode of modes) if (!MODES[mode]) throw new Error(`Unknown mode '${mode}': inline or pool.`);

/** The main site's API, on loopback: the preview picks the site by the Host header. */
const API_HOST = `api.site.localhost:${PORT}`;

const main = apiClient(PORT, API_HOST);

interface Sample {
  mode: string;
  latency: autocannon.Histogram;
  requests: number;
  errors: number;
  pdfs: number[];
  load: [number, number];
}

async function measure(mode: string): Promise<Sample> {
  const preview = await startPreview(PORT, MODES[mode]!);
  try {
    const bearer = await deviceBearer(main);
    const link = await broadestReportLink(main);
    const filters = { answers: [], dataType: 'rup' };
    // As many reports as threads at once, so that every worker has its fonts parsed and its code warm.
    await Promise.all(Array.from({ length: Number(THREADS) }, () => timedReport(main, link)));
    for (let i = 0; i < 5; i++) await main.json('POST', '/api/filters', filters, { authorization: bearer });
    const { result, beside, load } = await loadWhile(
      {
        url: `http://127.0.0.1:${PORT}/api/filters`,
        method: 'POST',
        headers: { host: API_HOST, authorization: bearer, 'content-type': 'application/json' },
        body: JSON.stringify(filters),
        connections: CONNECTIONS,
        duration: DURATION,
        timeout: 60,
      },
      () => Promise.all(Array.from({ length: PDFS }, () => timedReport(main, link))),
    );
    return {
      mode,
      latency: result.latency,
      requests: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx,
      pdfs: beside!.sort((a, b) => a - b),
      load,
    };
  } finally {
    preview.stop();
    // The next mode's preview takes the same port: wait for this one to let it go.
    await waitForPortFree(PORT);
  }
}

const started = Date.now();
const samples: Sample[] = [];
for (const mode of modes) samples.push(await measure(mode));

const ms = (n: number) => `${Math.round(n)}`;
console.log(
  `\nPOST /api/filters under autocannon (${CONNECTIONS} connections, ${DURATION} s) while ${PDFS} ` +
    `1 000-value library PDFs are asked at once, 1 s in; times in ms.\n`,
);
printTable(
  ['mode', 'p50', 'p90', 'p99', 'max', 'requests', 'errors', 'PDFs: first', 'last', 'load avg'],
  samples.map((s) => [
    s.mode === 'pool' ? `pool (${THREADS} threads)` : s.mode,
    ms(s.latency.p50),
    ms(s.latency.p90),
    ms(s.latency.p99),
    ms(s.latency.max),
    String(s.requests),
    String(s.errors),
    ms(s.pdfs[0]!),
    ms(s.pdfs.at(-1)!),
    `${s.load[0].toFixed(1)} → ${s.load[1].toFixed(1)}`,
  ]),
  1,
);
console.log(`\n${((Date.now() - started) / 60_000).toFixed(1)} min.`);
