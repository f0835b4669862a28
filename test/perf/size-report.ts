/**
 * `npm run size`: gzip and brotli weight of every chunk of both flavours, and what a page
 * downloads in a few situations, with the budgets of the preact flavour: loader ≤ 2 KB gzip,
 * login code absent until asked for; header-only page ≤ 30 KB gzip with localforage in
 * it, the main home as a logged-out visit downloads it until idle ≤ 35 KB gzip; the
 * thermal questionnaire page, all included, ≤ 55 KB gzip, its result view in a chunk of its own;
 * the psi library page, all included, ≤ 55 KB gzip; the floor configurator page, all included,
 * ≤ 80 KB gzip, the solution detail in chunks of its own that add ≤ 20 KB; the carbon tunnel page, all included, ≤ 80 KB gzip, its results in chunks of their
 * own that add ≤ 20 KB, the form engine in one chunk shared with the floor configurator.
 * Exits 1 when a budget is exceeded. Run `npm run build` first.
 *
 * A page's weight is what a browser receives for it, each file as the preview serves
 * it (demo-pages/server/static-files.ts, playing a CDN): gzip at level 9 (or brotli at quality
 * 11, the second figure) from 1 KB up, the bytes as they are below that; every file the page
 * fetches until idle, the loader and the session's login hint included (the browser test
 * test/browser/page-files.spec.ts checks both against a real visit). The chunks' table gives each
 * file compressed whatever its size, for comparison.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CARBON,
  CARBON_RESULTS,
  chunkOf,
  DEVICE,
  FLOOR,
  FORM_ENGINE,
  FLOOR_DETAIL,
  ENTRY,
  filesOf,
  HEADER,
  HTTP,
  MAIN_HOME_IDLE,
  MOUNT,
  OVERLAYS,
  THERMAL_RESULT,
  TOOL_PAGES,
  weigh,
  type ManifestChunk,
} from './scenarios';

const KB = 1024;
const FLAVOURS = ['preact', 'react'] as const;
const LOGIN = 'features/account/login/login-dialog.tsx';
const STORAGE = 'node_modules/localforage/dist/localforage.nopromises.js';

const SCENARIOS: { name: string; modules: string[] }[] = [
  { name: 'page without placeholder', modules: [ENTRY] },
  { name: 'page with the header', modules: [ENTRY, MOUNT, HEADER] },
  // The device check the spec runs "at start" on the main site, once the page is idle, after the
  // header has shown: off the critical path, but downloaded all the same, so it is reported. Its
  // calls go through fetch: ky is not part of it.
  { name: 'main site: header, then idle', modules: [ENTRY, MOUNT, HEADER, DEVICE] },
  MAIN_HOME_IDLE,
  TOOL_PAGES.questionnaire,
  TOOL_PAGES.result,
  TOOL_PAGES.library,
  TOOL_PAGES.history,
  TOOL_PAGES.floor,
  TOOL_PAGES.floorDetail,
  TOOL_PAGES.carbon,
  TOOL_PAGES.carbonResults,
  // A popup needs the overlay host (dialog layer and toaster) as well as its own chunk; the
  // intent that fetches it fetches ky too, for the login call.
  { name: 'header + login popup opened', modules: [ENTRY, MOUNT, HEADER, LOGIN, OVERLAYS, HTTP] },
  { name: 'header + login + first API call', modules: [ENTRY, MOUNT, HEADER, LOGIN, OVERLAYS, HTTP, DEVICE] },
];

/** Every island kind named by the registry, the one file that lists them all. */
const KINDS = [...readFileSync('src/registry.ts', 'utf8').matchAll(/import\('\.\.\/widgets\/([\w-]+)'\)/g)].map(
  (m) => m[1]!,
);

const fmt = (bytes: number) => `${(bytes / KB).toFixed(2)} KB`;
const results: { check: string; ok: boolean }[] = [];
const check = (name: string, ok: boolean) => {
  results.push({ check: name, ok });
  return ok;
};

