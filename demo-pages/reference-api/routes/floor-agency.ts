import type { Hono } from 'hono';
import { contactAgency } from '@/src/contracts/floor/agency';
import { agencyFor, sendAgencyMails } from '../floor-files/agency-mail';
import { AGENCY_CONTACT_HELD, holdAgencyContact } from '../floor-files/agency-review';
import { AGENCY_CONTACTED } from '../floor-files/messages';
import { callerSimulation, simulationParam } from '../floor-files/simulation';
import { route, type SiteScope } from '../http/route';
import { enforceLimit, withinLimit } from '../limits/rate-limit';

/**
 * §7 `POST /api/agency/contact/`: public (an anonymous visitor may ask, §2.1 empty state). The
 * request goes to the design office of the simulation's zip code (floor-files/agency-mail.ts).
 * The simulation must be the caller's (access/rule.ts: their own, or made in this browser before
 * logging in): anyone else's is the history's 404, the same as an unknown id, so the office never
 * gets a stranger's simulation under the caller's name and the answer tells no id exists. Bad
 * fields: the route's 400 with field errors.
 */
export function floorAgencyRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;
  route(app, scope, contactAgency, async ({ body, auth, caller, c }) => {
    // Only the caller's own simulation, else the unknown id's 404 (access/rule.ts).
    const simulation = await callerSimulation(ctx, simulationParam(body.simulation), caller);
    await enforceLimit(ctx, c, 'agencyContact', { account: auth.user?.userId, byIp: true });
    await enforceLimit(ctx, c, 'agencyNetwork', { byNetwork: true });
    // Past the office's cap the request is held for review, not refused: a flood cannot close
    // the form to everyone else.
    if (!(await withinLimit(ctx, c, 'agencyOffice', { addresses: agencyFor(simulation).emails }))) {
      await holdAgencyContact(ctx, body, simulation);
      return { datas: null, message: AGENCY_CONTACT_HELD };
    }
    await sendAgencyMails(ctx, body, simulation);
    return { datas: null, message: AGENCY_CONTACTED };
  });
}
