import { jwtVerify, SignJWT } from 'jose';
import { forUpdate, upsert } from '../db/dialect';
import { inTransaction, type ApiContext, type Realm } from '../context';
import { randomToken, safeEqual, sha256 } from './random';

/** Access token lifetimes: the main site has no refresh, so its token lives longer. */
const ACCESS_TTL_S: Record<Realm, number> = { main: 7 * 24 * 3600, tools: 3600 };
/** Refresh lifetime: a day, or thirty with 'Se souvenir de moi'. */
const REFRESH_TTL_S = { normal: 24 * 3600, remember: 30 * 24 * 3600 };
const DEVICE_TTL_S = 365 * 24 * 3600;

const seconds = (ctx: ApiContext) => Math.floor(ctx.now() / 1000);

function sign(ctx: ApiContext, claims: Record<string, string>, subject: string, ttl: number) {
  const now = seconds(ctx);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuedAt(now)
    .setExpirationTime(now + ttl)
    .sign(ctx.secret);
}

async function verify(ctx: ApiContext, token: string) {
  try {
    const { payload } = await jwtVerify(token, ctx.secret, {
      algorithms: ['HS256'],
      currentDate: new Date(ctx.now()),
    });
    return payload;
  } catch {
    return null;
  }
}

export interface SessionTokens {
  token: string;
  refreshToken: string | null;
}

/**
 * Opens a session: an access token, and on the floor and carbon sites a refresh token. A main-site
 * session remembers the device it logged in from (`deviceUuid`): the user's calls still reach
 * the work that device made before the login (access/rule.ts).
 */
