/**
 * The engine run's outcome: a table engine × journey × flavour on the terminal, and
 * test-results/engines.summary.json in the shape every suite writes (test/browser/summary-reporter.ts),
 * which .ci/summarize.mjs sums into CI's closing line.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Outcome {
  engine: string;
  journey: string;
  flavour: string;
  passed: boolean;
  seconds: number;
  error?: string;
  /** Failed on a step's bound alone, with no error in the page: worth a second try. */
  timedOut?: boolean;
  /** Passed on a second try: what the first one met. */
  flaky?: string;
}

/** 'pass', 'flaky' (passed on a second try) or 'FAIL'. */
export const resultOf = (o: Outcome): string => (o.passed ? (o.flaky ? 'flaky' : 'pass') : 'FAIL');

export function printTable(outcomes: Outcome[]): void {
  const rows = outcomes.map((o) => [o.engine, o.journey, o.flavour, resultOf(o), o.seconds.toFixed(1)]);
  const head = ['engine', 'journey', 'flavour', 'result', 'seconds'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  for (const o of outcomes.filter((x) => !x.passed))
    console.log(`\n[${o.engine}/${o.flavour}] ${o.journey}: ${o.error}`);
  for (const o of outcomes.filter((x) => x.flaky))
    console.log(`\nflaky, passed on the 2nd try: [${o.engine}/${o.flavour}] ${o.journey}: ${o.flaky}`);
}

/**
 * `broken`: what failed outside any journey (an engine that did not start), counted as a failure
 * each, so that such a run never reads as green.
 */
export function writeSummary(outcomes: Outcome[], broken: string[]): void {
  const failed = outcomes.filter((o) => !o.passed);
  const spent = new Map<string, number>();
  for (const o of outcomes)
    spent.set(`${o.engine}: ${o.journey}`, (spent.get(`${o.engine}: ${o.journey}`) ?? 0) + o.seconds);
  const dir = join(process.cwd(), 'test-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'engines.summary.json'),
    JSON.stringify({
      suite: 'engines (firefox, webkit)',
      passed: outcomes.length - failed.length,
      failed: failed.length + broken.length,
      skipped: 0,
      failures: [
        ...failed.map((o) => `[${o.engine}/${o.flavour}] ${o.journey}: ${(o.error ?? '').slice(0, 200)}`),
        ...broken,
      ],
      // Passed on a second try (run.ts): named in CI's summary, each a race of the page to fix.
      flaky: outcomes
        .filter((o) => o.flaky)
        .map((o) => `[${o.engine}/${o.flavour}] ${o.journey}: ${(o.flaky ?? '').slice(0, 200)}`),
      files: [...spent]
        .map(([file, seconds]) => ({ file, seconds: Math.round(seconds * 10) / 10 }))
        .sort((a, b) => b.seconds - a.seconds),
    }),
  );
}
