/**
 * Free places for the servers the engine run starts: a TCP port (the preview, WebKitWebDriver)
 * and an X display (Xvfb). Free now, taken right after: good enough on one machine.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port nothing listens on, given by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The first X display from 90 on with neither a socket nor a lock file. */
export function freeDisplay(): number {
  for (let n = 90; n < 400; n++) if (!existsSync(`/tmp/.X11-unix/X${n}`) && !existsSync(`/tmp/.X${n}-lock`)) return n;
  throw new Error('No free X display between :90 and :399.');
}
