// Two flavours of the same bundle (DESIGN.md §6): dist/preact/ (react aliased to preact/compat,
// the default that pages load) and dist/react/. ESM, one chunk per island, hashed chunk names,
// a stable entry name (ossature.js), minified, with sourcemaps.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const { version } = JSON.parse(readFileSync('./package.json', 'utf8'));

/** preact/compat with a default export cut to what dependencies use (see the file). */
const REACT_ON_PREACT = fileURLToPath(new URL('./src/vendor/react-on-preact.js', import.meta.url));

// Exact matches only: 'react' must not swallow 'react-dom' or 'react/jsx-runtime' by prefix.
const preactAliases = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: REACT_ON_PREACT },
  { find: /^react$/, replacement: REACT_ON_PREACT },
];

/**
 * Both flavours take localforage's build without its Promise polyfill (lie and immediate): every
 * browser that runs ES modules has Promise, and the polyfill cost 1.1 KB gzip on the header path.
 */
const sharedAliases = [
  { find: /^localforage$/, replacement: 'localforage/dist/localforage.nopromises.js' },
  // wouter's shim for React 17: both flavours have the hook (see the file).
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./src/vendor/use-sync-external-store.js', import.meta.url)),
  },
  // '@/' is the repository's root (tsconfig.json's paths), so no import climbs '../../../'.
  { find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) },
];

/**
 * Keeps the UI runtime in one named vendor chunk, shared by every island, and gives the small
 * modules every island uses (the session hook, the button, the overlay entry points, the island
 * descriptor helper) to the runtime chunk rather than to a file each: a phone on a high-latency
 * network pays for every file, and each tiny file also pays its own import lines and gzip frame.
 */
const RUNTIME_MODULES = [
  // The runtime itself: rollup brings its static imports along (session, config).
  /\/src\/runtime\/runtime(-context)?\.tsx?$/,
  // The mounting code and the shared stylesheets, which every island waits for, and the account
  // actions and routes the header and most islands import: one file with the runtime rather than
  // four more files, each a request on the header's path (11 files to 4 made the header
  // usable 22 % sooner at +150 ms a request).
  /\/src\/loader\/mount-island\.tsx$/,
  // Not adopt-stylesheet.ts (in the services chunk): only components that come later need it.
  /\/src\/ui\/styles\/(base-css|shadow-root)\.ts$/,
  /\/src\/ui\/error-boundary\.tsx$/,
  /\/features\/account\/(actions|routes)\.ts$/,
  /\/src\/session\/use-session\.ts$/,
  /\/src\/ui\/button\.tsx$/,
  /\/src\/ui\/overlays\/overlay(s|-store)\.ts$/,
  /\/src\/loader\/island\.ts$/,
  /node_modules\/zustand\//,
];
/**
 * What the first API call loads (src/runtime/services.ts), after the header is usable: the API
 * client with ky, its errors and the contracts' building blocks, in one file rather than three.
 * With them, adopt-stylesheet.ts, which the components that come with a call need (dialogs,
 * fields, skeletons): not on the header's path, and not a file of its own.
 */
const SERVICES_MODULES = [
  /\/src\/ui\/styles\/adopt-stylesheet\.ts$/,
  /\/src\/runtime\/services\.ts$/,
  /\/src\/api\/(client|errors|recovery|transport|api-href)\.ts$/,
  // An API path as an address, which the tools share: a file of its own cost more in requests
  // and gzip frames than its bytes. (The file handed to the visitor, save-file.ts, goes with the
  // tools that download: the main home's device check had carried it for nothing.)
  // The newest-request-wins helper of the psi library and the form engine (0.2 KB gzip), and the
  // spec's timing table that every tool reads: each a file of its own put the library page over
  // its budget, and every page that reads them makes API calls.
  /\/src\/runtime\/(latest-request|timings)\.ts$/,
  /\/src\/contracts\/(index|call|constants|envelope|messages|fields|field-errors)\.ts$/,
];
/**
 * Chunk file names. What a page asks for by name keeps it — the islands, the dialogs and other
 * code loaded on demand, the runtime, the UI library and the services — for the network panel;
 * the shared chunks rollup splits off on its own get their hash alone (their rollup name is only
 * their first module's, `messages` or `shared`, which says little; manifest.json lists what each
 * holds). The loader names every shared chunk an island needs, to preload it (preloadMap): a name
 * each costs its bytes on every page, about 150 B gzip in all. 7 characters of base64url: rollup
 * refuses fewer for over 64 chunks.
 */
