import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Call } from '@/src/contracts';
import type { ApiContext } from '../context';
import { clientIp } from '../limits/client-ip';
import { ApiError } from './api-error';
import { readRawBody } from './read-body';
import type { SiteScope } from './route';

/** How long a first answer is kept for its repeats. */
export const IDEMPOTENCY_TTL_MS = 10 * 60_000;

/** Visible ASCII, 8 to 255 characters: a UUID or any random token of the client's. */
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

export const BAD_IDEMPOTENCY_KEY = "L'en-tête Idempotency-Key est invalide (8 à 255 caractères ASCII visibles).";

/**
 * A key sent again with another body. Replaying the first answer would say 'sent' for a mail
 * never sent (another recipient): the request is refused, and nothing is sent. The bundle makes
 * one key per distinct request, so only a client that reuses keys meets it.
 */
export const IDEMPOTENCY_KEY_REUSED =
  "La clé Idempotency-Key a déjà servi pour une autre demande : celle-ci n'a pas été traitée. " +
  'Renvoyez-la avec une nouvelle clé.';

/** A first answer, as sent: replayed byte for byte. */
interface Answer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

interface Entry {
  expires: number;
  /** SHA-256 of the first request's body: the key stands for that request only. */
  bodyHash: string;
  /** The first answer once it is known; null when it is not kept (a 429 or a 5xx: nothing was done). */
  answer: Promise<Answer | null>;
  settled: boolean;
}

const stores = new WeakMap<ApiContext, Map<string, Entry>>();

function storeOf(ctx: ApiContext): Map<string, Entry> {
  let store = stores.get(ctx);
  if (!store) stores.set(ctx, (store = new Map()));
  const now = ctx.now();
  for (const [id, entry] of store) if (entry.settled && entry.expires <= now) store.delete(id);
  return store;
}

/** Who asks: the bearer (hashed, never kept as is), else the client's IP. */
function callerOf(authorization: string | undefined, ip: string | null): string {
  if (authorization) return createHash('sha256').update(authorization).digest('base64url').slice(0, 22);
  return `ip:${ip ?? 'inconnue'}`;
}

/** SHA-256 of the body's raw bytes (read once and kept for the handler: read-body.ts). */
async function bodyHashOf(c: Context): Promise<string> {
  return createHash('sha256')
    .update(await readRawBody(c))
    .digest('base64url');
}

/**
 * `Idempotency-Key` on a call that sends mail (`Call.sendsMail`): the first request with a key
 * runs; its answer is kept (key + caller + route) for IDEMPOTENCY_TTL_MS, and a repeat gets that
 * answer, marked `Idempotent-Replayed: true`, without running again. A repeat that arrives while
 * the first still runs waits for it, so two identical calls at once send one mail. A repeat with
 * another body (a hash of its bytes) is a 422 (IDEMPOTENCY_KEY_REUSED) and runs nothing. A 429 or
 * a 5xx is not kept (nothing was sent): the next try runs. Without the header, a call runs as
 * before.
 */
export function idempotency(scope: SiteScope, call: Pick<Call, 'method'>): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== call.method || key === undefined) return next();
    if (!KEY_PATTERN.test(key)) throw new ApiError(400, BAD_IDEMPOTENCY_KEY);
    const bodyHash = await bodyHashOf(c);
    const store = storeOf(scope.ctx);
    const id = [call.method, c.req.path, callerOf(c.req.header('authorization'), clientIp(c)), key].join(' ');
    for (let seen = store.get(id); seen; seen = store.get(id)) {
      if (seen.bodyHash !== bodyHash) throw new ApiError(422, IDEMPOTENCY_KEY_REUSED);
      const answer = await seen.answer;
      if (answer) {
        const headers = new Headers(answer.headers);
        headers.set('Idempotent-Replayed', 'true');
        return new Response(answer.body.slice(0), { status: answer.status, headers });
      }
      if (store.get(id) === seen) store.delete(id);
    }
    let settle!: (answer: Answer | null) => void;
    const entry: Entry = {
      expires: scope.ctx.now() + IDEMPOTENCY_TTL_MS,
      bodyHash,
      answer: new Promise((resolve) => (settle = resolve)),
      settled: false,
    };
    store.set(id, entry);
    try {
      await next();
    } finally {
      const { res } = c;
      const kept = res.status !== 429 && res.status < 500;
      settle(kept ? { status: res.status, headers: [...res.headers], body: await res.clone().arrayBuffer() } : null);
      entry.settled = true;
      if (!kept && store.get(id) === entry) store.delete(id);
    }
  };
}
