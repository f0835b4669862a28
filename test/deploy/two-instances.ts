import type { Server } from 'node:http';
import { CHECKS, type Check } from './two-instances-checks';
import { call, freePort, startInstance, waitReady } from './instances';
import { roundRobinProxy } from './proxy';

/**
 * `DATABASE_URL=postgres://… npx tsx test/deploy/two-instances.ts`: two instances of the preview
 * (its APIs) on one PostgreSQL database, behind one port (a round-robin reverse proxy), show over
 * HTTP that a per-IP limit counts the calls made to either one, and that a row saved through one
 * is read through the other. Exits 1 with the failing step's message.
 */
const STARTUP_MS = 120_000;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL database (postgres://…).');
  const [front, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const env = { DATABASE_URL: url, OSSATURE_TRUST_PROXY: '1', OSSATURE_REPORT_THREADS: '0' };
  // The first empties the database (--reset: no count or row of an earlier run), then seeds it.
  const a = startInstance('instance A', portA, env, ['--reset']);
  const instances = [a];
  let proxy: Server | null = null;
  try {
    await waitReady(a, STARTUP_MS);
    const b = startInstance('instance B', portB, env);
    instances.push(b);
    await waitReady(b, STARTUP_MS);
    proxy = roundRobinProxy([portA, portB]).listen(front, '127.0.0.1');
    console.log(`Two instances on ports ${portA} and ${portB}, behind port ${front}.`);
    for (const check of CHECKS) await run(check, front);
    console.log('Both instances share the limits and the rows.');
  } finally {
    proxy?.close();
    for (const instance of instances) instance.child.kill('SIGTERM');
  }
}

async function run(check: Check, port: number): Promise<void> {
  const started = Date.now();
  await check.run((method, path, body) => call(port, check.host, method, path, body));
  console.log(`  ✓ ${check.name} (${Date.now() - started} ms)`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Two-instance check failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
