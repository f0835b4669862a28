/**
 * The all-in-one baseline of `npm run bench`: the bundle as it would be without code splitting,
 * every dynamic import folded into `ossature.js`, built from rollup.config.mjs itself (same
 * input, plugins, minifier and aliases; only the chunking differs) into
 * `dist-bench/<flavour>-all-in-one/`, which the preview serves under `/dist-bench/`.
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rollup, type RollupOptions, type OutputOptions } from 'rollup';
import type { Flavour } from '@/test/browser/support/env';

export const BENCH_DIR = 'dist-bench';
export const baselineName = (flavour: Flavour) => `${flavour}-all-in-one`;

async function configOf(flavour: Flavour): Promise<RollupOptions> {
  // Imported afresh for each build: rollup plugins keep state, a config is used once.
  const url = `${pathToFileURL(resolve('rollup.config.mjs')).href}?flavour=${flavour}`;
  const configs = (await import(url)).default as RollupOptions[];
  const config = configs.find((c) => (c.output as OutputOptions | undefined)?.dir === `dist/${flavour}`);
  if (!config) throw new Error(`rollup.config.mjs has no build into dist/${flavour}.`);
  return config;
}

/** Builds the baseline of a flavour; returns the path of its one file. */
export async function buildAllInOne(flavour: Flavour): Promise<string> {
  const { output, ...input } = await configOf(flavour);
  const dir = `${BENCH_DIR}/${baselineName(flavour)}`;
  rmSync(dir, { recursive: true, force: true });
  const bundle = await rollup(input);
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
export async function ensureAllInOne(flavour: Flavour, log: (line: string) => void): Promise<void> {
  const built = `${BENCH_DIR}/${baselineName(flavour)}/ossature.js`;
  const split = `dist/${flavour}/ossature.js`;
  if (existsSync(built) && statSync(built).mtimeMs > statSync(split).mtimeMs) return;
  log(`Building the ${flavour} all-in-one baseline into ${BENCH_DIR}/${baselineName(flavour)}/…`);
  const started = Date.now();
  await buildAllInOne(flavour);
  log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
