import { ApiClientError } from '../api/errors';
import * as main from '../contracts/main-site';
import * as tools from '../contracts/tools-site';
import type { Runtime } from '../runtime/runtime';
import { ROUTES } from './routes';

/**
 * Ends the session on the server, then here. A 401 means the server had already forgotten it:
 * that is a logout too. Network or server errors leave the visitor logged in and say so.
 * Returns false on failure.
 */
export async function logoutEverywhere(rt: Runtime): Promise<boolean> {
  try {
    await rt.api.call(rt.config.site === 'main' ? main.logout : tools.logout, { body: {} });
  } catch (error) {
    if (error instanceof ApiClientError) {
      console.error(`[ossature] ${error.message}`);
      return false;
    }
    throw error;
  }
  rt.session.clearUser();
  return true;
}

/** The spec: logout on '/' reloads, elsewhere goes to '/'. */
export function leaveAfterLogout(loc: Pick<Location, 'pathname' | 'reload' | 'assign'> = location): void {
  if (loc.pathname === ROUTES.home) loc.reload();
  else loc.assign(ROUTES.home);
}
