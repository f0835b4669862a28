import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seed } from '@/demo-pages/reference-api/seed';
import { createTestContext } from '@/demo-pages/reference-api/test-context';
import { createPreviewApp } from '@/demo-pages/server/preview-app';

/** A file next to the dist directory that no URL may reach. */
export const OUTSIDE_SECRET = 'NE-DOIT-PAS-SORTIR';

/**
 * The preview server in-process on a seeded context, with a temporary dist directory holding the
 * given files (e.g. `preact/ossature.js`; `dist-bench/react-all-in-one/ossature.js` goes to the
 * bench's directory next to it). `request(host, path)` sets the Host header as a
 * browser would; call `cleanup()` when done.
 */
export async function startPreview(files: Record<string, string> = { 'preact/ossature.js': 'export {};' }) {
  const ctx = await createTestContext();
  await seed(ctx);
  const base = mkdtempSync(join(tmpdir(), 'ossature-preview-'));
  const distDir = join(base, 'dist');
  mkdirSync(distDir);
  writeFileSync(join(base, 'secret.txt'), OUTSIDE_SECRET);
  mkdirSync(join(base, 'dist-old'));
  writeFileSync(join(base, 'dist-old', 'secret.js'), OUTSIDE_SECRET);
  for (const [name, content] of Object.entries(files)) {
    const path = name.startsWith('dist-bench/') ? join(base, name) : join(distDir, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, content);
  }
  const app = createPreviewApp({ ctx, port: 8080, distDir, benchDir: join(base, 'dist-bench') });

  const request = (
    host: string,
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) =>
    app.fetch(
      new Request(`http://${host}:8080${path}`, {
        method: init.method ?? 'GET',
        body: init.body,
        headers: { host: `${host}:8080`, ...init.headers },
      }),
    );

  const cleanup = () => rmSync(base, { recursive: true, force: true });
  return { ctx, app, distDir, request, cleanup };
}
