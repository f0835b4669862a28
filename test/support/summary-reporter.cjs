// Writes Jest's totals to test-results/jest.summary.json so that .ci/run can print one closing
// line summing every suite (Jest's own summary is meant for people, not for scripts), and how long
// each test file took (`files`, slowest first), of which .ci/summarize.mjs prints the slowest.
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

class SummaryReporter {
  // `suite` names a run of its own (test/paths/jest.config.js); the default is below.
  constructor(_globalConfig, options = {}) {
    this.suite = options.suite;
  }

  onRunComplete(_contexts, results) {
    // The names of what failed, for the tail of CI's log (see .ci/summarize.mjs).
    const failures = [];
    const files = [];
    for (const file of results.testResults) {
      const where = file.testFilePath.replace(process.cwd() + '/', '');
      const { start, end } = file.perfStats ?? {};
      if (start && end) files.push({ file: where, seconds: Math.round((end - start) / 100) / 10 });
      if (file.testExecError) failures.push(`${where}: ${file.testExecError.message.split('\n')[0]}`);
      for (const test of file.testResults) if (test.status === 'failed') failures.push(`${where} › ${test.fullName}`);
    }
    const dir = join(process.cwd(), 'test-results');
    mkdirSync(dir, { recursive: true });
    // The reference API's suites on PostgreSQL are a suite of their own, beside the SQLite run's.
    const suite = this.suite ?? (process.env.DATABASE_URL ? 'jest-postgres' : 'jest');
    writeFileSync(
      join(dir, `${suite}.summary.json`),
      JSON.stringify({
        suite,
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests + results.numTodoTests,
        failures,
        files: files.sort((a, b) => b.seconds - a.seconds),
      }),
    );
  }
}
module.exports = SummaryReporter;
