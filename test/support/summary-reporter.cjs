// Writes Jest's totals to test-results/jest.summary.json so that .ci/run can print one closing
// line summing every suite (Jest's own summary is meant for people, not for scripts).
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const dir = join(process.cwd(), 'test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'jest.summary.json'),
      JSON.stringify({
        suite: 'jest',
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests + results.numTodoTests,
      }),
    );
  }
}
module.exports = SummaryReporter;
