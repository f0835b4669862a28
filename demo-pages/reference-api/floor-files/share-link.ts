import type { ApiContext } from '../context';
import { hmac, safeEqual } from '../auth/random';
import { getStoredSimulation } from '../floor/store';
import type { SolutionSimulation } from './simulation';

/**
 * What a share's link carries so that its recipients see the solution with the reasons of the
 * sender's configuration ('Pourquoi cette solution ?', issue 22), though the simulation is not
 * theirs: a signature of this simulation and this solution only. It opens the reasons, read-only;
 * the recap, save and share stay their owner's.
 */
export function shareToken(ctx: ApiContext, simulationId: number, slug: string): string {
  return hmac(ctx.secret, `floor-share|${simulationId}|${slug}`);
}

/** The simulation a share's link names, when its signature is right for it and this solution; else null. */
export function sharedSimulation(
  ctx: ApiContext,
  simulationId: number | undefined,
  slug: string,
  token: string | undefined,
): SolutionSimulation | null {
  if (simulationId === undefined || !token || !safeEqual(token, shareToken(ctx, simulationId, slug))) return null;
  // The signature is the credential (as a report link's): the ownership rule is not asked here.
  return getStoredSimulation(ctx, simulationId);
}
