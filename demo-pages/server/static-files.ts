import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/** Matches content-hashed chunk names such as `header-3f9a1c2b.js`. */
const HASHED = /-[A-Za-z0-9_]{8,}\.(js|css)$/;

/**
 * Serves a file of `root`, refusing any path that leaves it. Hashed chunks are cached for a
 * year; the stable entry (`ossature.js`) must be revalidated so a new build is picked up.
 */
export async function serveFile(root: string, relative: string): Promise<Response | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null; // malformed escape such as '%E0%A4%A': no such file, not a 500
  }
  const path = normalize(join(root, decoded));
  if (!path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    if (!(await stat(path)).isFile()) return null;
  } catch {
    return null;
  }
  const body = await readFile(path);
  return new Response(body, {
    headers: {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'access-control-allow-origin': '*',
    },
  });
}
