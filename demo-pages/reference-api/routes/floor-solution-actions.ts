import type { Hono } from 'hono';
import { messages } from '@/src/contracts';
import { saveSolution, shareSolution } from '@/src/contracts/floor/solution';
import type { ApiContext } from '../context';
import { saveUserCluster } from '../floor/cluster-store';
import type { FloorSystem } from '../floor/types';
import { systemOr404 } from '../floor-files/lookups';
import { SOLUTION_SAVED, SOLUTION_SHARED } from '../floor-files/messages';
import { shareLinkDays } from '../floor-files/share-expiry';
import { sendShareMails } from '../floor-files/share-mail';
import { callerSimulation, type SolutionSimulation } from '../floor-files/simulation';
import { insertFloorSolution, type NewSolution } from '../history/floor-store';
import { invalidInput } from '../http/api-error';
import { route, type SiteScope } from '../http/route';
import { requireUser } from '../users/users';
import { linkOrigin } from './shared';
import { enforceLimit } from '../limits/rate-limit';

/** At most this many recipients for a share (§5, §9). */
export const MAX_RECIPIENTS = 3;

/**
 * What a saved solution stores for the history's filters. From its simulation: the zip code, the
 * floor's position and level, the infill family chosen and the project code. Without one (a detail opened from a
 * link), a documented default: the user's own postal code, the system's first position, the
 * ground floor and the system's family.
 */
async function savedContext(
  ctx: ApiContext,
  userId: number,
  system: FloorSystem,
  simulation: SolutionSimulation | null,
) {
  if (simulation) {
    const { zip, floor, floorLevel, floorType, projectCode } = simulation;
    return { zip, floor, floor_level: floorLevel, floor_type: floorType, project_code: projectCode };
  }
  return {
    zip: (await requireUser(ctx, userId)).postal_code,
    floor: system.positions[0]!,
    floor_level: 'ground',
    floor_type: system.family,
    project_code: null,
  };
}

/** §7 save (`POST /api/solution/{slug}/`) and share (`POST /api/solution/{slug}/share/`): login required. */
export function solutionActionRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;
  // Read once, when the API starts: a malformed value stops it there, not at the first share.
  const days = shareLinkDays();

  // Once per user and slug (the history keeps one copy): a second save says the same.
  route(app, scope, saveSolution, async ({ params, body, auth, caller }) => {
    const system = systemOr404(params.slug);
    const userId = auth.user!.userId;
    const simulation = await callerSimulation(ctx, body.simulation, caller, 'claim');
    // A configuration made before logging in becomes the user's with the solution saved from it
    // (its cluster, as `PUT /api/clusters/save/{id}/` does): it shows in the history, and
    // 'Revenir à la configuration' can edit it (from the detail back to the form).
    if (simulation && simulation.userId === null) await saveUserCluster(ctx, caller, simulation.clusterId, undefined);
    const saved = await ctx.db.get(`SELECT 1 FROM floor_solutions WHERE user_id = ? AND slug = ?`, [
      userId,
      system.slug,
    ]);
    if (!saved) {
      const row: NewSolution = {
        user_id: userId,
        slug: system.slug,
        libelle: system.libelle,
        created_at: ctx.now(),
        ...(await savedContext(ctx, userId, system, simulation)),
      };
      await insertFloorSolution(ctx, row);
    }
    return { datas: null, message: SOLUTION_SAVED };
  });

  route(app, scope, shareSolution, async ({ params, body, auth, caller, pageOrigin, c }) => {
    const system = systemOr404(params.slug);
    if (body.emails.length === 0) throw invalidInput({ emails: messages.REQUIRED });
    if (body.emails.length > MAX_RECIPIENTS) throw invalidInput({ emails: messages.TOO_MANY_RECIPIENTS });
    const simulation = await callerSimulation(ctx, body.simulation, caller);
    await enforceLimit(ctx, c, 'share', { account: auth.user!.userId, addresses: body.emails });
    await sendShareMails(ctx, { siteOrigin: linkOrigin(ctx, scope.site, pageOrigin), system, body, simulation, days });
    return { datas: { message: SOLUTION_SHARED }, message: SOLUTION_SHARED };
  });
}
