import { done, refused } from '@/src/api/outcome';
import { toolsRequestReset } from '@/src/contracts/account/password';
import { toolsGetUser } from '@/src/contracts/account/profile';
import { toolsLoginCheck, toolsLogout } from '@/src/contracts/account/session';
import { fromToolsLogin } from '@/src/session/user-mapping';
import type { SiteAccount } from './site-strategy';

/** The floor and carbon sites' account calls (account-layer §7, floor-and-carbon-tools §7). */
export const toolsAccount: SiteAccount = {
  async login({ api, session }, { email, password, remember = false }, signal) {
    const reply = await api.call(toolsLoginCheck, {
      body: { username: email.trim(), password, rememberMe: remember },
      signal,
    });
    if (!reply.ok) return refused(reply.message);
    const { user, token, refreshToken } = reply.datas;
    session.login(fromToolsLogin(user, token, refreshToken), remember);
    return done({ mustChangePassword: false });
  },

  requestReset: ({ api }, email, signal) => api.call(toolsRequestReset, { body: { email: email.trim() }, signal }),

  logout: ({ api }) => api.call(toolsLogout, { body: {} }),

  async ssoUser({ api }, { token, refreshToken }) {
    const reply = await api.call(toolsGetUser, { bearer: token });
    return reply.ok ? fromToolsLogin(reply.datas.user, token, refreshToken) : null;
  },
};
