import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { THEME_STYLESHEET_PATH } from '@/demo-pages/pages';
import { startPreview } from '@/test/support/preview';

/**
 * The preview serves the bundle as a CDN would: compressed when the browser says
 * it can decode, cached for a year when the name carries the content hash, revalidated (ETag,
 * 304) when it does not. What the benchmark measures is then what a visitor downloads.
 */
type Preview = Awaited<ReturnType<typeof startPreview>>;

/** Something the size of a real chunk, and as compressible. */
const chunkSource = (seed: string) =>
  Array.from({ length: 400 }, (_, i) => `export const ${seed}${i} = () => "${seed} ${i}".repeat(${i % 7});`).join('\n');

const FILES = {
  'preact/ossature.js': chunkSource('entry'),
  'preact/manifest.json': JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ file: `chunks/c${i}.js` }))),
  'preact/chunks/header-CTrLPBo3.js': chunkSource('header'),
  // The build's hashes are 6 characters (rollup.config.mjs).
  'preact/chunks/header-CTrLPB.js': chunkSource('header'),
  // Rollup's hashes are base64url: '-' and '_' are hash characters too.
  'preact/chunks/confirm-dialog-KNp5Dqf-.js': chunkSource('confirm'),
  'preact/chunks/open-profil-C-Do9QW_.js': chunkSource('profil'),
  'preact/chunks/tiny-Bq3xY7zA.js': 'export {};',
};

let preview: Preview;
beforeEach(async () => {
  preview = await startPreview(FILES);
});
afterEach(() => preview.cleanup());

const get = (path: string, headers: Record<string, string> = {}) =>
  preview.request('site.localhost', path, { headers });

async function decoded(response: Response): Promise<string> {
  const body = Buffer.from(await response.arrayBuffer());
  switch (response.headers.get('content-encoding')) {
    case 'gzip':
      return gunzipSync(body).toString('utf8');
    case 'br':
      return brotliDecompressSync(body).toString('utf8');
    case null:
      return body.toString('utf8');
    default:
      throw new Error(`unexpected encoding ${response.headers.get('content-encoding')}`);
  }
}

const onDisk = (name: string) => readFileSync(join(preview.distDir, name), 'utf8');

describe('compression of the bundle', () => {
  it.each([
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['*', 'br'],
  ])('Accept-Encoding: %s gets %s, which decodes to the file', async (accept, encoding) => {
    const response = await get('/dist/preact/chunks/header-CTrLPBo3.js', { 'accept-encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const raw = (await response.clone().arrayBuffer()).byteLength;
    expect(raw).toBeLessThan(onDisk('preact/chunks/header-CTrLPBo3.js').length / 3);
    expect(Number(response.headers.get('content-length'))).toBe(raw);
    expect(await decoded(response)).toBe(onDisk('preact/chunks/header-CTrLPBo3.js'));
  });

  it.each([undefined, 'identity', 'gzip;q=0, br;q=0', 'compress'])(
    'Accept-Encoding: %s gets the file as it is, still marked as varying',
    async (accept) => {
      const response = await get('/dist/preact/ossature.js', accept ? { 'accept-encoding': accept } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await response.text()).toBe(onDisk('preact/ossature.js'));
    },
  );

  it('compresses the manifest too, and leaves a file too small to gain as it is', async () => {
    const manifest = await get('/dist/preact/manifest.json', { 'accept-encoding': 'gzip' });
    expect(manifest.headers.get('content-encoding')).toBe('gzip');
    expect(await decoded(manifest)).toBe(onDisk('preact/manifest.json'));
    const tiny = await get('/dist/preact/chunks/tiny-Bq3xY7zA.js', { 'accept-encoding': 'gzip, br' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {};');
  });

  it('serves a rebuilt entry (same name, new content), not the bytes it compressed before', async () => {
    const first = await get('/dist/preact/ossature.js', { 'accept-encoding': 'br' });
    const before = first.headers.get('etag');
    await decoded(first);
    const path = join(preview.distDir, 'preact/ossature.js');
    const mtime = statSync(path).mtime;
    writeFileSync(path, chunkSource('rebuilt'));
    utimesSync(path, mtime, new Date(mtime.getTime() + 5000));
    const next = await get('/dist/preact/ossature.js', { 'accept-encoding': 'br' });
    expect(await decoded(next)).toBe(chunkSource('rebuilt'));
    expect(next.headers.get('etag')).not.toBe(before);
  });
});

describe('cache policy', () => {
  it.each(['header-CTrLPBo3', 'header-CTrLPB', 'confirm-dialog-KNp5Dqf-', 'open-profil-C-Do9QW_'])(
    'a content-hashed chunk (%s) is cached for a year, immutable',
    async (name) => {
      const response = await get(`/dist/preact/chunks/${name}.js`, { 'accept-encoding': 'gzip' });
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    },
  );

  it.each(['/dist/preact/ossature.js', '/dist/preact/manifest.json'])(
    '%s, whose name stays the same across builds, is revalidated',
    async (path) => {
      expect((await get(path)).headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('answers a matching If-None-Match with 304 and no body, per encoding', async () => {
    const path = '/dist/preact/ossature.js';
    const gzip = await get(path, { 'accept-encoding': 'gzip' });
    const plain = await get(path);
    const etag = gzip.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(plain.headers.get('etag')).not.toBe(etag);

    const again = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('vary')).toMatch(/accept-encoding/i);

    const list = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': `"autre", W/${etag}` });
    expect(list.status).toBe(304);
    // The gzip tag does not validate the uncompressed representation.
    const other = await get(path, { 'if-none-match': etag });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(onDisk('preact/ossature.js'));
  });

  it('serves the demo pages gzip-compressed when asked, and revalidated', async () => {
    const response = await preview.request('site.localhost', '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await decoded(response)).toContain('<div data-widget="header"');
    const theme = await preview.request('site.localhost', THEME_STYLESHEET_PATH, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(theme.headers.get('content-encoding')).toBe('gzip');
    expect(theme.headers.get('cache-control')).toBe('no-cache');
    expect(await decoded(theme)).toMatch(/\{/);
  });
});
