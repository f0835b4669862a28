import { REACT_ON_PREACT } from './paths.js';

/**
 * Keeps the UI runtime in one named vendor chunk, shared by every island, and gives the small
 * modules every island uses (the session hook, the button, the overlay entry points, the island
 * descriptor helper) to the runtime chunk rather than to a file each: a phone on a high-latency
 * network pays for every file, and each tiny file also pays its own import lines and gzip frame.
 */
export const RUNTIME_MODULES = [
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
export const SERVICES_MODULES = [
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
export function chunkFileNames(chunk) {
  return chunk.isDynamicEntry || NAMED_CHUNKS.has(chunk.name) ? 'chunks/[name]-[hash:7].js' : 'chunks/[hash:7].js';
}

export function manualChunks(id) {
  // The loader's own modules stay in the entry, even those the mounting code imports too:
  // otherwise rollup would pull them into the runtime chunk, and the loader would import it.
  if (/\/src\/(loader\/(index|describe)|registry)\.ts$/.test(id)) return 'ossature';
  if (/node_modules\/(preact|react|react-dom|scheduler)\//.test(id) || id === REACT_ON_PREACT) return 'vendor-ui';
  if (RUNTIME_MODULES.some((pattern) => pattern.test(id))) return 'runtime';
  if (SERVICES_MODULES.some((pattern) => pattern.test(id))) return 'services';
  return undefined;
}