export async function openSession(
  ctx: ApiContext,
  userId: number,
  realm: Realm,
  remember = false,
  deviceUuid: string | null = null,
): Promise<SessionTokens> {
  const sessionId = randomToken(16);
  const secret = realm === 'tools' ? randomToken() : null;
  const ttl = remember ? REFRESH_TTL_S.remember : REFRESH_TTL_S.normal;
  await ctx.db.run(
    `INSERT INTO sessions (id, user_id, refresh_hash, refresh_expires_at, remember, device_uuid, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      sessionId,
      userId,
      secret && sha256(secret),
      secret ? seconds(ctx) + ttl : null,
      remember ? 1 : 0,
      deviceUuid,
      ctx.now(),
    ],
  );
  const token = await sign(ctx, { typ: 'access', sid: sessionId, realm }, String(userId), ACCESS_TTL_S[realm]);
  return { token, refreshToken: secret && `${sessionId}.${secret}` };
}

/** `{session id}.{secret}` as `openSession` issues it: 16 and 32 random bytes in base64url. */
const REFRESH_TOKEN_SHAPE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface SessionClaims {
  userId: number;
  sessionId: string;
  /** Main site: the device the session logged in from; null elsewhere and for an SSO login. */
  deviceUuid: string | null;
}

/** A valid, unrevoked access token of this realm, or null. */
export async function verifyAccessToken(ctx: ApiContext, token: string, realm: Realm): Promise<SessionClaims | null> {
  const payload = await verify(ctx, token);
  if (!payload || payload.typ !== 'access' || payload.realm !== realm || typeof payload.sid !== 'string') return null;
  const row = (await ctx.db.get(
    `SELECT s.user_id, s.device_uuid FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = ? AND s.revoked_at IS NULL AND u.realm = ?`,
    [payload.sid, realm],
  )) as { user_id: number; device_uuid: string | null } | undefined;
  return row ? { userId: row.user_id, sessionId: payload.sid, deviceUuid: row.device_uuid } : null;
}

/**
 * How long the refresh token just rotated out stays valid. Two tabs refreshing at once present
 * the same token: the later one, within this grace, gets the token the first rotation issued
 * rather than being taken for theft (the rotation overlap or grace period real providers give).
 */
export const REFRESH_GRACE_MS = 10_000;

interface RefreshRow {
  user_id: number;
  refresh_hash: string | null;
  refresh_expires_at: number;
  revoked_at: number | null;
}

/**
 * Rotates a refresh token. Presenting an already-rotated token revokes the session: someone
 * else holds a copy (the reuse detection of OAuth 2.0 Security BCP §4.14) — unless it is the
 * token rotated out less than REFRESH_GRACE_MS ago, which gets the same new token again.
 */
export async function refreshSession(ctx: ApiContext, refreshToken: string): Promise<SessionTokens | null> {
  // Only the exact shape issued: a token with anything appended or cut is refused as it is.
  const [, sessionId, secret] = REFRESH_TOKEN_SHAPE.exec(refreshToken) ?? [];
  if (!sessionId || !secret) return null;
  // One transaction, the session's row locked: two tabs refreshing at once take turns.
  const rotated = await inTransaction(ctx, async (ctx) => {
    const row = await ctx.db.get<RefreshRow>(
      `SELECT user_id, refresh_hash, refresh_expires_at, revoked_at FROM sessions WHERE id = ?${forUpdate(ctx.db.dialect)}`,
      [sessionId],
    );
    if (!row || row.revoked_at !== null || !row.refresh_hash) return null;
    const next = await nextRefreshToken(ctx, sessionId, row, sha256(secret));
    return next && { row, next };
  });
  if (!rotated) return null;
  const { row, next } = rotated;
  const token = await sign(
    ctx,
    { typ: 'access', sid: sessionId, realm: 'tools' },
    String(row.user_id),
    ACCESS_TTL_S.tools,
  );
  return { token, refreshToken: next };
}

/**
 * The refresh token to hand out for the one presented (its hash), in the caller's transaction: a new
 * one for the current token, the same new one again for the previous token within the grace;
 * null for an expired token, and for any other, which revokes the session.
 */
async function nextRefreshToken(
  ctx: ApiContext,
  sessionId: string,
  row: RefreshRow,
  presented: string,
): Promise<string | null> {
  const grace = (await ctx.db.get(
    `SELECT previous_hash, current_token, until FROM refresh_grace WHERE session_id = ?`,
    [sessionId],
  )) as { previous_hash: string; current_token: string; until: number } | undefined;
  const isCurrent = safeEqual(row.refresh_hash!, presented);
  const inGrace = !!grace && safeEqual(grace.previous_hash, presented) && ctx.now() <= grace.until;
  if (!isCurrent && !inGrace) {
    await revokeSession(ctx, sessionId);
    return null;
  }
  if (row.refresh_expires_at < seconds(ctx)) return null;
  if (!isCurrent) return grace!.current_token;
  const secret = randomToken();
  const next = `${sessionId}.${secret}`;
  await ctx.db.run(`UPDATE sessions SET refresh_hash = ? WHERE id = ?`, [sha256(secret), sessionId]);
  // The new token in clear, for the grace only: dropped at the session's next rotation, and with
  // every grace that is over.
  await ctx.db.run(`DELETE FROM refresh_grace WHERE until < ?`, [ctx.now()]);
  await ctx.db.run(upsert('refresh_grace', ['session_id', 'previous_hash', 'current_token', 'until'], ['session_id']), [
    sessionId,
    presented,
    next,
    ctx.now() + REFRESH_GRACE_MS,
  ]);
  return next;
}

export async function revokeSession(ctx: ApiContext, sessionId: string): Promise<void> {
  await ctx.db.run(`UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL`, [ctx.now(), sessionId]);
}

/** Ends every session of a user (after a password reset, so a thief's session dies too). */
export async function revokeUserSessions(ctx: ApiContext, userId: number, except?: string): Promise<void> {
  await ctx.db.run(
    `UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND id IS DISTINCT FROM ?`,
    [ctx.now(), userId, except ?? null],
  );
}

export function signDeviceToken(ctx: ApiContext, uuid: string): Promise<string> {
  return sign(ctx, { typ: 'device' }, uuid, DEVICE_TTL_S);
}

/**
 * The uuid of a registered device whose token is valid, or null. The row is checked, not only the
 * signature: a device replaced by a minted one (devices/device-store.ts) is deleted, and the
 * tokens signed for it must stop working at once.
 */
export async function verifyDeviceToken(ctx: ApiContext, token: string): Promise<string | null> {
  const payload = await verify(ctx, token);
  if (!payload || payload.typ !== 'device' || !payload.sub) return null;
  const row = await ctx.db.get(`SELECT uuid FROM devices WHERE uuid = ?`, [payload.sub]);
  return row ? payload.sub : null;
}
