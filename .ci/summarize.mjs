// Sums every test-results/*.summary.json into the one closing line CI reads, and prints just above
// it the ten slowest test files of all suites (each summary's optional `files`: { file, seconds }).
import { readdirSync, readFileSync } from 'node:fs';

const dir = 'test-results';
const SLOWEST = 10;
let passed = 0,
  failed = 0,
  skipped = 0;
const files = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.summary.json'))) {
  const s = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  console.log(`  ${s.suite}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`);
  for (const name of s.failures ?? []) console.log(`    failed: ${name}`);
  for (const name of s.flaky ?? []) console.log(`    flaky (passed on a second try): ${name}`);
  for (const f of s.files ?? []) files.push({ ...f, suite: s.suite });
  passed += s.passed;
  failed += s.failed;
  skipped += s.skipped;
}
if (files.length) {
  console.log(`  The ${Math.min(SLOWEST, files.length)} slowest test files:`);
  for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST))
    console.log(`    ${f.seconds.toFixed(1).padStart(6)} s  ${f.file} (${f.suite})`);
}
const missing = Number(process.env.MISSING_SUITES ?? 0);
console.log(`${passed} passed, ${failed + missing} failed, ${skipped} skipped`);
