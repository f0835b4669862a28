import { done, refused } from '@/src/api/outcome';
import { mainRequestReset } from '@/src/contracts/account/password';
import { mainLoginCheck, mainLogout, verifyUser } from '@/src/contracts/account/session';
import { WRONG_PASSWORD } from '@/src/contracts/messages';
import { fromMainUser } from '@/src/session/user-mapping';
import type { SiteAccount } from './site-strategy';

/** The main site's account calls: device-authenticated until logged in (account-layer §7). */
export const mainAccount: SiteAccount = {
  async login({ api, session, device }, { email, password }, signal) {
    await device.required();
    const reply = await api.call(mainLoginCheck, { body: { username: email.trim(), password }, signal });
    if (!reply.ok) {
      // The spec: 'Mot de passe incorrect' on the password field; a lockout or a partner
      // address has a message of its own that says more.
      return reply.status === 401
        ? refused(undefined, { password: WRONG_PASSWORD })
        : refused(reply.message, { password: reply.message });
    }
    session.login(fromMainUser(reply.datas.user), false);
    return done({ mustChangePassword: !reply.datas.user.updated_password });
  },

  async requestReset({ api, device }, email, signal) {
    await device.required();
    return api.call(mainRequestReset, { body: { username: email.trim() }, signal });
  },

  logout: ({ api }) => api.call(mainLogout, { body: {} }),

  async ssoUser({ api }, { token }) {
    const reply = await api.call(verifyUser, { body: {}, bearer: token });
    return reply.ok ? fromMainUser({ ...reply.datas.user, token }) : null;
  },
};
