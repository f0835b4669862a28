/**
 * Writes the browser run's totals to test-results/browser.summary.json, the format `.ci/run`
 * sums into its closing line: `{ suite, passed, failed, skipped }`. A run that broke outside any
 * test (the preview did not start, a file did not load) counts as one failure, so that it can
 * never read as green. `files`: the time spent in each spec file (its tests' durations summed, over
 * both projects), slowest first, of which .ci/summarize.mjs prints the slowest.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FullResult, Reporter, Suite, TestError } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private root: Suite | null = null;
  private errors = 0;

  /** Another Playwright run (the WordPress journeys) names its own file and suite. */
  constructor(private readonly options: { file?: string; suite?: string } = {}) {}

  printsToStdio(): boolean {
    return false;
  }

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onError(_error: TestError): void {
    this.errors += 1;
  }

  onEnd(result: FullResult): void {
    let passed = 0,
      failed = 0,
      skipped = 0;
    // The names of what failed: CI's log is read from its tail, where these land, not from the
    // list reporter's lines far above.
    const failures: string[] = [];
    const spent = new Map<string, number>();
    for (const test of this.root?.allTests() ?? []) {
      const file = relative(process.cwd(), test.location.file);
      spent.set(file, (spent.get(file) ?? 0) + test.results.reduce((sum, r) => sum + r.duration, 0));
      const outcome = test.outcome();
      const name = `[${test.parent.project()?.name ?? ''}] ${test.titlePath().filter(Boolean).slice(1).join(' › ')}`;
      if (outcome === 'expected' || outcome === 'flaky') passed += 1;
      else if (outcome === 'skipped') skipped += 1;
      else {
        failed += 1;
        const error = test.results.at(-1)?.error?.message?.split('\n')[0] ?? '';
        failures.push(`${name}: ${error.replace(/\u001b\[[0-9;]*m/g, '').slice(0, 200)}`);
      }
    }
    if (result.status !== 'passed' && failed === 0) failed = Math.max(1, this.errors);
    const dir = join(process.cwd(), 'test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, this.options.file ?? 'browser.summary.json'),
      JSON.stringify({
        suite: this.options.suite ?? 'browser (playwright)',
        passed,
        failed,
        skipped,
        failures,
        files: [...spent]
          .map(([file, ms]) => ({ file, seconds: Math.round(ms / 100) / 10 }))
          .sort((a, b) => b.seconds - a.seconds),
      }),
    );
  }
}
