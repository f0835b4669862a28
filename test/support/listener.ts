import type { ServerType } from '@hono/node-server';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fillPath, type Call } from '@/src/contracts';
import type { ApiContext, SiteKey } from '@/demo-pages/reference-api/context';
import { API_HOSTS } from '@/demo-pages/server/hosts';
import { listen } from '@/demo-pages/server/listen';
import { createPreviewApp } from '@/demo-pages/server/preview-app';

/**
 * The preview server as `npm start` runs it (the same `createPreviewApp` and `listen`), on a free
 * loopback port: requests cross a real socket and the host dispatch, so the APIs see their
 * caller's address as they would deployed. The in-process `app.fetch` of the other suites has no
 * socket, and could not see that the dispatch dropped it.
 */
export interface Listener {
  port: number;
  close(): Promise<void>;
}

export async function startListener(ctx: ApiContext): Promise<Listener> {
  let server!: ServerType;
  const port = await new Promise<number>((resolve) => {
    // No bundle: only the APIs are asked.
    const app = createPreviewApp({ ctx, port: 0, distDir: '/nonexistent' });
    server = listen(app, 0, (info: AddressInfo) => resolve(info.port));
  });
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: any;
}

export interface HttpCallOptions {
  body?: unknown;
  params?: Record<string, string | number>;
  bearer?: string;
  /** The loopback address the request leaves from (127.0.0.2 …): a visitor's own address. */
  from?: string;
  headers?: Record<string, string>;
}

/** One contract call over HTTP to the API host of `site`, from the address `from`. */
export function callOverHttp(
  listener: Listener,
  site: SiteKey,
  call: Pick<Call<any, any>, 'method' | 'path'>,
  options: HttpCallOptions = {},
): Promise<HttpAnswer> {
  const payload = call.method === 'GET' ? undefined : JSON.stringify(options.body ?? {});
  const headers: Record<string, string> = {
    host: `${API_HOSTS[site]}:${listener.port}`,
    ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
    ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: listener.port,
        localAddress: options.from ?? '127.0.0.1',
        method: call.method,
        path: fillPath(call.path, options.params),
        headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json: text ? JSON.parse(text) : null });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
