/**
 * `npm run test:engines`: the key journeys in Firefox ESR and WebKitGTK, both flavours, against a
 * preview started here on a free port. The port is chosen before the support modules load: they
 * read it (OSSATURE_TEST_PORT) once, at import, so they are imported after. ENGINES=firefox and JOURNEYS=header,floor narrow
 * the run; REPEAT=30 runs the selection that many times (a race's rate), and
 * OSSATURE_ENGINE_LATENCY_MS=600 slows each call of the pages by up to that much (finder.ts).
 */
import { existsSync } from 'node:fs';
import { freePort } from './ports';

const list = (value: string | undefined) => (value ? value.split(',').map((s) => s.trim()) : undefined);

// The preview serves the built bundle (--no-build): `npm run test:browser` or `npm run build` makes it.
if (!existsSync('dist/preact') || !existsSync('dist/react')) {
  console.error('No bundle in dist/: run `npm run build` first.');
  process.exit(1);
}
const port = await freePort();
process.env.OSSATURE_TEST_PORT = String(port);
const { startPreview } = await import('./preview');
const stop = await startPreview(port);
let code = 1;
try {
  const { runAll } = await import('./run');
  code = await runAll({
    engines: list(process.env.ENGINES),
    journeys: list(process.env.JOURNEYS),
    repeat: Math.max(1, Number(process.env.REPEAT ?? 1) || 1),
  });
} finally {
  stop();
}
process.exit(code);
