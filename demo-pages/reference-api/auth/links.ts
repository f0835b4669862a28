import type { LinkParams } from '@/src/contracts/account/register';
import type { ApiContext } from '../context';
import { ApiError } from '../http/api-error';
import { hmac, randomToken, safeEqual, sha256 } from './random';

export type LinkPurpose = 'activation' | 'email-change' | 'password-reset';

export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  activation: 48 * 3600_000,
  'email-change': 24 * 3600_000,
  'password-reset': 3600_000,
};

export interface SignedLink {
  id: string;
  token: string;
  expires: string;
  signature: string;
}

/** The signature covers purpose, id, expiry and token: changing any of them breaks it. */
function signatureOf(ctx: ApiContext, purpose: LinkPurpose, id: string, expires: string, token: string) {
  return hmac(ctx.secret, `${purpose}|${id}|${expires}|${token}`);
}

/** Creates a one-time link for a user; `id` is the user id, `expires` Unix seconds. */
export async function createLink(
  ctx: ApiContext,
  purpose: LinkPurpose,
  userId: number,
  newEmail: string | null = null,
): Promise<SignedLink> {
  const token = randomToken();
  const expiresAt = ctx.now() + LINK_TTL_MS[purpose];
  await ctx.db.run(
    `INSERT INTO links (purpose, token_hash, user_id, new_email, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    [purpose, sha256(token), userId, newEmail, expiresAt, ctx.now()],
  );
  const id = String(userId);
  const expires = String(Math.floor(expiresAt / 1000));
  return { id, token, expires, signature: signatureOf(ctx, purpose, id, expires, token) };
}

export interface LinkRow {
  id: number;
  user_id: number;
  new_email: string | null;
  expires_at: number;
  used_at: number | null;
}

export type LinkProblem = 'invalid' | 'expired' | 'used';

export class LinkRefused extends ApiError {
  constructor(
    readonly problem: LinkProblem,
    readonly row: LinkRow | null,
  ) {
    super(403, LINK_MESSAGES[problem]);
  }
}

const LINK_MESSAGES: Record<LinkProblem, string> = {
  invalid: 'Ce lien est invalide. Vérifiez que vous avez copié l’adresse complète reçue par e-mail.',
  expired: 'Ce lien a expiré. Veuillez refaire la demande.',
  used: 'Ce lien a déjà été utilisé.',
};

/** Checks a signed link; throws `LinkRefused` (403) when tampered with, expired or replayed. */
export async function checkSignedLink(ctx: ApiContext, purpose: LinkPurpose, params: LinkParams): Promise<LinkRow> {
  const expected = signatureOf(ctx, purpose, params.id, params.expires, params.token);
  if (!safeEqual(expected, params.signature)) throw new LinkRefused('invalid', null);
  const row = await findLink(ctx, purpose, params.token);
  if (!row || String(row.user_id) !== params.id) throw new LinkRefused('invalid', null);
  if (row.used_at !== null) throw new LinkRefused('used', row);
  if (row.expires_at < ctx.now()) throw new LinkRefused('expired', row);
  return row;
}

/** Checks an unsigned one-time token (the password-reset link carries only its token). */
export async function checkTokenLink(ctx: ApiContext, purpose: LinkPurpose, token: string): Promise<LinkRow> {
  const row = await findLink(ctx, purpose, token);
  if (!row) throw new LinkRefused('invalid', null);
  if (row.used_at !== null) throw new LinkRefused('used', row);
  if (row.expires_at < ctx.now()) throw new LinkRefused('expired', row);
  return row;
}

async function findLink(ctx: ApiContext, purpose: LinkPurpose, token: string): Promise<LinkRow | undefined> {
  return (await ctx.db.get(
    `SELECT id, user_id, new_email, expires_at, used_at FROM links WHERE purpose = ? AND token_hash = ?`,
    [purpose, sha256(token)],
  )) as LinkRow | undefined;
}

export async function markLinkUsed(ctx: ApiContext, row: LinkRow): Promise<void> {
  await ctx.db.run(`UPDATE links SET used_at = ? WHERE id = ?`, [ctx.now(), row.id]);
}
