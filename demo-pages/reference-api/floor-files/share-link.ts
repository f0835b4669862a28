import type { ApiContext } from '../context';
import { hmac, safeEqual } from '../auth/random';
import { getStoredSimulation } from '../floor/store';
import type { SolutionSimulation } from './simulation';

/**
 * What a share's link carries so that its recipients see the solution with the reasons of the
 * sender's configuration ('Pourquoi cette solution ?'), though the simulation is not theirs: a
 * signature of this simulation, this solution and an expiry, written `{expires}.{signature}`
 * (`expires` in Unix seconds). It opens the reasons, read-only, until it expires; the recap, save
 * and share stay their owner's.
 */
export function shareToken(ctx: ApiContext, simulationId: number, slug: string, expiresAt: number): string {
  const expires = String(Math.floor(expiresAt / 1000));
  return `${expires}.${signatureOf(ctx, simulationId, slug, expires)}`;
}

function signatureOf(ctx: ApiContext, simulationId: number, slug: string, expires: string): string {
  return hmac(ctx.secret, `floor-share|${simulationId}|${slug}|${expires}`);
}

/**
 * What a share's link opens: the simulation it names while it is valid; once expired, only when
 * it expired (the solution itself is public: the page shows it, and says why the configuration is
 * missing). A wrong signature, or none, opens nothing.
 */
export type OpenedShare =
  { kind: 'valid'; simulation: SolutionSimulation } | { kind: 'expired'; expiresAt: number } | { kind: 'none' };

const TOKEN = /^(\d{1,12})\.([\w-]{1,100})$/;

export async function openShare(
  ctx: ApiContext,
  simulationId: number | undefined,
  slug: string,
  token: string | undefined,
): Promise<OpenedShare> {
  const [, expires, signature] = (token && TOKEN.exec(token)) || [];
  if (simulationId === undefined || !expires || !signature) return { kind: 'none' };
  if (!safeEqual(signature, signatureOf(ctx, simulationId, slug, expires))) return { kind: 'none' };
  const expiresAt = Number(expires) * 1000;
  if (expiresAt <= ctx.now()) return { kind: 'expired', expiresAt };
  // The signature is the credential (as a report link's): the ownership rule is not asked here.
  const simulation = await getStoredSimulation(ctx, simulationId);
  return simulation ? { kind: 'valid', simulation } : { kind: 'none' };
}
