import type { Session } from '@/src/session/session';
import type { ApiClientOptions } from './client';

/**
 * What the client does after a 401/403 on a call made with the session's bearer; resolves to
 * true when retrying makes sense. A user with a refresh token gets new tokens (one refresh for
 * every call waiting, single-flight in the tab and across tabs), else is logged out and
 * `onSessionExpired` is told, once per lost login; a refused device is registered again.
 */
export function sessionRecovery(
  session: Session,
  { refresh, renewDevice, onSessionExpired }: Pick<ApiClientOptions, 'refresh' | 'renewDevice' | 'onSessionExpired'>,
) {
  const expire = () => {
    const had = session.store.getState().user !== null;
    session.clearUser();
    if (had) onSessionExpired?.();
  };
  let refreshing: Promise<boolean> | null = null;
  /**
   * One refresh across the site's tabs: run holding the session's 'refresh' lock,
   * it first takes what another tab stored meanwhile; if that tab already refreshed, its token is
   * used. The new tokens are stored before the lock is released, for the next tab to find.
   */
  const refreshOnce = async (usedBearer: string | null): Promise<boolean> => {
    const user = await session.reloadUser();
    if (!user || user.token !== usedBearer || !user.refreshToken || !refresh) return true;
    const tokens = await refresh(user.refreshToken).catch(() => null);
    if (tokens) session.updateTokens(tokens.token, tokens.refreshToken);
    else expire();
    await session.persisted();
    return true;
  };
  return async (usedBearer: string | null): Promise<boolean> => {
    const { user, device } = session.store.getState();
    if (user && user.token !== usedBearer) return true; // another call already refreshed
    if (user?.refreshToken && refresh) {
      refreshing ??= session
        .exclusive('refresh', () => refreshOnce(usedBearer))
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    }
    if (user) {
      expire();
      return true;
    }
    if (device && device.token === usedBearer && renewDevice) {
      session.setDevice(null);
      await renewDevice();
      return true;
    }
    return false;
  };
}
