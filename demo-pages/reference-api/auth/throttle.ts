import type { ApiContext, Realm } from '../context';
import { ApiError } from '../http/api-error';

/** Five wrong passwords within fifteen minutes lock the address for fifteen minutes. */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

/** Throws a 403 with a French message while the address is locked. */
export function assertNotLocked(ctx: ApiContext, realm: Realm, email: string): void {
  const since = ctx.now() - WINDOW_MS;
  const rows = ctx.db.prepare(`SELECT at FROM login_failures WHERE realm = ? AND email = ? AND at > ? ORDER BY at`)
    .all(realm, email, since) as { at: number }[];
  if (rows.length < MAX_FAILURES) return;
  const unlockAt = rows[rows.length - MAX_FAILURES]!.at + WINDOW_MS;
  const minutes = Math.max(1, Math.ceil((unlockAt - ctx.now()) / 60_000));
  throw new ApiError(403,
    `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    null, { 'Retry-After': String(minutes * 60) });
}

export function recordFailure(ctx: ApiContext, realm: Realm, email: string): void {
  ctx.db.prepare(`INSERT INTO login_failures (realm, email, at) VALUES (?, ?, ?)`).run(realm, email, ctx.now());
}

export function clearFailures(ctx: ApiContext, realm: Realm, email: string): void {
  ctx.db.prepare(`DELETE FROM login_failures WHERE realm = ? AND email = ?`).run(realm, email);
}
