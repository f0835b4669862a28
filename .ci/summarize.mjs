// Sums every test-results/*.summary.json into the one closing line CI reads.
import { readdirSync, readFileSync } from 'node:fs';

const dir = 'test-results';
let passed = 0,
  failed = 0,
  skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.summary.json'))) {
  const s = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  console.log(`  ${s.suite}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`);
  for (const name of s.failures ?? []) console.log(`    failed: ${name}`);
  passed += s.passed;
  failed += s.failed;
  skipped += s.skipped;
}
const missing = Number(process.env.MISSING_SUITES ?? 0);
console.log(`${passed} passed, ${failed + missing} failed, ${skipped} skipped`);
