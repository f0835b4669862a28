// Two flavours of the same bundle (DESIGN.md §6): dist/preact/ (react aliased to preact/compat,
// the default that pages load) and dist/react/. ESM, one chunk per island, hashed chunk names,
// a stable entry name (ossature.js), minified, with sourcemaps. The project's own plugins and
// chunking rules are in build/rollup/, a file each, with their tests.
import { readFileSync } from 'node:fs';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { preactAliases, sharedAliases } from './build/rollup/aliases.js';
import { catalogueCopy, manifest } from './build/rollup/assets.js';
import { chunkFileNames, manualChunks } from './build/rollup/chunks.js';
import { inlineCss, minifyCssStrings } from './build/rollup/css.js';
import { dropCatalogue } from './build/rollup/drop-catalogue.js';
import { preloadMap } from './build/rollup/preload-map.js';
import { pureContracts } from './build/rollup/pure-contracts.js';
import { sonnerStylesOnce } from './build/rollup/sonner-styles.js';

const { version } = JSON.parse(readFileSync('./package.json', 'utf8'));

function flavour(name) {
  return {
    input: { ossature: 'src/loader/index.ts' },
    output: {
      dir: `dist/${name}`,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames,
      sourcemap: true,
      manualChunks,
    },
    plugins: [
      alias({ entries: [...sharedAliases, ...(name === 'preact' ? preactAliases : [])] }),
      // Before inlineCss, whose load would give sonner's styles.css?inline the unminified file.
      sonnerStylesOnce(),
      inlineCss(),
      minifyCssStrings(),
      replace({
        preventAssignment: true,
        values: {
          'process.env.NODE_ENV': JSON.stringify('production'),
          __OSSATURE_VERSION__: JSON.stringify(version),
        },
      }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
      commonjs(),
      typescript({
        tsconfig: './tsconfig.json',
        noEmit: false,
        declaration: false,
        // tsconfig.json takes JavaScript for the type-check (build/rollup/'s tests import it); the
        // bundle's JavaScript (src/vendor/) is rollup's own to read, never TypeScript's to emit.
        allowJs: false,
        // Emit only: \`npm run typecheck\` checks the types (CI runs it before the build), and
        // checking them again for each flavour took 7 of the build's 10 s per flavour.
        noCheck: true,
        sourceMap: true,
        include: ['src/**/*', 'features/**/*', 'widgets/**/*'],
        exclude: ['**/*.test.ts', '**/*.test.tsx'],
      }),
      pureContracts(),
      dropCatalogue(),
      preloadMap(),
      // No `ecma`: terser keeps the ES2022 TypeScript gives it, the browser targets' syntax
      // (docs/browsers.md); `ecma: 2020` rewrote code into forms that gzip worse (header +0.02 KB).
      terser({ format: { comments: false }, compress: { passes: 2 } }),
      manifest(),
      catalogueCopy(),
    ],
    onwarn(warning, warn) {
      // preact and react ship 'use client' directives that rollup cannot keep in chunks.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
  };
}

export default [flavour('preact'), flavour('react')];
