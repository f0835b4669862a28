import { readFileSync, statSync } from 'node:fs';

/**
 * What a CMS plugin would do with the build's `preload.json` and `heights.css`
 * (docs/embedding.md): for the island
 * kinds a page holds, the files to announce in its <head> with `<link rel="modulepreload">`, so
 * that the browser fetches them alongside the loader instead of one round trip after it (so that
 * the header is usable at +150 ms a request). Read once per build (its modification time).
 */
interface PreloadFile {
  kinds: Record<string, string[]>;
}

const cache = new Map<string, { mtimeMs: number; data: PreloadFile | null }>();

function read(path: string): PreloadFile | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return null; // no build yet, or an older build without the file: the loader does it alone
  }
  const cached = cache.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.data;
  let data: PreloadFile | null = null;
  try {
    data = JSON.parse(readFileSync(path, 'utf8')) as PreloadFile;
  } catch (error) {
    console.warn(`[preview] ${path} is unreadable; pages go without preload links.`, error);
  }
  cache.set(path, { mtimeMs, data });
  return data;
}

/**
 * The hrefs to preload for `kinds`, relative to the loader's URL `bundleUrl`
 * ('/dist/preact/ossature.js'); `preloadJson` is that flavour's preload.json on disk.
 */
export function preloadHrefs(preloadJson: string, bundleUrl: string, kinds: string[]): string[] {
  const data = read(preloadJson);
  if (!data) return [];
  const base = bundleUrl.slice(0, bundleUrl.lastIndexOf('/') + 1);
  const files = new Set(kinds.flatMap((kind) => data.kinds[kind] ?? []));
  return [...files].map((file) => base + file);
}

const sheets = new Map<string, { mtimeMs: number; css: string | null }>();

/**
 * The build's heights stylesheet (`heights.css` beside preload.json), read once per build, for the
 * page's <head>; null without one (an older build: the loader's own reserve alone).
 */
export function heightsSheet(path: string): string | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return null;
  }
  const cached = sheets.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.css;
  let css: string | null = null;
  try {
    css = readFileSync(path, 'utf8');
  } catch (error) {
    console.warn(`[preview] ${path} is unreadable; pages go without the heights stylesheet.`, error);
  }
  sheets.set(path, { mtimeMs, css });
  return css;
}
