import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Call } from '@/src/contracts';
import type { ApiContext } from '../context';
import { clientIp } from '../limits/client-ip';
import { claimKey, keepAnswer, releaseKey, type KeptAnswer } from './idempotency-store';
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

/**
 * A key whose first request still runs on another instance (the same instance makes a repeat
 * wait for it instead). Retry-After says when to try again: the first answer will be there.
 */
export const IDEMPOTENCY_KEY_RUNNING =
  'Une demande identique est en cours de traitement. Réessayez dans quelques secondes.';

interface Entry {
  expires: number;
  /** SHA-256 of the first request's body: the key stands for that request only. */
  bodyHash: string;
  /** The first answer once it is known; null when it is not kept (a 429 or a 5xx: nothing was done). */
  answer: Promise<KeptAnswer | null>;
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

/** A key's row: the same key from another caller or on another route is another key. */
export const keyId = (method: string, path: string, caller: string, key: string) =>
  [method, path, caller, key].join(' ');

/** Who asks: the bearer (hashed, never kept as is), else the client's IP. */
export function callerOf(authorization: string | undefined, ip: string | null): string {
  if (authorization) return createHash('sha256').update(authorization).digest('base64url').slice(0, 22);
  return `ip:${ip ?? 'inconnue'}`;
}

/** SHA-256 of the body's raw bytes (read once and kept for the handler: read-body.ts). */
async function bodyHashOf(c: Context): Promise<string> {
  return createHash('sha256')
    .update(await readRawBody(c))
    .digest('base64url');
}

function replay(answer: KeptAnswer): Response {
  const headers = new Headers(answer.headers);
  headers.set('Idempotent-Replayed', 'true');
  return new Response(answer.body.slice(0), { status: answer.status, headers });
}

/** A new entry of this process's store, with the function that settles it. */
function openEntry(store: Map<string, Entry>, id: string, bodyHash: string, expires: number) {
  let settle!: (answer: KeptAnswer | null) => void;
  const entry: Entry = { expires, bodyHash, answer: new Promise((resolve) => (settle = resolve)), settled: false };
  store.set(id, entry);
  return (answer: KeptAnswer | null) => {
    settle(answer);
    entry.settled = true;
    if (!answer && store.get(id) === entry) store.delete(id);
  };
}

/** A repeat in this process: the first answer once known, or null when it kept none. */
async function awaitFirst(seen: Entry, bodyHash: string): Promise<KeptAnswer | null> {
  if (seen.bodyHash !== bodyHash) throw new ApiError(422, IDEMPOTENCY_KEY_REUSED);
  return seen.answer;
}

/**
 * `Idempotency-Key` on a call that sends mail (`Call.sendsMail`): the first request with a key
 * runs; its answer is kept (key + caller + route) for IDEMPOTENCY_TTL_MS in the table every
 * instance shares (idempotency-store.ts), and a repeat gets that answer, marked
 * `Idempotent-Replayed: true`, without running again. A repeat that arrives while the first still
 * runs waits for it in the same instance (two identical calls at once send one mail), and gets a
 * 409 with Retry-After from another one. A repeat with another body (a hash of its bytes) is a 422
 * (IDEMPOTENCY_KEY_REUSED) and runs nothing. A 429 or a 5xx is not kept (nothing was sent): the
 * next try runs. Without the header, a call runs as before.
 */
export function idempotency(scope: SiteScope, call: Pick<Call, 'method'>): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== call.method || key === undefined) return next();
    if (!KEY_PATTERN.test(key)) throw new ApiError(400, BAD_IDEMPOTENCY_KEY);
    const { ctx } = scope;
    const bodyHash = await bodyHashOf(c);
    const store = storeOf(ctx);
    const id = keyId(call.method, c.req.path, callerOf(c.req.header('authorization'), clientIp(c)), key);
    for (let seen = store.get(id); seen; seen = store.get(id)) {
      const first = await awaitFirst(seen, bodyHash);
      if (first) return replay(first);
      if (store.get(id) === seen) store.delete(id);
    }
    // In this process's store in the same turn as the look above: a repeat arriving now waits.
    const expires = ctx.now() + IDEMPOTENCY_TTL_MS;
    const settle = openEntry(store, id, bodyHash, expires);
    const claim = await claimKey(ctx.db, id, bodyHash, ctx.now()).catch((error: unknown) => {
      settle(null);
      throw error;
    });
    if (claim.kind === 'answered') {
      settle(claim.answer);
      return replay(claim.answer);
    }
    if (claim.kind !== 'claimed') {
      settle(null);
      if (claim.kind === 'other-body') throw new ApiError(422, IDEMPOTENCY_KEY_REUSED);
      throw new ApiError(409, IDEMPOTENCY_KEY_RUNNING, null, { 'Retry-After': '2' });
    }
    try {
      await next();
    } finally {
      settle(await keepOrRelease(ctx, c.res, id, expires));
    }
  };
}

/** The answer kept for the key's repeats, or the key released (a 429 or a 5xx); null then. */
async function keepOrRelease(ctx: ApiContext, res: Response, id: string, expires: number) {
  try {
    if (res.status === 429 || res.status >= 500) return await releaseKey(ctx.db, id).then(() => null);
    const kept = {
      status: res.status,
      headers: [...res.headers],
      body: new Uint8Array(await res.clone().arrayBuffer()),
    };
    await keepAnswer(ctx.db, id, kept, expires);
    return kept;
  } catch (error) {
    // The table refused: this instance's repeats still get nothing kept, and the key stays
    // claimed until RUNNING_CLAIM_MS, when the next try runs.
    console.error('[reference-api] idempotency key not kept:', error);
    return null;
  }
}
