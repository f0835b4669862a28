/**
 * `npm run lighthouse`: Lighthouse 12's mobile performance score of every tool page (its default
 * mobile run: a Moto G Power's screen, slow 4G and 4x CPU, simulated), RUNS times each in Debian's
 * Chromium (chrome-launcher, CHROMIUM_PATH), preact flavour. Prints per page the median score and
 * the median of its metrics, with the load average (Lighthouse's simulated CPU follows the
 * machine's: a busy machine gives lower scores), and exits 1 when a median is under MIN (95,
 * our goal for a slow phone). Run `npm run build` first; its own preview on LIGHTHOUSE_PORT (default 8187), or
 * BASE (a running preview); HEIGHTS=none for the pages without the heights stylesheet; PAGES=bibli
 * for the pages whose path holds that text.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadavg } from 'node:os';
import { percentile, printTable, startPreview } from './bench-support';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/test/browser/support/env';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8187);
const RUNS = Number(process.env.RUNS ?? 3);
const MIN = Number(process.env.MIN ?? 95);
/** HEIGHTS=none: the pages without the heights stylesheet (the loader's reserve alone). */
const QUERY = `?flavour=preact${process.env.HEIGHTS === 'none' ? '&heights=none' : ''}`;

/** The tool pages, by site host. */
const PAGES = [
  ['site.localhost', '/evaluer-le-psi-dun-rupteur/'],
  ['site.localhost', '/donnees-environnementales/'],
  ['site.localhost', '/bibliotheque/'],
  ['plancher.localhost', '/configurer-un-plancher/'],
  ['carbone.localhost', '/simuler-mon-empreinte-carbone/'],
] as const;

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
type Metric = keyof typeof METRICS;

interface Sample {
  score: number;
  metrics: Record<Metric, number>;
}

async function audit(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]),
  ) as Record<Metric, number>;
  return { score: Math.round((lhr.categories.performance?.score ?? 0) * 100), metrics };
}

const median = (values: number[]) => percentile(values, 50);
const cell = (metric: Metric, value: number) => (metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)}`);

async function main() {
  const preview = process.env.BASE ? null : await startPreview(PORT);
  const port = process.env.BASE ? new URL(process.env.BASE).port : String(PORT);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const load = [loadavg()[0]!.toFixed(1)];
  const rows: string[][] = [];
  let under = 0;
  try {
    for (const [host, path] of PAGES.filter(([, p]) => p.includes(process.env.PAGES ?? ''))) {
      const samples: Sample[] = [];
      // Each run a first visit: Lighthouse clears the origin's storage and cache before it loads.
      for (let i = 0; i < RUNS; i++) samples.push(await audit(`http://${host}:${port}${path}${QUERY}`, chrome.port));
      const score = median(samples.map((s) => s.score));
      under += score < MIN ? 1 : 0;
      rows.push([
        `${score < MIN ? 'FAIL' : 'ok'} ${host}${path}`,
        `${score}`,
        samples.map((s) => s.score).join(' '),
        ...(Object.keys(METRICS) as Metric[]).map((m) => cell(m, median(samples.map((s) => s.metrics[m])))),
      ]);
    }
  } finally {
    await chrome.kill();
    preview?.stop();
  }
  load.push(loadavg()[0]!.toFixed(1));
  const sheet = QUERY.includes('heights=none') ? 'without' : 'with';
  console.log(
    `\nLighthouse mobile performance, ${sheet} the heights stylesheet, ${RUNS} runs a page, median (load average ${load.join(' → ')})\n`,
  );
  printTable(['page', 'score', 'runs', ...Object.keys(METRICS).map((m) => (m === 'CLS' ? m : `${m} ms`))], rows, 1);
  if (under) {
    console.log(`\n${under} page(s) under ${MIN}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
