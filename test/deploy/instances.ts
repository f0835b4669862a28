import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request to loopback `port` for `host` (the preview serves each site by its Host). */
export function call(port: number, host: string, method: string, path: string, body?: unknown): Promise<Answer> {
  return new Promise((done, fail) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { host: `${host}:${port}` };
    if (payload)
      Object.assign(headers, {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(payload)),
      });
    const req = request({ host: '127.0.0.1', port, method, path, headers, timeout: 30_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${host}${path}: no answer within 30 s`)));
    req.on('error', fail);
    req.end(payload);
  });
}

/**
 * Starts the preview server (`npm start -- --no-build`) on `port` with `env` added; its output
 * is kept, to be shown if it fails.
 */
export function startInstance(name: string, port: number, env: NodeJS.ProcessEnv, args: string[] = []) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'demo-pages/server/main.ts', '--no-build', ...args],
    { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { name, port, child, output: () => output };
}

/**
 * Waits for the instance to say it is ready (the preview prints 'prêt sur le port' once it
 * listens), for at most `ms`; throws naming the instance, with its output, if it exits or is late.
 */
export function waitReady(instance: ReturnType<typeof startInstance>, ms: number): Promise<void> {
  const { child } = instance;
  return new Promise((done, fail) => {
    const check = () => {
      if (!instance.output().includes('prêt sur le port')) return;
      finish();
      done();
    };
    const exited = (code: number | null) => {
      finish();
      fail(new Error(`${instance.name} exited (${code}) before it was ready:\n${instance.output()}`));
    };
    const late = setTimeout(() => {
      finish();
      fail(
        new Error(`${instance.name} not ready on port ${instance.port} after ${ms / 1000} s:\n${instance.output()}`),
      );
    }, ms);
    const finish = () => {
      clearTimeout(late);
      child.stdout!.off('data', check);
      child.off('exit', exited);
    };
    child.stdout!.on('data', check);
    child.once('exit', exited);
    check();
  });
}
