import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { answerClientError } from '@/demo-pages/reference-api/http/client-error';

/**
 * Serves an app on 127.0.0.1 (port 0: any free port), answering the requests Node's HTTP parser
 * refuses with the French failure envelope rather than a bare status line.
 */
export function listen(app: Hono, port: number, onListening?: (info: AddressInfo) => void): ServerType {
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, onListening);
  server.on('clientError', answerClientError);
  return server;
}
