import { upsert } from '../db/dialect';
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

export async function findTemporaryPassword(ctx: ApiContext, userId: number): Promise<PendingTemporary | undefined> {
  return (await ctx.db.get(`SELECT * FROM temporary_passwords WHERE user_id = ?`, [userId])) as
    PendingTemporary | undefined;
}

/** Stores the user's temporary password, replacing one still pending. */
export async function storeTemporaryPassword(ctx: ApiContext, userId: number, passwordHash: string): Promise<void> {
  await ctx.db.run(upsert('temporary_passwords', ['user_id', 'password_hash', 'created_at'], ['user_id']), [
    userId,
    passwordHash,
    ctx.now(),
  ]);
}

export async function discardTemporaryPassword(ctx: ApiContext, userId: number): Promise<void> {
  await ctx.db.run(`DELETE FROM temporary_passwords WHERE user_id = ?`, [userId]);
}
