import type { Context } from 'hono';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';
import type { ApiContext } from '../context';
import { ApiError } from '../http/api-error';
import { hostKey, networkKey } from './address-keys';
import { clientIp } from './client-ip';
import { ClockedDbLimiter } from './clocked-db-limiter';
import { ClockedMemoryLimiter } from './clocked-limiter';
import { limitOf, type LimitName } from './limit-table';

type Limiter = ClockedMemoryLimiter | ClockedDbLimiter;

/** One limiter per context and limit, made on first use with the limit then in force. */
const limiters = new WeakMap<ApiContext, Map<LimitName, Limiter>>();

/**
 * Where the counts are kept: in memory with SQLite (one process serves it), in the database with
 * PostgreSQL, which several instances may share (`limitStore` overrides, for tests).
 */
function storeOf(ctx: ApiContext): 'memory' | 'database' {
  return ctx.limitStore ?? (ctx.db.dialect === 'postgres' ? 'database' : 'memory');
}

function limiterFor(ctx: ApiContext, name: LimitName): Limiter {
  let byName = limiters.get(ctx);
  if (!byName) limiters.set(ctx, (byName = new Map()));
  let limiter = byName.get(name);
  if (!limiter) {
    const { points, duration } = limitOf(name, ctx.limits?.[name]);
    const options = { keyPrefix: name, points, duration };
    limiter =
      storeOf(ctx) === 'database'
        ? new ClockedDbLimiter(options, ctx.db, () => ctx.now())
        : new ClockedMemoryLimiter(options, () => ctx.now());
    byName.set(name, limiter);
  }
  return limiter;
}

/**
 * Client addresses with no per-IP count (`OSSATURE_LIMIT_EXEMPT_IPS`, comma-separated): a
 * monitoring probe, or the preview under the browser tests, whose every request comes from the
 * loopback address. Their account and address counts still apply.
 */
function exemptIps(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.OSSATURE_LIMIT_EXEMPT_IPS ?? '')
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean);
}

/** Who a call is counted against (each key has its own count under the limit). */
export interface LimitKeys {
  /** The logged-in caller's account id. */
  account?: number | null;
  /** The addresses the mail goes to (or the address a login or a reset is for). */
  addresses?: readonly string[];
  /** Counts the client's IP address too (anonymous calls): an IPv6 client by its /64. */
  byIp?: boolean;
  /** Counts the client's network (IPv4 /24, IPv6 /56): a few neighbouring addresses share it. */
  byNetwork?: boolean;
}

/** The keys of one call, account or client first, then addresses. */
function countedKeys(c: Context, keys: LimitKeys): string[] {
  const ip = keys.byIp || keys.byNetwork ? clientIp(c) : null;
  const counted = ip !== null && !exemptIps().includes(ip);
  return [
    ...(keys.account != null ? [`account:${keys.account}`] : []),
    ...(counted && keys.byIp ? [`ip:${hostKey(ip)}`] : []),
    ...(counted && keys.byNetwork ? [`net:${networkKey(ip)}`] : []),
    ...new Set((keys.addresses ?? []).map((a) => `to:${a.trim().toLowerCase()}`)),
  ];
}

/** 'Trop de demandes. Réessayez dans 5 minutes.' — in seconds under a minute, in hours past 90 minutes. */
export function tooManyMessage(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n > 1 ? 's' : ''}`;
  const wait =
    seconds < 60
      ? plural(seconds, 'seconde')
      : seconds <= 90 * 60
        ? plural(Math.ceil(seconds / 60), 'minute')
        : plural(Math.ceil(seconds / 3600), 'heure');
  return `Trop de demandes. Réessayez dans ${wait}.`;
}

/**
 * Counts one call against `name` for each key, in order, and stops at the first one over its
 * limit: a caller stopped by his own count does not use up the count of the addresses he aims at.
 * Answers that key's refusal, or null when every count had room.
 */
async function consume(ctx: ApiContext, c: Context, name: LimitName, keys: LimitKeys): Promise<RateLimiterRes | null> {
  const limiter = limiterFor(ctx, name);
  for (const key of countedKeys(c, keys)) {
    try {
      await limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return refusal;
    }
  }
  return null;
}

/** `consume`, refusing the call past a limit with a 429, a French message and `Retry-After` in seconds. */
export async function enforceLimit(ctx: ApiContext, c: Context, name: LimitName, keys: LimitKeys): Promise<void> {
  const refusal = await consume(ctx, c, name, keys);
  if (!refusal) return;
  const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
  throw new ApiError(429, tooManyMessage(seconds), null, { 'Retry-After': String(seconds) });
}

/** `consume`, for a limit past which the call is handled otherwise rather than refused. */
export async function withinLimit(ctx: ApiContext, c: Context, name: LimitName, keys: LimitKeys): Promise<boolean> {
  return (await consume(ctx, c, name, keys)) === null;
}
