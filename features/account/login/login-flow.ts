import { done, guardApi, refused, type Outcome } from '@/src/api/outcome';
import { mainUpdatePassword } from '@/src/contracts/account/password';
import type { Runtime } from '@/src/runtime/runtime';
import type { Credentials } from '@/src/runtime/sites/site-strategy';
import { fromMainUser } from '@/src/session/user-mapping';
import { ACCOUNT_MESSAGES as M } from '../messages';

/**
 * What a login screen does, without React: each function calls the API (through the site's
 * strategy, `rt.site`), updates the session and says what the screen should show next. Failures
 * never throw: they come back refused, with a French toast and/or field errors, and the form
 * keeps what was typed. A first login on the main site comes back as `new-password`: the screen
 * asks for the visitor's own password.
 */
export type LoginOutcome = Outcome | { kind: 'new-password' };

export function login(rt: Runtime, credentials: Credentials): Promise<LoginOutcome> {
  // One time limit for the whole attempt (the main site's device check, then the login), not
  // one per call: past it the visitor reads why, and what they typed is still there.
  return guardApi<LoginOutcome>(() =>
    rt.api.within('login', async (signal) => {
      const outcome = await (await rt.site.account()).login(rt, credentials, signal);
      if (outcome.kind === 'refused') return outcome;
      return outcome.mustChangePassword ? { kind: 'new-password' } : done({ toast: M.loggedIn });
    }),
  );
}

/** Forgot password: the server message on the e-mail field and in a toast when refused. */
export function requestReset(rt: Runtime, email: string): Promise<Outcome> {
  return guardApi<Outcome>(() =>
    rt.api.within('requestReset', async (signal) => {
      const reply = await (await rt.site.account()).requestReset(rt, email, signal);
      if (!reply.ok) return refused(reply.message, { email: reply.message });
      return done({ toast: reply.message });
    }),
  );
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
