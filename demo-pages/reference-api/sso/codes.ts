import { create } from 'superstruct';
import { SsoSession } from '@/src/contracts/account/sso';
import { randomToken, sha256 } from '../auth/random';
import type { ApiContext } from '../context';

const CODE_TTL_MS = 60_000;

/**
 * A one-time code carried by the redirect to the site's landing page. The CMS (the preview
 * server) redeems it server-side and renders the tokens into the placeholder's attributes, so
 * tokens never travel in a URL.
 */
export async function createSsoCode(ctx: ApiContext, session: SsoSession): Promise<string> {
  const code = randomToken(24);
  await ctx.db.run(`INSERT INTO sso_codes (code_hash, session_json, expires_at) VALUES (?, ?, ?)`, [
    sha256(code),
    JSON.stringify(session),
    ctx.now() + CODE_TTL_MS,
  ]);
  return code;
}

export type Redeemed = { session: SsoSession } | { error: string };

export async function redeemSsoCode(ctx: ApiContext, code: string): Promise<Redeemed> {
  const row = (await ctx.db.get(`SELECT session_json, expires_at, used_at FROM sso_codes WHERE code_hash = ?`, [
    sha256(code),
  ])) as { session_json: string; expires_at: number; used_at: number | null } | undefined;
  if (!row) return { error: 'Ce code de connexion unique est invalide.' };
  if (row.used_at !== null) return { error: 'Ce code de connexion unique a déjà été utilisé. Reconnectez-vous.' };
  if (row.expires_at < ctx.now()) return { error: 'Ce code de connexion unique a expiré. Reconnectez-vous.' };
  await ctx.db.run(`UPDATE sso_codes SET used_at = ? WHERE code_hash = ?`, [ctx.now(), sha256(code)]);
  return { session: create(JSON.parse(row.session_json), SsoSession) };
}