const NAMED_CHUNKS = new Set(['runtime', 'vendor-ui', 'services']);
function chunkFileNames(chunk) {
  return chunk.isDynamicEntry || NAMED_CHUNKS.has(chunk.name) ? 'chunks/[name]-[hash:7].js' : 'chunks/[hash:7].js';
}

function manualChunks(id) {
  // The loader's own modules stay in the entry, even those the mounting code imports too:
  // otherwise rollup would pull them into the runtime chunk, and the loader would import it.
  if (/\/src\/(loader\/(index|describe)|registry)\.ts$/.test(id)) return 'ossature';
  if (/node_modules\/(preact|react|react-dom|scheduler)\//.test(id) || id === REACT_ON_PREACT) return 'vendor-ui';
  if (RUNTIME_MODULES.some((pattern) => pattern.test(id))) return 'runtime';
  if (SERVICES_MODULES.some((pattern) => pattern.test(id))) return 'services';
  return undefined;
}

/**
 * Writes manifest.json: for each chunk, the module it stands for and what it imports statically
 * and dynamically. The size report walks it to know what a given page downloads.
 */
/**
 * catalogue.json beside the loader: the kinds, their French summaries, sites and attributes, as
 * `npm run catalogue` writes them from the island descriptors. A CMS plugin offers its blocks from
 * it (integrations/wordpress/), so the catalogue stays one source, generated, never copied by hand.
 */
function catalogueCopy() {
  return {
    name: 'ossature-catalogue',
    generateBundle() {
      const source = readFileSync('demo-pages/server/catalogue.json', 'utf8');
      this.emitFile({ type: 'asset', fileName: 'catalogue.json', source });
      // The placeholders' heights for the page's <head> (docs/embedding.md#reserved-heights).
      this.emitFile({
        type: 'asset',
        fileName: 'heights.css',
        source: readFileSync('demo-pages/server/heights.css', 'utf8'),
      });
    },
  };
}

function manifest() {
  // A dependency's path from its node_modules (a worktree's node_modules may be a symlink, which
  // rollup resolves), a source file's from the project root.
  const relative = (id) =>
    id.includes('/node_modules/')
      ? id.replace(/^.*?\/node_modules\//, 'node_modules/')
      : id.replace(process.cwd() + '/', '');
  return {
    name: 'ossature-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((c) => c.type === 'chunk')
        .map((c) => ({
          file: c.fileName,
          name: c.name,
          module: c.facadeModuleId ? relative(c.facadeModuleId) : null,
          // Rollup may merge a dynamic entry into a shared chunk: list every module it holds.
          modules: Object.keys(c.modules).map(relative),
          imports: c.imports,
          dynamicImports: c.dynamicImports,
        }));
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(chunks, null, 2) });
    },
  };
}

/**
 * Chunks imported on demand that an island's first call needs at once: ky and the browser key of
 * the floor and carbon sites. On the main site the idle device check brings them; on those two
 * sites the island calls its API as it mounts, so the page's preload links (preload.json) fetch
 * them with its other files rather than one round trip after the mount (bench:tools, slow 4G:
 * floor 1593 → 1408 ms, carbon 1382 → 1213 ms). Not in the loader's own map: the main home's
 * budget has no room for their names, and a page that prints no links is the slow path anyway.
 */
const FIRST_CALL_MODULES = /\/node_modules\/ky\/|\/src\/session\/browser-key\.ts$/;
const CALLS_AS_IT_MOUNTS = new Set(['floor-configurator', 'carbon-simulator']);

/** The files of the chunks holding a first-call module, for a kind that calls as it mounts. */
function firstCallFiles(kind, chunks) {
  if (!CALLS_AS_IT_MOUNTS.has(kind)) return [];
  return chunks.filter((c) => c.moduleIds.some((id) => FIRST_CALL_MODULES.test(id))).map((c) => c.fileName);
}

/**
 * Writes into the loader, for each island kind, the shared chunks its island and the mounting
 * chunk import statically. The loader asks for them (`<link rel="modulepreload">`) as soon as it
 * finds the kind, with the two chunks themselves: a phone fetches everything in one round trip
 * instead of discovering each level of imports one round trip after the other. Done in
 * renderChunk, before terser: the file names are rollup's hash placeholders, which it replaces
 * with the final names.
 */
