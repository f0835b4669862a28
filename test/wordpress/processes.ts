import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream } from 'node:fs';

/**
 * A server started for the run, in its own process group (stopped with it, by its id), its output
 * kept in a log file. `ready` resolves when the server prints the line that says it listens: an
 * event, not a guess of how long a start takes. The bound only says when to give up.
 */
export interface Server {
  name: string;
  child: ChildProcess;
  stop(): void;
}

export function startServer(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { log: string; ready: RegExp; bound?: number },
): Promise<Server> {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(options.log);
  const server: Server = {
    name,
    child,
    stop() {
      if (child.exitCode === null && child.pid) {
        try {
          // Everything it made is thrown away at the next start: no graceful stop to wait for (the
          // preview's server.close would wait on the browsers' keep-alive connections).
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
  };
  return new Promise((resolve, reject) => {
    let seen = '';
    const bound = setTimeout(() => {
      server.stop();
      reject(
        new Error(`${name} did not say it was ready within ${(options.bound ?? 60_000) / 1000} s; see ${options.log}`),
      );
    }, options.bound ?? 60_000);
    const watch = (chunk: Buffer) => {
      log.write(chunk);
      if (seen === null) return;
      seen += chunk.toString();
      if (options.ready.test(seen)) {
        clearTimeout(bound);
        seen = null as never;
        resolve(server);
      }
    };
    child.stdout!.on('data', watch);
    child.stderr!.on('data', watch);
    child.on('exit', (code) => {
      clearTimeout(bound);
      reject(new Error(`${name} stopped (exit ${code}) before it was ready; see ${options.log}`));
    });
  });
}

/** Runs a command to its end; throws with its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: { input?: string; env?: NodeJS.ProcessEnv } = {},
): string {
  const result = spawnSync(command, args, { encoding: 'utf8', input: options.input, env: options.env ?? process.env });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
