import type { Hono } from 'hono';
import { isPartnerEmail, messages } from '../../../src/contracts';
import * as calls from '../../../src/contracts/main-site';
import { bearerOf } from '../auth/authenticate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { assertNotLocked, clearFailures, recordFailure } from '../auth/throttle';
import { openSession, revokeSession, revokeUserSessions } from '../auth/tokens';
import { ApiError, invalidInput } from '../http/api-error';
import { route, type SiteScope } from '../http/route';
import { mail, sendMail } from '../outbox/outbox';
import { findUserByEmail, requireUser, toMainProfile, toMainUser, updateUser } from '../users/users';
import {
  BAD_CREDENTIALS, LOGGED_IN, LOGGED_OUT, linkOrigin, PARTNER_MUST_USE_SSO, PASSWORD_CHANGED, temporaryPassword,
  UNKNOWN_ACCOUNT,
} from './shared';

/** The main site's account calls (all POST, device or user bearer). */
export function mainAccountRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;

  route(app, scope, calls.loginCheck, async ({ body }) => {
    const email = body.username.trim();
    if (isPartnerEmail(email)) throw new ApiError(403, PARTNER_MUST_USE_SSO);
    assertNotLocked(ctx, 'main', email);
    const user = findUserByEmail(ctx, 'main', email);
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      recordFailure(ctx, 'main', email);
      throw new ApiError(401, BAD_CREDENTIALS, { password: 'Mot de passe incorrect' });
    }
    clearFailures(ctx, 'main', email);
    const { token } = await openSession(ctx, user.id, 'main');
    return { datas: { user: toMainUser(user, token) }, message: LOGGED_IN };
  });

  route(app, scope, calls.requestReset, async ({ body, pageOrigin }) => {
    const email = body.username.trim();
    if (isPartnerEmail(email)) throw new ApiError(403, PARTNER_MUST_USE_SSO);
    const user = findUserByEmail(ctx, 'main', email);
    if (!user) throw new ApiError(403, UNKNOWN_ACCOUNT, { username: UNKNOWN_ACCOUNT });
    const password = temporaryPassword();
    updateUser(ctx, user.id, { password_hash: await hashPassword(password, ctx.scryptCost), updated_password: 0 });
    revokeUserSessions(ctx, user.id);
    clearFailures(ctx, 'main', email);
    sendMail(ctx, mail('main', user.email, 'Votre nouveau mot de passe provisoire', [
      `Bonjour ${user.firstname},`, '',
      `Voici votre nouveau mot de passe provisoire : ${password}`,
      'Connectez-vous avec ce mot de passe : vous serez invité à en choisir un nouveau.', '',
      linkOrigin(ctx, 'main', pageOrigin) + '/',
    ]));
    return { datas: null, message: 'Un nouveau mot de passe vous a été envoyé par e-mail.' };
  });

  route(app, scope, calls.getProfile, ({ auth }) => {
    return { datas: { profile: toMainProfile(requireUser(ctx, auth.user!.userId)) }, message: '' };
  });

  route(app, scope, calls.setProfile, async ({ body, auth }) => {
    const password = body.password ?? '';
    if (password !== '' || (body.passwordConfirmation ?? '') !== '') {
      if (password.length < 6) throw invalidInput({ password: messages.PASSWORD_TOO_SHORT });
      if (password !== body.passwordConfirmation) throw invalidInput({ passwordConfirmation: messages.PASSWORD_NOT_IDENTICAL });
    }
    const id = auth.user!.userId;
    updateUser(ctx, id, {
      lastname: body.lastname.trim(), firstname: body.firstname.trim(), phone: body.phone?.trim(),
      company: body.company.trim(), siret: body.siret.trim(), fonction: body.fonction?.trim(),
      ...(password ? { password_hash: await hashPassword(password, ctx.scryptCost), updated_password: 1 } : {}),
    });
    // A new password ends the other sessions, as update-password does: a thief's session dies too.
    if (password) revokeUserSessions(ctx, id, auth.user!.sessionId);
    return { datas: { profile: toMainProfile(requireUser(ctx, id)) }, message: 'Les modifications ont été enregistrées' };
  });

  route(app, scope, calls.updatePassword, async ({ body, auth, c }) => {
    if (body.password.length < 6) throw invalidInput({ password: messages.PASSWORD_TOO_SHORT });
    if (body.password !== body.passwordConfirmation) {
      throw invalidInput({ passwordConfirmation: messages.PASSWORD_NOT_IDENTICAL });
    }
    const id = auth.user!.userId;
    updateUser(ctx, id, { password_hash: await hashPassword(body.password, ctx.scryptCost), updated_password: 1 });
    revokeUserSessions(ctx, id, auth.user!.sessionId);
    const token = bearerOf(c.req.header('authorization'))!;
    return { datas: { user: toMainUser(requireUser(ctx, id), token) }, message: PASSWORD_CHANGED };
  });

  route(app, scope, calls.verifyUser, ({ auth, c }) => {
    const token = bearerOf(c.req.header('authorization'))!;
    return { datas: { user: toMainUser(requireUser(ctx, auth.user!.userId), token) }, message: '' };
  });

  route(app, scope, calls.logout, ({ auth }) => {
    revokeSession(ctx, auth.user!.sessionId);
    return { datas: null, message: LOGGED_OUT };
  });
}
