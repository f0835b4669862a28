/**
 * The preview the engine journeys run against: started here on a free port, with the browser
 * suite's rate limits (every request comes from the loopback address), on a database of its own.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PREVIEW_LIMITS } from '../browser/support/env';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

/** Starts the preview (the bundle already built) and resolves once it listens; answers its stop. */
export async function startPreview(port: number): Promise<() => void> {
  const db = join(tmpdir(), `ossature-engines-${port}.db`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo-pages/server/main.ts', '--no-build', '--reset'], {
    env: { ...process.env, ...PREVIEW_LIMITS, PORT: String(port), PREVIEW_DB: db },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    // Not SIGTERM: the preview then waits for the browsers' keep-alive connections to close.
    child.kill('SIGKILL');
    for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  };
  const deadline = Date.now() + 60_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null) throw new Error('The preview stopped at start.');
    if (Date.now() > deadline) {
      stop();
      throw new Error('The preview did not listen within 60 s.');
    }
    // eslint-disable-next-line no-restricted-syntax -- the pause between two polls of the port, bounded above.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return stop;
}
