import type { ApiContext, Realm } from '../context';
import { ApiError } from '../http/api-error';

/** Five wrong passwords within fifteen minutes lock the address for fifteen minutes. */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

/** A login attempt under way; it counts as a failure unless it is declared a success. */
export interface LoginAttempt {
  /** The password was right: this attempt and the earlier failures of the address are forgotten. */
  succeeded(): void;
}

/**
 * Starts a login attempt, or throws a 403 with a French message and `Retry-After` while the
 * address is locked. The attempt is recorded as a failure *before* the (slow, asynchronous)
 * password check, in the same synchronous step as the lock check: parallel attempts each see
 * the ones still being checked, so at most MAX_FAILURES passwords are ever tried per window,
 * however many requests arrive at once. A wrong password needs nothing more; a right one calls
 * `succeeded()`.
 */
export function beginLoginAttempt(ctx: ApiContext, realm: Realm, email: string): LoginAttempt {
  const locked = lockError(ctx, realm, email);
  if (locked) throw locked;
  ctx.db.prepare(`INSERT INTO login_failures (realm, email, at) VALUES (?, ?, ?)`).run(realm, email, ctx.now());
  return { succeeded: () => clearFailures(ctx, realm, email) };
}

/** The 403 a locked address gets, or null when it is not locked. */
export function lockError(ctx: ApiContext, realm: Realm, email: string): ApiError | null {
  const since = ctx.now() - WINDOW_MS;
  const rows = ctx.db
    .prepare(`SELECT at FROM login_failures WHERE realm = ? AND email = ? AND at > ? ORDER BY at`)
    .all(realm, email, since) as { at: number }[];
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

export function clearFailures(ctx: ApiContext, realm: Realm, email: string): void {
  ctx.db.prepare(`DELETE FROM login_failures WHERE realm = ? AND email = ?`).run(realm, email);
}
