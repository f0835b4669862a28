import { done, guardApi, refusedBy } from '@/src/api/outcome';
import type { Runtime } from '@/src/runtime/runtime';
import { navigation } from '@/src/runtime/navigation';
import { ROUTES } from './routes';

/**
 * Ends the session on the server, then here. A 401 or 403 means the server had already
 * forgotten it: that is a logout too. Any other refusal, and network or server errors, leave
 * the visitor logged in and say so. Returns false on failure.
 */
export async function logoutEverywhere(rt: Runtime): Promise<boolean> {
  const outcome = await guardApi(async () => {
    const reply = await (await rt.site.account()).logout(rt);
    if (reply.ok || reply.status === 401 || reply.status === 403) return done();
    console.error(`[ossature] Logout refused (${reply.status}): ${reply.message}`);
    return refusedBy(reply);
  });
  if (outcome.kind === 'refused') return false;
  rt.session.clearUser();
  // The caller leaves the page next: the logout must be in storage first.
  await rt.session.persisted();
  return true;
}

/** The spec: logout on '/' reloads, elsewhere goes to '/'. */
export function leaveAfterLogout(pathname: string = location.pathname): void {
  if (pathname === ROUTES.home) navigation.reload();
  else navigation.assign(ROUTES.home);
}
