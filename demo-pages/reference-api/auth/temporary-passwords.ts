import type { ApiContext } from '../context';

/**
 * Main-site temporary passwords (`/reset/request`). One is pending per user until first used:
 * meanwhile the current password still works, so a reset asked by anyone holding a device
 * token locks nobody out. Logging in with the temporary one makes it the password; logging in
 * with the current one, or setting a new password, discards it.
 */
export interface PendingTemporary {
  user_id: number;
  password_hash: string;
  created_at: number;
}

export function findTemporaryPassword(ctx: ApiContext, userId: number): PendingTemporary | undefined {
  return ctx.db.prepare(`SELECT * FROM temporary_passwords WHERE user_id = ?`).get(userId) as
    PendingTemporary | undefined;
}

/** Stores the user's temporary password, replacing one still pending. */
export function storeTemporaryPassword(ctx: ApiContext, userId: number, passwordHash: string): void {
  ctx.db
    .prepare(`INSERT OR REPLACE INTO temporary_passwords (user_id, password_hash, created_at) VALUES (?, ?, ?)`)
    .run(userId, passwordHash, ctx.now());
}

export function discardTemporaryPassword(ctx: ApiContext, userId: number): void {
  ctx.db.prepare(`DELETE FROM temporary_passwords WHERE user_id = ?`).run(userId);
}
