import type { Hono } from 'hono';
import { toolsLoginCheck, toolsLogout } from '@/src/contracts/account/session';
import { refreshToken } from '@/src/contracts/account/token-refresh';
import { verifyPassword } from '../auth/passwords';
import { beginLoginAttempt, oneAttemptAtATime } from '../auth/throttle';
import { openSession, refreshSession, revokeSession } from '../auth/tokens';
import { ApiError, unauthorized } from '../http/api-error';
import { route, type SiteScope } from '../http/route';
import { findUserByEmail, toToolsUser } from '../users/users';
import { askingAddress, BAD_CREDENTIALS, LOGGED_IN, LOGGED_OUT } from './shared';

/** Login, token refresh and logout on the floor and carbon sites. */
export function toolsSessionRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;

  route(app, scope, toolsLoginCheck, async ({ body, c }) => {
    const email = await askingAddress(ctx, c, body.username, 'login');
    // Attempts on one address take turns, so each sees the failures of those before it.
    const user = await oneAttemptAtATime(ctx, 'tools', email, async () => {
      const attempt = await beginLoginAttempt(ctx, 'tools', email);
      const found = await findUserByEmail(ctx, 'tools', email);
      if (!found || !(await verifyPassword(body.password, found.password_hash))) {
        await attempt.failed();
        throw new ApiError(401, BAD_CREDENTIALS);
      }
      await attempt.succeeded();
      return found;
    });
    // Said only to someone who knows the password, so it reveals nothing to a stranger.
    if (user.activated_at === null) {
      throw new ApiError(403, "Votre compte n'est pas encore activé. Ouvrez le lien reçu par e-mail pour l'activer.");
    }
    const session = await openSession(ctx, user.id, 'tools', body.rememberMe === true);
    return {
      datas: { user: toToolsUser(user), token: session.token, refreshToken: session.refreshToken! },
      message: LOGGED_IN,
    };
  });

  route(app, scope, refreshToken, async ({ body }) => {
    const next = await refreshSession(ctx, body.refreshToken);
    if (!next) throw unauthorized();
    return { datas: { token: next.token, refreshToken: next.refreshToken! }, message: '' };
  });

  route(app, scope, toolsLogout, async ({ auth }) => {
    await revokeSession(ctx, auth.user!.sessionId);
    return { datas: null, message: LOGGED_OUT };
  });
}
