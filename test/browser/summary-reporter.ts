/**
 * Writes the browser run's totals to test-results/browser.summary.json, the format `.ci/run`
 * sums into its closing line: `{ suite, passed, failed, skipped }`. A run that broke outside any
 * test (the preview did not start, a file did not load) counts as one failure, so that it can
 * never read as green.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullResult, Reporter, Suite, TestError } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private root: Suite | null = null;
  private errors = 0;

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
    for (const test of this.root?.allTests() ?? []) {
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
      join(dir, 'browser.summary.json'),
      JSON.stringify({ suite: 'browser (playwright)', passed, failed, skipped, failures }),
    );
  }
}
