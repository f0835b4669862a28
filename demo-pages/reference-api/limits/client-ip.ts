import type { Context } from 'hono';

/**
 * The client's IP address: the socket's peer under `@hono/node-server`, or, when
 * `OSSATURE_TRUST_PROXY=1` says the API sits behind one reverse proxy, the last address that
 * proxy appended to `X-Forwarded-For` (the earlier ones are the client's to write). Null when the
 * request came without a socket (the tests' in-process `app.fetch`): no per-IP key then.
 */
export function clientIp(c: Context, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.OSSATURE_TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? null;
}
