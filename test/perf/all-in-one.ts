/**
 * The all-in-one baselines of `npm run bench`: the bundle as it would be without code splitting,
 * every dynamic import folded into `ossature.js`, built from rollup.config.mjs itself (same
 * input, plugins, minifier and aliases; only the chunking differs) into
 * `dist-bench/<baseline>/`, which the preview serves under `/dist-bench/`. Two of them per flavour:
 * - `<flavour>-all-in-one`: every island of the registry, so it grows with each new tool;
 * - `<flavour>-header-all-in-one`: the registry cut to the kinds of the page the header bench
 *   loads (HEADER_KINDS), a reference that stays put when tools are added: what one file rather
 *   than several saves, not what the other islands weigh.
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rollup, type Plugin, type RollupOptions, type OutputOptions } from 'rollup';
import type { Flavour } from '@/test/browser/support/env';

export const BENCH_DIR = 'dist-bench';
export const baselineName = (flavour: Flavour) => `${flavour}-all-in-one`;
export const headerBaselineName = (flavour: Flavour) => `${flavour}-header-all-in-one`;
/** The kinds the main site's home holds (its header alone: demo-pages/pages/main-site.ts). */
export const HEADER_KINDS = ['header'];

/** What a baseline holds: its directory name, and the registry's kinds (all when null). */
export interface Baseline {
  flavour: Flavour;
  name: string;
  kinds: string[] | null;
}
export const fullBaseline = (flavour: Flavour): Baseline => ({ flavour, name: baselineName(flavour), kinds: null });
export const headerBaseline = (flavour: Flavour): Baseline => ({
  flavour,
  name: headerBaselineName(flavour),
  kinds: HEADER_KINDS,
});

async function configOf(flavour: Flavour): Promise<RollupOptions> {
  // Imported afresh for each build: rollup plugins keep state, a config is used once.
  const url = `${pathToFileURL(resolve('rollup.config.mjs')).href}?flavour=${flavour}`;
  const configs = (await import(url)).default as RollupOptions[];
  const config = configs.find((c) => (c.output as OutputOptions | undefined)?.dir === `dist/${flavour}`);
  if (!config) throw new Error(`rollup.config.mjs has no build into dist/${flavour}.`);
  return config;
}

const REGISTRY = /\/src\/registry\.ts$/;
/** One line of the registry object: `  header: () => import(…),` or `  'psi-library': () => …`. */
const ENTRY_LINE = /^\s+'?([\w-]+)'?: \(\) => import\(/;

/**
 * src/registry.ts with only `kinds` in its `registry` object (the other islands are then never
 * imported, so never bundled); fails when a kind is missing or the file's shape has changed.
 */
export function cutRegistry(source: string, kinds: string[]): string {
  const kept: string[] = [];
  const lines = source.split('\n').filter((line) => {
    const kind = ENTRY_LINE.exec(line)?.[1];
    if (kind === undefined) return true;
    if (kinds.includes(kind)) kept.push(kind);
    return kinds.includes(kind);
  });
  const missing = kinds.filter((k) => !kept.includes(k));
  if (missing.length) throw new Error(`src/registry.ts has no line for ${missing.join(', ')}: see cutRegistry`);
  return lines.join('\n');
}

/**
 * Cuts src/registry.ts to `kinds` once TypeScript has compiled it (its plugin loads .ts files
 * itself; the emitted JavaScript keeps the lines).
 */
function registryOf(kinds: string[]): Plugin {
  return {
    name: 'bench-registry-cut',
    transform: (code, id) => (REGISTRY.test(id) ? { code: cutRegistry(code, kinds), map: null } : null),
  };
}

/** Builds a baseline; returns the path of its one file. */
export async function buildAllInOne(baseline: Baseline): Promise<string> {
  const { output, plugins, ...input } = await configOf(baseline.flavour);
  const dir = `${BENCH_DIR}/${baseline.name}`;
  rmSync(dir, { recursive: true, force: true });
  const cut = baseline.kinds ? [registryOf(baseline.kinds)] : [];
  const bundle = await rollup({ ...input, plugins: [...cut, plugins] });
  try {
    const options: OutputOptions = { ...(output as OutputOptions), dir, inlineDynamicImports: true };
    delete options.manualChunks; // rollup refuses it with inlineDynamicImports
    const { output: files } = await bundle.write(options);
    const chunks = files.filter((f) => f.type === 'chunk');
    if (chunks.length !== 1) throw new Error(`the all-in-one build wrote ${chunks.length} chunks, not 1`);
  } finally {
    await bundle.close();
  }
  return `${dir}/ossature.js`;
}

/**
 * The baseline, rebuilt when `npm run build` ran after it (dist/ is what the bench measures: the
 * baseline must come from the same sources), kept otherwise.
 */
export async function ensureAllInOne(baseline: Baseline, log: (line: string) => void): Promise<void> {
  const built = `${BENCH_DIR}/${baseline.name}/ossature.js`;
  const split = `dist/${baseline.flavour}/ossature.js`;
  if (existsSync(built) && statSync(built).mtimeMs > statSync(split).mtimeMs) return;
  log(`Building the ${baseline.name} baseline into ${BENCH_DIR}/${baseline.name}/…`);
  const started = Date.now();
  await buildAllInOne(baseline);
  log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
