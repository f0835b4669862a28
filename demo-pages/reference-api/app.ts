import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { Failure } from '@/src/contracts';
import { BROWSER_HEADER } from './access/caller';
import type { ApiContext, SiteKey } from './context';
import { ensureToolData } from './data/tool-data';
import { ApiError } from './http/api-error';
import type { SiteScope } from './http/route';
import { openApiRoute } from './openapi/route';
import { carbonHistoryRoutes } from './routes/carbon-history';
import { carbonTunnelRoutes } from './routes/carbon-tunnel';
import { floorAgencyRoutes } from './routes/floor-agency';
import { floorClusterRoutes } from './routes/floor-cluster';
import { floorConfiguratorRoutes } from './routes/floor-configurator';
import { floorHistoryRoutes } from './routes/floor-history';
import { floorMediaRoutes } from './routes/floor-media';
import { floorSolutionRoutes } from './routes/floor-solution';
import { deviceRoutes } from './routes/main-device';
import { mainAccountRoutes } from './routes/main-account';
import { mainHistoryRoutes } from './routes/main-history';
import { mainLibraryRoutes } from './routes/main-library';
import { mainMediaRoutes } from './routes/main-media';
import { mainToolRoutes } from './routes/main-tools';
import { toolsPasswordRoutes } from './routes/tools-password';
import { toolsRegisterRoutes } from './routes/tools-register';
import { toolsSessionRoutes } from './routes/tools-session';
import { toolsUserRoutes } from './routes/tools-user';

/**
 * The reference API of one site, as served on `api.{site host}`. Every answer, refusals
 * included, is the provider's envelope with a French message; never a stack trace.
 */
export function createSiteApi(ctx: ApiContext, site: SiteKey): Hono {
  const app = new Hono();
  const scope: SiteScope = { ctx, site };
  // The tools' data tables are read once per process, before the first call that needs them.
  app.use('*', async (_c, next) => {
    await ensureToolData(ctx.db);
    await next();
  });

  // Every call from a page is cross-origin (site.localhost → api.site.localhost).
  app.use('*', siteCors(ctx, site));

  siteRoutes(app, scope);
  // Last: the document describes the routes added above (openapi/route.ts).
  openApiRoute(app, site);

  app.notFound((c) => failure(c, 404, "Cette adresse n'existe pas sur l'API."));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return failure(c, error.status, error.message, error.fields);
    }
    console.error(`[reference-api ${site}] ${c.req.method} ${c.req.path}:`, error);
    return failure(c, 500, 'Une erreur interne est survenue. Veuillez réessayer plus tard.');
  });
  return app;
}

/** CORS for the site's own page origins, with the headers its calls send and read. */
function siteCors(ctx: ApiContext, site: SiteKey) {
  return cors({
    origin: (origin) => (ctx.sites[site].includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // One header per line (kept by prettier-ignore): several changes add to these lists.
    // prettier-ignore
    allowHeaders: [
      'Authorization',
      'Content-Type',
      'Idempotency-Key',
      BROWSER_HEADER, // the browser key (access/caller.ts)
    ],
    // Retry-After: the client says when to try again after a 429 (and the lockout's 403).
    // prettier-ignore
    exposeHeaders: [
      'Content-Disposition',
      'Retry-After',
    ],
    maxAge: 600,
  });
}

/** The calls the site serves, in the order Hono matches them. */
function siteRoutes(app: Hono, scope: SiteScope): void {
  const { site } = scope;
  if (site === 'main') {
    deviceRoutes(app, scope);
    mainAccountRoutes(app, scope);
    mainToolRoutes(app, scope);
    mainLibraryRoutes(app, scope);
    mainHistoryRoutes(app, scope);
    mainMediaRoutes(app, scope);
  } else {
    toolsRegisterRoutes(app, scope);
    toolsSessionRoutes(app, scope);
    toolsPasswordRoutes(app, scope);
    toolsUserRoutes(app, scope);
    // Each site serves its own history; the account base is shared.
    if (site === 'plancher') {
      floorHistoryRoutes(app, scope);
      floorConfiguratorRoutes(app, scope);
      floorClusterRoutes(app, scope);
      floorMediaRoutes(app, scope);
      floorSolutionRoutes(app, scope);
      floorAgencyRoutes(app, scope);
    } else {
      carbonHistoryRoutes(app, scope);
      carbonTunnelRoutes(app, scope);
    }
  }
}

function failure(c: Context, status: ApiError['status'], message: string, error: Failure['error'] = null) {
  const body: Failure = { success: false, message, error };
  return c.json(body, status);
}
