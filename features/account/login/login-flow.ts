import { done, guardApi, refused, type Outcome } from '../../../src/api/outcome';
import { mainRequestReset, mainUpdatePassword, toolsRequestReset } from '../../../src/contracts/account/password';
import { mainLoginCheck, toolsLoginCheck } from '../../../src/contracts/account/session';
import type { Runtime } from '../../../src/runtime/runtime';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { fromMainUser, fromToolsLogin } from '../session-user';

/**
 * What a login screen does, without React: each function calls the API, updates the session
 * and says what the screen should show next. Failures never throw: they come back refused, with
 * a French toast and/or field errors, and the form keeps what was typed. A first login on the
 * main site comes back as `new-password`: the screen asks for the visitor's own password.
 */
export type LoginOutcome = Outcome | { kind: 'new-password' };

export interface Credentials { email: string; password: string; remember?: boolean }

export function login(rt: Runtime, { email, password, remember = false }: Credentials): Promise<LoginOutcome> {
  return guardApi<LoginOutcome>(async () => {
    if (rt.config.site === 'main') {
      await rt.device.required();
      const reply = await rt.api.call(mainLoginCheck, { body: { username: email.trim(), password } });
      if (!reply.ok) {
        // The spec: 'Mot de passe incorrect' on the password field; a lockout or a partner
        // address has a message of its own that says more.
        return reply.status === 401
          ? refused(undefined, { password: M.wrongPassword })
          : refused(reply.message, { password: reply.message });
      }
      rt.session.login(fromMainUser(reply.datas.user), false);
      return reply.datas.user.updated_password ? done({ toast: M.loggedIn }) : { kind: 'new-password' };
    }
    const reply = await rt.api.call(toolsLoginCheck, { body: { username: email.trim(), password, rememberMe: remember } });
    if (!reply.ok) return refused(reply.message);
    const { user, token, refreshToken } = reply.datas;
    rt.session.login(fromToolsLogin(user, token, refreshToken), remember);
    return done({ toast: M.loggedIn });
  });
}

/** Forgot password: the server message on the e-mail field and in a toast when refused. */
export function requestReset(rt: Runtime, email: string): Promise<Outcome> {
  return guardApi<Outcome>(async () => {
    const reply = rt.config.site === 'main'
      ? (await rt.device.required(), await rt.api.call(mainRequestReset, { body: { username: email.trim() } }))
      : await rt.api.call(toolsRequestReset, { body: { email: email.trim() } });
    if (!reply.ok) return refused(reply.message, { email: reply.message });
    return done({ toast: reply.message });
  });
}

/** Main site, first login: replaces the password the partner organisation sent. */
export function setNewPassword(rt: Runtime, password: string, confirmation: string): Promise<Outcome> {
  return guardApi<Outcome>(async () => {
    const reply = await rt.api.call(mainUpdatePassword, { body: { password, passwordConfirmation: confirmation } });
    if (!reply.ok) return refused(reply.message);
    rt.session.login(fromMainUser(reply.datas.user), rt.session.store.getState().remember);
    return done({ toast: M.passwordChanged });
  });
}
