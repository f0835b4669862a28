import type { ApiContext, Realm } from '../context';
import type { PostgresDb } from '../db/postgres';
import { ApiError } from '../http/api-error';

/** Five wrong passwords within fifteen minutes lock the address for fifteen minutes. */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

/** A login attempt whose turn has come: the lock was checked, the password is not yet. */
export interface LoginAttempt {
  /** The password was wrong: one more failure for the address. */
  failed(): Promise<void>;
  /** The password was right: the earlier failures of the address are forgotten. */
  succeeded(): Promise<void>;
}

/** Attempts under way, per context and address: each one waits for those before it. */
const turns = new WeakMap<ApiContext, Map<string, Promise<void>>>();

/**
 * Runs `attempt` once the earlier attempts on the same address have ended. Only failures are
 * counted, and each attempt checks the lock after the ones before it are counted, so however
 * many requests arrive at once, at most MAX_FAILURES wrong passwords are ever tried per window
 * while parallel attempts with the right password all get in.
 */
export function oneAttemptAtATime<T>(ctx: ApiContext, realm: Realm, email: string, attempt: () => Promise<T>) {
  let queue = turns.get(ctx);
  if (!queue) turns.set(ctx, (queue = new Map()));
  const key = `${realm} ${email.toLowerCase()}`;
  const result = (queue.get(key) ?? Promise.resolve()).then(() => acrossInstances(ctx, key, attempt));
  const done = result.then(
    () => undefined,
    () => undefined,
  );
  queue.set(key, done);
  void done.then(() => {
    if (queue.get(key) === done) queue.delete(key);
  });
  return result;
}

/**
 * On PostgreSQL, other instances may try the same address at the same moment: the attempt holds
 * a lock on the address that they share, so they take turns too (and each sees the failures
 * recorded before it). SQLite has one process: the queue above is enough.
 */
function acrossInstances<T>(ctx: ApiContext, key: string, attempt: () => Promise<T>): Promise<T> {
  // Told by the dialect rather than `instanceof`: an API on SQLite never loads the `pg` driver.
  return ctx.db.dialect === 'postgres' ? (ctx.db as PostgresDb).locked(`login ${key}`, attempt) : attempt();
}

/**
 * Starts a login attempt (inside `oneAttemptAtATime`), or throws a 403 with a French message and
 * `Retry-After` while the address is locked. A wrong password calls `failed()`, a right one
 * `succeeded()`.
 */
export async function beginLoginAttempt(ctx: ApiContext, realm: Realm, email: string): Promise<LoginAttempt> {
  const locked = await lockError(ctx, realm, email);
  if (locked) throw locked;
  return {
    failed: async () => {
      await ctx.db.run(`INSERT INTO login_failures (realm, email, at) VALUES (?, ?, ?)`, [realm, email, ctx.now()]);
    },
    succeeded: () => clearFailures(ctx, realm, email),
  };
}

/** The 403 a locked address gets, or null when it is not locked. */
export async function lockError(ctx: ApiContext, realm: Realm, email: string): Promise<ApiError | null> {
  const since = ctx.now() - WINDOW_MS;
  const rows = (await ctx.db.all(`SELECT at FROM login_failures WHERE realm = ? AND email = ? AND at > ? ORDER BY at`, [
    realm,
    email,
    since,
  ])) as { at: number }[];
  if (rows.length < MAX_FAILURES) return null;
  const unlockAt = rows[rows.length - MAX_FAILURES]!.at + WINDOW_MS;
  const minutes = Math.max(1, Math.ceil((unlockAt - ctx.now()) / 60_000));
  return new ApiError(
    403,
    `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    null,
    { 'Retry-After': String(minutes * 60) },
  );
}

export async function clearFailures(ctx: ApiContext, realm: Realm, email: string): Promise<void> {
  await ctx.db.run(`DELETE FROM login_failures WHERE realm = ? AND email = ?`, [realm, email]);
}
