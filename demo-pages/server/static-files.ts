import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/**
 * Matches content-hashed chunk names such as `chunks/header-3f9a1c.js` (the build's 6 characters,
 * rollup's default 8). Rollup's hashes are base64url: `confirm-dialog-KNp5Dq.js` and
 * `open-profil-C-Do9Q.js` are hashed too. Only under `chunks/`: `mount-island.js` is not.
 */
const HASHED = /(^|\/)chunks\/[^/]+-[A-Za-z0-9_-]{6,8}\.(js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Below this, compressing saves less than the framing costs (the threshold CDNs use): such files
 * go as they are. The size report counts them so (test/perf/size-report.ts).
 */
export const MIN_COMPRESSED_SIZE = 1024;

export type Encoding = 'br' | 'gzip';
/** Compressed once per file and kept, as a CDN keeps its edge copies: the strongest settings. */
export const brotliOptions = (bytes: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});
export const GZIP_OPTIONS = { level: 9 };

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESS: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => brotliAsync(bytes, brotliOptions(bytes)),
  gzip: (bytes) => gzipAsync(bytes, GZIP_OPTIONS),
};

interface CachedFile {
  mtimeMs: number;
  size: number;
  bytes: Buffer;
  /** Of the bytes on disk; each encoding's ETag adds its own suffix. */
  hash: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** What was read and compressed, by absolute path; a file changed on disk (a new build) is read again. */
const files = new Map<string, CachedFile>();

async function load(path: string, mtimeMs: number, size: number): Promise<CachedFile> {
  const known = files.get(path);
  if (known && known.mtimeMs === mtimeMs && known.size === size) return known;
  const bytes = await readFile(path);
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
  const file: CachedFile = { mtimeMs, size, bytes, hash, encoded: new Map() };
  files.set(path, file);
  return file;
}

function encodedBytes(file: CachedFile, encoding: Encoding): Promise<Buffer> {
  let pending = file.encoded.get(encoding);
  if (!pending) {
    pending = COMPRESS[encoding](file.bytes);
    file.encoded.set(encoding, pending);
  }
  return pending;
}

/**
 * The encoding a response should use, from the request's Accept-Encoding: brotli before gzip at
 * equal preference, none when neither is acceptable (`q=0`) or the header is absent.
 */
export function chooseEncoding(accept: string | null | undefined): Encoding | null {
  if (!accept) return null;
  const q = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name, weight === undefined ? 1 : Number(weight) || 0);
  }
  const weightOf = (encoding: Encoding) => q.get(encoding) ?? q.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<Encoding | null>(
    (chosen, encoding) => (weightOf(encoding) > (chosen ? weightOf(chosen) : 0) ? encoding : chosen),
    null,
  );
  return best;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const COMPRESSIBLE = /^(text\/|application\/json)/;

/**
 * Serves a file of `root`, refusing any path that leaves it, as a CDN would: gzip or brotli as
 * the request accepts (compressed once per file and kept), `Vary: Accept-Encoding`, an ETag per
 * encoding with 304 answers. Hashed chunks are cached for a year; the stable names (the entry
 * `ossature.js`, the manifest, source maps) must be revalidated so a new build is picked up.
 */
export async function serveFile(root: string, relative: string, request?: Request): Promise<Response | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null; // malformed escape such as '%E0%A4%A': no such file, not a 500
  }
  const path = normalize(join(root, decoded));
  if (!path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  let file: CachedFile;
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    file = await load(path, info.mtimeMs, info.size);
  } catch {
    return null;
  }
  const type = TYPES[extname(path)] ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE.test(type);
  const encoding =
    compressible && file.size >= MIN_COMPRESSED_SIZE ? chooseEncoding(request?.headers.get('accept-encoding')) : null;
  const etag = `"${file.hash}${encoding ? `-${encoding}` : ''}"`;
  const headers: Record<string, string> = {
    'cache-control': HASHED.test(path) ? IMMUTABLE : 'no-cache',
    etag,
    'access-control-allow-origin': '*',
  };
  if (compressible) headers.vary = 'Accept-Encoding';
  if (matches(request?.headers.get('if-none-match') ?? null, etag)) return new Response(null, { status: 304, headers });
  const body = encoding ? await encodedBytes(file, encoding) : file.bytes;
  if (encoding) headers['content-encoding'] = encoding;
  return new Response(new Uint8Array(body), {
    headers: { ...headers, 'content-type': type, 'content-length': String(body.length) },
  });
}