for (const flavour of FLAVOURS) {
  const dir = join('dist', flavour);
  const chunks = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ManifestChunk[];
  console.log(`\n${flavour} flavour — chunks`);
  console.log(`  ${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  const weights = new Map(chunks.map((c) => [c.file, weigh(dir, c.file)]));
  // Shared chunks are named by their hash alone (rollup.config.mjs): their rollup name beside it.
  const label = (c: ManifestChunk) => (c.file.includes(`${c.name}-`) ? c.file : `${c.file} (${c.name})`);
  for (const c of [...chunks].sort((a, b) => label(a).localeCompare(label(b)))) {
    const w = weights.get(c.file)!;
    console.log(
      `  ${label(c).padEnd(44)} ${fmt(w.raw).padStart(10)} ${fmt(w.gzip).padStart(10)} ${fmt(w.brotli).padStart(10)}`,
    );
  }
  console.log(`${flavour} flavour — what a page downloads, as received (under 1 KB a file goes uncompressed)`);
  const totals = new Map<string, { gzip: number; files: Set<string> }>();
  for (const scenario of SCENARIOS) {
    const missing = scenario.modules.filter((m) => !chunkOf(chunks, m));
    const files = filesOf(chunks, scenario.modules);
    const gzip = [...files].reduce((sum, f) => sum + weights.get(f)!.received.gzip, 0);
    const brotli = [...files].reduce((sum, f) => sum + weights.get(f)!.received.brotli, 0);
    totals.set(scenario.name, { gzip, files });
    const note = missing.length ? `  (not built yet: ${missing.join(', ')})` : '';
    console.log(
      `  ${scenario.name.padEnd(34)} ${String(files.size).padStart(2)} files  ${fmt(gzip).padStart(10)} gzip  ${fmt(brotli).padStart(10)} brotli${note}`,
    );
    // `npm run size -- --files`: each page's files, to find what a budget's overrun is made of.
    if (process.argv.includes('--files'))
      for (const file of [...files].sort())
        console.log(`      ${file.padEnd(40)} ${fmt(weights.get(file)!.received.gzip).padStart(10)}`);
  }
  console.log(`${flavour} flavour — each island: its own chunk, and a page holding only that placeholder`);
  for (const kind of KINDS) {
    const module = `widgets/${kind}/index.ts`;
    const own = chunkOf(chunks, module);
    const files = filesOf(chunks, [ENTRY, MOUNT, module]);
    const gzip = [...files].reduce((sum, f) => sum + weights.get(f)!.received.gzip, 0);
    const ownGzip = own ? fmt(weights.get(own.file)!.gzip) : 'not built';
    console.log(
      `  ${kind.padEnd(20)} chunk ${ownGzip.padStart(10)} gzip   page ${String(files.size).padStart(2)} files ${fmt(gzip).padStart(10)} gzip`,
    );
  }
  if (flavour === 'preact') {
    const loader = weights.get('ossature.js')!.received.gzip;
    const header = totals.get('page with the header')!;
    const idle = totals.get(MAIN_HOME_IDLE.name)!;
    const storage = chunkOf(chunks, STORAGE)?.file;
    const loginChunk = chunkOf(chunks, LOGIN)?.file;
    const questionnaire = totals.get(TOOL_PAGES.questionnaire.name)!;
    const library = totals.get(TOOL_PAGES.library.name)!;
    const resultChunk = chunkOf(chunks, THERMAL_RESULT)?.file;
    const floor = totals.get(TOOL_PAGES.floor.name)!;
    const floorDetail = totals.get(TOOL_PAGES.floorDetail.name)!;
    const detailChunk = chunkOf(chunks, FLOOR_DETAIL)?.file;
    const carbon = totals.get(TOOL_PAGES.carbon.name)!;
    const carbonResults = totals.get(TOOL_PAGES.carbonResults.name)!;
    const resultsChunk = chunkOf(chunks, CARBON_RESULTS)?.file;
    const engine = chunkOf(chunks, FORM_ENGINE)?.file;
    const islandChunks = [chunkOf(chunks, FLOOR)?.file, chunkOf(chunks, CARBON)?.file];
    console.log('preact budgets (each page as received: gzip from 1 KB up)');
    const lines = [
      [check('loader ≤ 2 KB gzip', loader <= 2 * KB), `loader ${fmt(loader)} ≤ 2 KB gzip`],
      // The header-only page ≤ 30 KB with localforage in it, and what a logged-out visit
      // of the main home downloads until idle (the header, then the device check) ≤ 35 KB.
      [
        check(
          'header page ≤ 30 KB gzip, localforage in it',
          header.gzip <= 30 * KB && !!storage && header.files.has(storage),
        ),
        `header-only page ${fmt(header.gzip)} ≤ 30 KB gzip, localforage in it`,
      ],
      [
        check('main home until idle ≤ 35 KB gzip', idle.gzip <= 35 * KB),
        `${MAIN_HOME_IDLE.name}: ${fmt(idle.gzip)} ≤ 35 KB gzip`,
      ],
      [
        check('login code lazy', !!loginChunk && !header.files.has(loginChunk)),
        'login popup code is in its own chunk, not downloaded with the header',
      ],
      // The questionnaire page all included ≤ 55 KB; the result view comes when shown.
      [
        check('questionnaire page ≤ 55 KB gzip', questionnaire.gzip <= 55 * KB),
        `${TOOL_PAGES.questionnaire.name} ${fmt(questionnaire.gzip)} ≤ 55 KB gzip`,
      ],
      [
        check('result view lazy', !!resultChunk && !questionnaire.files.has(resultChunk)),
        'the result view is in its own chunk, not downloaded with the questionnaire',
      ],
      // The psi library page, all included (header, API client, every popin) ≤ 55 KB.
      [
        check('psi library page ≤ 55 KB gzip', library.gzip <= 55 * KB),
        `${TOOL_PAGES.library.name} ${fmt(library.gzip)} ≤ 55 KB gzip`,
      ],
      // The floor configurator page all included ≤ 80 KB; the detail comes when shown.
      [
        check('floor configurator page ≤ 80 KB gzip', floor.gzip <= 80 * KB),
        `${TOOL_PAGES.floor.name} ${fmt(floor.gzip)} ≤ 80 KB gzip`,
      ],
      [
        check(
          'floor detail lazy, ≤ 20 KB more',
          !!detailChunk && !floor.files.has(detailChunk) && floorDetail.gzip - floor.gzip <= 20 * KB,
        ),
        `the solution detail is in its own chunks, not downloaded with the configurator: ${fmt(floorDetail.gzip - floor.gzip)} more ≤ 20 KB gzip`,
      ],
      // The tunnel page, results included, ≤ 80 KB; one form engine for both tools.
      [
        check('carbon tunnel page ≤ 80 KB gzip', carbon.gzip <= 80 * KB),
        `${TOOL_PAGES.carbon.name} ${fmt(carbon.gzip)} ≤ 80 KB gzip`,
      ],
      [
        check(
          'carbon results lazy, ≤ 20 KB more',
          !!resultsChunk && !carbon.files.has(resultsChunk) && carbonResults.gzip - carbon.gzip <= 20 * KB,
        ),
        `the results (chart and sanitizer included) are in their own chunks, not downloaded with the steps: ${fmt(carbonResults.gzip - carbon.gzip)} more ≤ 20 KB gzip`,
      ],
      [
        check(
          'form engine shared',
          !!engine && !islandChunks.includes(engine) && floor.files.has(engine) && carbon.files.has(engine),
        ),
        `the form engine is one chunk that the floor configurator and the carbon tunnel share (${engine ?? 'not built'})`,
      ],
    ] as const;
    for (const [ok, text] of lines) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${text}`);
  }
}

mkdirSync('test-results', { recursive: true });
const failed = results.filter((r) => !r.ok).length;
writeFileSync(
  'test-results/size.summary.json',
  JSON.stringify({
    suite: 'size budgets',
    passed: results.length - failed,
    failed,
    skipped: 0,
  }),
);
if (failed) {
  console.error(`\n${failed} size budget(s) exceeded.`);
  process.exit(1);
}