function preloadMap() {
  const kindOf = (id) => /\/widgets\/([\w-]+)\/index\.ts$/.exec(id ?? '')?.[1];
  return {
    name: 'ossature-preload-map',
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.isEntry || !code.includes('__OSSATURE_PRELOAD__')) return null;
      const byFile = new Map(Object.values(chunks).map((c) => [c.fileName, c]));
      const closure = (file, into = new Set()) => {
        for (const dep of byFile.get(file)?.imports ?? []) {
          if (!into.has(dep)) {
            into.add(dep);
            closure(dep, into);
          }
        }
        return into;
      };
      const mounter = Object.values(chunks).find((c) => c.facadeModuleId?.endsWith('/src/loader/mount-island.tsx'));
      const shared = mounter ? closure(mounter.fileName) : new Set();
      const files = [];
      const kinds = {};
      // An island's index module is a chunk's facade, or was merged into a shared chunk.
      for (const c of Object.values(chunks))
        for (const kind of c.moduleIds.map(kindOf).filter(Boolean)) {
          // The loader itself is loaded already; names are sent without 'chunks/' and '.js'.
          const deps = [...new Set([...shared, ...closure(c.fileName)])].filter((file) => file !== chunk.fileName);
          // One character per file, its index + 48 ('0' is the first file): a string instead of an
          // array of numbers saves the commas, about 1 B gzip a kind, which the loader's budget needs.
          kinds[kind] = deps
            .map((file) => {
              const name = file.replace(/^chunks\//, '').replace(/\.js$/, '');
              if (!files.includes(name)) files.push(name);
              return String.fromCharCode(48 + files.indexOf(name));
            })
            .join('');
        }
      if (files.length > 78) this.error('preloadMap: more than 78 shared chunks, the one-character indexes run out');
      return { code: code.replaceAll('__OSSATURE_PRELOAD__', `(${JSON.stringify({ files, kinds })})`), map: null };
    },
    /**
     * preload.json, with the final file names: each kind's every file but the loader, the
     * island's own chunk and the mounting chunk included. A CMS that reads it prints the preload
     * links of the kinds a page holds in its <head> (docs/embedding.md), and the chunks come with
     * the loader rather than one round trip after it.
     */
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file, into = new Set([file])) => {
        for (const dep of byFile.get(file)?.imports ?? [])
          if (!into.has(dep) && !byFile.get(dep)?.isEntry) closure(dep, into.add(dep));
        return into;
      };
      const mounter = chunks.find((c) => c.facadeModuleId?.endsWith('/src/loader/mount-island.tsx'));
      const kinds = {};
      for (const c of chunks)
        for (const kind of Object.keys(c.modules).map(kindOf).filter(Boolean))
          kinds[kind] = [
            ...new Set([
              ...closure(c.fileName),
              ...(mounter ? closure(mounter.fileName) : []),
              ...firstCallFiles(kind, chunks).flatMap((file) => [...closure(file)]),
            ]),
          ];
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify({ kinds }, null, 1) });
    },
  };
}

/**
 * Our stylesheets are template strings in `*.css.ts` files, which terser leaves as they are:
 * drops their comments and squeezes their whitespace (a line break, the spaces around '{', '}'
 * and ';', after a property's ':' and after a ','). Line breaks never
 * separate the parts of one selector in those files, and no rule holds a quoted string, so
 * nothing meaningful is removed. On every page's base sheet, and on each island's own.
 */
function minifyCssStrings() {
  const squeeze = (css) =>
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s*\n\s*/g, '')
      .replace(/\s*([{};])\s*/g, '$1')
      .replace(/ {2,}/g, ' ')
      .replace(/([{;][\w-]+):\s+/g, '$1:')
      .replace(/,\s+/g, ',')
      .replace(/;}/g, '}');
  return {
    name: 'ossature-minify-css-strings',
    transform(code, id) {
      if (!/\.css\.ts$/.test(id) && !/\/src\/ui\/styles\/base-css\.ts$/.test(id)) return null;
      // Only the strings assigned (`export const X_CSS = `…``), not a code span in a comment.
      return { code: code.replace(/=\s*`([^`]*)`/g, (_, css) => `= \`${squeeze(css)}\``), map: null };
    },
  };
}

