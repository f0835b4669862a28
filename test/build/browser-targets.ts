/**
 * `npm run check:targets`: every chunk of both flavours, as built, against the browser targets
 * (./targets.ts, docs/browsers.md): syntax beyond ES2022, a late API called with no feature test,
 * late CSS outside @supports (./chunk-check.ts). Exits 1 on any finding, or when dist/ is missing
 * (run `npm run build` first). Writes test-results/targets.summary.json for CI's closing line.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkChunk, whereIs } from './chunk-check';
import { originalOf } from './source-map';
import { BROWSERSLIST, ECMA_VERSION } from './targets';

const FLAVOURS = ['preact', 'react'] as const;

/** What the check reads of dist/<flavour>/manifest.json (rollup.config.mjs). */
interface ManifestChunk {
  file: string;
  module: string | null;
  modules: string[];
}

/** One line per finding: the file, where, what; then the source it comes from, and the code. */
function problemsOf(dir: string, chunk: ManifestChunk): string[] {
  const file = join(dir, chunk.file);
  const code = readFileSync(file, 'utf8');
  return checkChunk(code).map(({ at, message }) => {
    const { line, column, excerpt } = whereIs(code, at);
    const source = originalOf(file, line, column) ?? `a module of ${chunk.module ?? chunk.modules[0]}`;
    return `${file}:${line}:${column} ${message}\n      from ${source}: …${excerpt}…`;
  });
}

function main() {
  console.log(`Browser targets: ${BROWSERSLIST.join(', ')}; syntax ES${ECMA_VERSION}`);
  // Counted by chunk: a chunk passes with no finding, fails with one or more.
  let passed = 0;
  let failed = 0;
  const failures: string[] = [];
  for (const flavour of FLAVOURS) {
    const dir = join('dist', flavour);
    const manifest = join(dir, 'manifest.json');
    if (!existsSync(manifest)) {
      failed += 1;
      failures.push(`${manifest} is missing: run \`npm run build\` first`);
      continue;
    }
    const chunks = JSON.parse(readFileSync(manifest, 'utf8')) as ManifestChunk[];
    const problems = chunks.map((chunk) => problemsOf(dir, chunk));
    const dirty = problems.filter((p) => p.length).length;
    passed += chunks.length - dirty;
    failed += dirty;
    failures.push(...problems.flat());
    console.log(`  ${flavour}: ${chunks.length} chunks, ${dirty} beyond the targets`);
  }
  for (const failure of failures) console.error(`  FAIL ${failure}`);
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/targets.summary.json',
    JSON.stringify({
      suite: 'browser targets',
      passed,
      failed,
      skipped: 0,
      failures: failures.map((f) => f.split('\n')[0]),
    }),
  );
  if (failures.length) {
    console.error(`\n${failures.length} finding(s) beyond the browser targets: see docs/browsers.md.`);
    process.exit(1);
  }
  console.log('Every chunk stays within the browser targets.');
}

main();
