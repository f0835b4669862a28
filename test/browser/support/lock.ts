import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORT } from './env';

/**
 * Runs `work` while holding a lock shared by every worker of the run (a directory: mkdir is
 * atomic). Only for what the tests cannot make fresh: the main site's seeded first-login account,
 * which both projects reset and use.
 */
export async function withLock<T>(name: string, work: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const dir = join(tmpdir(), `ossature-browser-${PORT}-${name}.lock`);
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch {
      // A lock older than the timeout belongs to a run that died: take it over.
      try {
        if (Date.now() - statSync(dir).mtimeMs > timeoutMs) rmSync(dir, { recursive: true, force: true });
      } catch {
        /* gone */
      }
      if (Date.now() - started > timeoutMs) throw new Error(`lock ${name} not acquired in ${timeoutMs} ms`);
      // Not a test's wait: another worker holds the lock (a directory), and nothing signals its
      // release but the directory going; polled every 100 ms, bounded by timeoutMs.
      // eslint-disable-next-line no-restricted-syntax -- polling the file system, see above.
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