/** `import css from 'x.css?inline'`: the stylesheet as a string, for the islands' shadow roots. */
function inlineCss() {
  return {
    name: 'ossature-inline-css',
    async resolveId(source, importer) {
      if (!source.endsWith('.css?inline')) return null;
      const resolved = await this.resolve(source.slice(0, -'?inline'.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}?inline` : null;
    },
    load(id) {
      if (!id.endsWith('.css?inline')) return null;
      return `export default ${JSON.stringify(readFileSync(id.slice(0, -'?inline'.length), 'utf8'))};`;
    },
  };
}

/**
 * sonner's CSS ships once, in the overlay host's shadow root. sonner's module
 * appends a `<style>` to the page's <head> when imported (`__insertCSS("…")`): a strict
 * Content-Security-Policy refuses it, it does not reach into the shadow root anyway, and it put
 * the same rules in the bundle twice (once in its JS, once as `styles.css?inline`). The call is
 * taken out of sonner's module, and `sonner/dist/styles.css?inline` is given the very string it
 * held (minified as sonner ships it, smaller than styles.css). A sonner that injects its CSS
 * another way fails the build here rather than injecting it again unnoticed.
 */
const SONNER_MODULE = /\/node_modules\/sonner\/dist\/index\.mjs$/;
const SONNER_INSERT = /^__insertCSS\(("(?:[^"\\]|\\.)*")\);?$/m;

function sonnerStylesOnce() {
  const insertOf = (code, fail) =>
    SONNER_INSERT.exec(code) ?? fail('sonner no longer calls __insertCSS("…") at import: see sonnerStylesOnce');
  return {
    name: 'ossature-sonner-styles-once',
    transform(code, id) {
      if (!SONNER_MODULE.test(id)) return null;
      // The line stays (empty): the lines after it keep their numbers.
      return { code: code.replace(insertOf(code, (m) => this.error(m))[0], ''), map: null };
    },
    load(id) {
      if (!id.endsWith('/sonner/dist/styles.css?inline')) return null;
      const module = id.replace(/styles\.css\?inline$/, 'index.mjs');
      return `export default ${insertOf(readFileSync(module, 'utf8'), (m) => this.error(m))[1]};`;
    },
  };
}

/**
 * Struct builders are pure, but rollup cannot know it: without this list every contract struct
 * of every call would ride along with the first island that imports one of them. The calls are
 * annotated as pure in src/contracts only (see pureContracts): rollup's own
 * `treeshake.manualPureFunctions` applies the names to every module, dependencies included, and
 * to member calls on them. With it, final-form's `stringToPath(string)` lost its
 * `string.replace(…)` (a parameter named `string`), every field path became [], each field
 * validator received the whole form values, and the login popup crashed on open.
 */
const PURE_FUNCTIONS = [
  'any',
  'array',
  'boolean',
  'define',
  'defineCall',
  'dynamic',
  'enums',
  'literal',
  'mustBeTrue',
  'nullable',
  'number',
  'object',
  'optional',
  'record',
  'refine',
  'size',
  'string',
  'success',
  'type',
  'union',
  'integer',
  'pattern',
  'min',
  'max',
  'tuple',
  'partial',
  'assign',
  'omit',
  'pick',
  'coerce',
  'defaulted',
  'trimmed',
  'unknown',
];

/** Adds the pure annotation before each struct-builder call of src/contracts (after TypeScript). */
function pureContracts() {
  const call = new RegExp(`(?<![\\w.$])(?<!function\\s+)(${PURE_FUNCTIONS.join('|')})\\(`, 'g');
  return {
    name: 'ossature-pure-contracts',
    transform(code, id) {
      if (!id.startsWith(`${process.cwd()}/src/contracts/`)) return null;
      // Only comments are inserted: lines keep their numbers (columns shift slightly).
      return { code: code.replace(call, '/*#__PURE__*/$1('), map: null };
    },
  };
}

/**
 * The catalogue fields of the island descriptors (src/loader/island.ts) are for `npm run
 * catalogue`; no browser reads them. Each widget's `export default defineIsland({…})` loses them
 * in the bundle (about 0.1 to 0.3 KB gzip per island), so the descriptor can stay the one place
 * an island is described. They are blanked with spaces, newlines kept: positions do not move,
 * the TypeScript source map stays right.
 */
const CATALOGUE_FIELDS = new Set([
  'title',
  'summary',
  'attributeLabels',
  'attributeDocs',
  'reads',
  'pages',
  'example',
  'reserve',
]);

function dropCatalogue() {
  return {
    name: 'ossature-drop-catalogue',
    transform(code, id) {
      if (!/\/widgets\/[\w-]+\/index\.ts$/.test(id)) return null;
      const call = this.parse(code).body.find((node) => node.type === 'ExportDefaultDeclaration')?.declaration;
      const descriptor =
        call?.type === 'CallExpression' && call.callee.name === 'defineIsland' ? call.arguments[0] : null;
      if (descriptor?.type !== 'ObjectExpression')
        this.error('a widget index.ts must `export default defineIsland({…})`');
      let out = code;
      descriptor.properties.forEach((property, i) => {
        if (!CATALOGUE_FIELDS.has(property.key?.name)) return;
        // Up to the next property (or the closing brace), so that its comma goes with it.
        const end = descriptor.properties[i + 1]?.start ?? descriptor.end - 1;
        out = out.slice(0, property.start) + out.slice(property.start, end).replace(/[^\n]/g, ' ') + out.slice(end);
      });
      return { code: out, map: null };
    },
  };
}

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
