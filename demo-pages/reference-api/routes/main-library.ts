import type { Hono } from 'hono';
import { searchLibrary } from '../../../src/contracts/thermal/library';
import { bearerOf } from '../auth/authenticate';
import { verifyAccessToken } from '../auth/tokens';
import { route, type SiteScope } from '../http/route';
import { logLibrarySearch } from '../library/search-log';
import { searchLibraryValues } from '../library/search';

/**
 * The psi library's calls (thermal-break-tool §7 `/api/filters/bibliotheque`): public, so that
 * anonymous visitors use it without a device.
 */
export function mainLibraryRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;

  route(app, scope, searchLibrary, async ({ body, c }) => {
    const { choices, ...datas } = searchLibraryValues(ctx, body.filterChoices, body.lunchResearch);
    if (body.save) {
      // A public call ignores the bearer (authenticate()); the log reads a user's when one comes,
      // and anything else (none, a device's, an expired one) logs the search as anonymous.
      const bearer = bearerOf(c.req.header('authorization'));
      const user = bearer ? await verifyAccessToken(ctx, bearer, 'main') : null;
      logLibrarySearch(ctx, choices, datas.nbResults, user?.userId ?? null);
    }
    return { datas, message: '' };
  });
}
