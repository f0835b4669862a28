import type { Hono } from 'hono';
import { contactAgency } from '@/src/contracts/floor/agency';
import { agencyFor, sendAgencyMails } from '../floor-files/agency-mail';
import { AGENCY_CONTACTED } from '../floor-files/messages';
import { findSimulation, simulationParam } from '../floor-files/simulation';
import { ApiError } from '../http/api-error';
import { route, type SiteScope } from '../http/route';
import { enforceLimit } from '../limits/rate-limit';
import { SIMULATION_NOT_FOUND } from './floor-history';

/**
 * §7 `POST /api/agency/contact/`: public (an anonymous visitor may ask, §2.1 empty state). The
 * request goes to the design office of the simulation's zip code (floor-files/agency-mail.ts);
 * an unknown simulation is the history's 404. Bad fields: the route's 400 with field errors.
 */
export function floorAgencyRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;
  route(app, scope, contactAgency, async ({ body, auth, c }) => {
    const id = simulationParam(body.simulation);
    const simulation = id === undefined ? null : findSimulation(ctx, id);
    if (id !== undefined && !simulation) throw new ApiError(404, SIMULATION_NOT_FOUND);
    await enforceLimit(ctx, c, 'agencyContact', { account: auth.user?.userId, byIp: true });
    await enforceLimit(ctx, c, 'agencyOffice', { addresses: agencyFor(simulation).emails });
    sendAgencyMails(ctx, body, simulation);
    return { datas: null, message: AGENCY_CONTACTED };
  });
}
