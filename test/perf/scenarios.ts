/**
 * What a page downloads, computed from the build's manifest (dist/<flavour>/manifest.json,
 * written by rollup.config.mjs), and what each file weighs as received: shared by the size report
 * and by the browser tests that check a real visit downloads exactly that
 * (test/browser/header-path.spec.ts, test/browser/page-files.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { brotliOptions, GZIP_OPTIONS, MIN_COMPRESSED_SIZE } from '@/demo-pages/server/static-files';

/**
 * A built file's weight: as it is, compressed (gzip, brotli), and as the preview sends it
 * (demo-pages/server/static-files.ts, playing a CDN): compressed with the same settings from 1 KB
 * up, as it is below that.
 */
export function weigh(dir: string, file: string) {
  const source = readFileSync(join(dir, file));
  const gzip = gzipSync(source, GZIP_OPTIONS).length;
  const brotli = brotliCompressSync(source, brotliOptions(source)).length;
  const sent = (compressed: number) => (source.length < MIN_COMPRESSED_SIZE ? source.length : compressed);
  return { raw: source.length, gzip, brotli, received: { gzip: sent(gzip), brotli: sent(brotli) } };
}

export interface ManifestChunk {
  file: string;
  name: string;
  module: string | null;
  modules: string[];
  imports: string[];
  dynamicImports: string[];
}

/** The chunk holding a module: its facade, or the shared chunk rollup merged it into. */
export function chunkOf(chunks: ManifestChunk[], module: string): ManifestChunk | undefined {
  return chunks.find((c) => c.module === module) ?? chunks.find((c) => c.modules.includes(module));
}

/** The files a page downloads to run these modules: their chunks and everything they import statically. */
export function filesOf(chunks: ManifestChunk[], modules: string[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
  };
  for (const module of modules) {
    const chunk = chunkOf(chunks, module);
    if (chunk) visit(chunk.file);
  }
  return files;
}

export const ENTRY = 'src/loader/index.ts';
export const MOUNT = 'src/loader/mount-island.tsx';
export const HEADER = 'widgets/header/index.ts';
export const HTTP = 'node_modules/ky/distribution/index.js';
export const DEVICE = 'src/session/device.ts';

/**
 * What a logged-out visit of the main site's home (the header only) downloads until the browser
 * is idle: the header; then, once it is usable, the device check the spec runs "at start" (the
 * API client's chunk; its calls go through `fetch`, so ky is not downloaded for it), and the
 * session's login hint for the loader, once the stored session is read. The login popup and ky
 * are fetched on intent (pointer over, focus or touch of 'Me connecter'), not on idle: they are
 * not part of it.
 */
export const LOGIN_HINT = 'src/session/login-hint.ts';
export const MAIN_HOME_IDLE = {
  name: 'main home, logged out, until idle',
  modules: [ENTRY, MOUNT, HEADER, DEVICE, LOGIN_HINT],
};

export const THERMAL = 'widgets/thermal-break/index.ts';
export const THERMAL_RESULT = 'widgets/thermal-break/result/result-page.tsx';
export const PERSONAL_SPACE = 'widgets/personal-space/index.ts';
export const PSI_LIBRARY = 'widgets/psi-library/index.ts';
export const MAIN_HISTORY = 'widgets/personal-space/history/main-history-list.tsx';
export const FLOOR = 'widgets/floor-configurator/index.ts';
export const FLOOR_DETAIL = 'widgets/floor-configurator/detail/solution-detail.tsx';
export const CARBON = 'widgets/carbon-simulator/index.ts';
export const CARBON_RESULTS = 'widgets/carbon-simulator/results-entry.tsx';
/** The form engine's controller: one chunk shared by the floor configurator and the carbon tunnel. */
export const FORM_ENGINE = 'features/dynamic-form/form-controller.ts';
/** The API client's chunk (the floor and carbon sites have no device check to bring it). */
export const SERVICES = 'src/runtime/services.ts';
export const OVERLAYS = 'src/ui/overlays/overlay-host.tsx';

/**
 * The main site's tool pages, everything included: the page's header, the island, the
 * device check and ky (the questionnaire calls the API at once), and the session's login hint,
 * which the loader fetches on every page (a browser receives it). The result view (its standard
 * and refine panels) is its own chunk, downloaded when a result is shown; the history list when
 * the tab is opened.
 */
export const TOOL_PAGES = {
  questionnaire: {
    name: 'thermal questionnaire page',
    modules: [ENTRY, MOUNT, HEADER, LOGIN_HINT, THERMAL, DEVICE, HTTP],
  },
  result: {
    name: 'thermal result (refine included)',
    modules: [ENTRY, MOUNT, HEADER, LOGIN_HINT, THERMAL, DEVICE, HTTP, THERMAL_RESULT],
  },
  library: { name: 'psi library page', modules: [ENTRY, MOUNT, HEADER, LOGIN_HINT, PSI_LIBRARY, DEVICE, HTTP] },
  history: {
    name: 'personal space, history tab',
    modules: [ENTRY, MOUNT, HEADER, LOGIN_HINT, PERSONAL_SPACE, DEVICE, HTTP, MAIN_HISTORY],
  },
  /**
   * The floor configurator, all included: the header, the island, the API client and
   * ky, the overlay host (its toasts and popups: share, agency contact, login). The solution
   * detail is its own chunk, downloaded when a detail is first shown.
   */
  floor: {
    name: 'floor configurator page',
    modules: [ENTRY, MOUNT, HEADER, LOGIN_HINT, FLOOR, SERVICES, HTTP, OVERLAYS],
  },
  floorDetail: {
    name: 'floor configurator, a detail shown',
    modules: [ENTRY, MOUNT, HEADER, LOGIN_HINT, FLOOR, SERVICES, HTTP, OVERLAYS, FLOOR_DETAIL],
  },
  /**
   * The carbon tunnel, all included: the header, the island and the form engine, the
   * API client and ky, the overlay host (the exit, delete and login popups, the toasts). Step 3
   * (the results, their chart and DOMPurify for the assumptions) is a chunk of its own,
   * downloaded once results are on their way, as the floor's solution detail is.
   */
  carbon: { name: 'carbon tunnel page', modules: [ENTRY, MOUNT, HEADER, LOGIN_HINT, CARBON, SERVICES, HTTP, OVERLAYS] },
  carbonResults: {
    name: 'carbon tunnel, results shown',
    modules: [ENTRY, MOUNT, HEADER, LOGIN_HINT, CARBON, SERVICES, HTTP, OVERLAYS, CARBON_RESULTS],
  },
};
