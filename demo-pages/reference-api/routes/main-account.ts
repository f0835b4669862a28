import type { Hono } from 'hono';
import { messages } from '@/src/contracts';
import { mainRequestReset, mainUpdatePassword } from '@/src/contracts/account/password';
import { mainGetProfile, mainSetProfile } from '@/src/contracts/account/profile';
import { mainLoginCheck, mainLogout, verifyUser } from '@/src/contracts/account/session';
import { bearerOf } from '../auth/authenticate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import {
  discardTemporaryPassword,
  findTemporaryPassword,
  storeTemporaryPassword,
  type PendingTemporary,
} from '../auth/temporary-passwords';
import { beginLoginAttempt, clearFailures, lockError, oneAttemptAtATime } from '../auth/throttle';
import { openSession, revokeSession, revokeUserSessions } from '../auth/tokens';
import { inTransaction, type ApiContext } from '../context';
import { ApiError, invalidInput } from '../http/api-error';
import { route, type Handled, type RouteInput, type SiteScope } from '../http/route';
import { mail, sendMail } from '../outbox/outbox';
import {
  findUserByEmail,
  findUserById,
  lockUser,
  requireUser,
  toMainProfile,
  toMainUser,
  updateUser,
  type UserRow,
} from '../users/users';
import {
  askingAddress,
  BAD_CREDENTIALS,
  LOGGED_IN,
  LOGGED_OUT,
  linkOrigin,
  MAIN_RESET_REQUESTED,
  PASSWORD_CHANGED,
  temporaryPassword,
} from './shared';

/** The main site's account calls (all POST, device or user bearer). */
export function mainAccountRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;
  route(app, scope, mainLoginCheck, (input) => logIn(ctx, input));
  route(app, scope, mainRequestReset, (input) => requestReset(ctx, input));
  route(app, scope, mainGetProfile, (input) => getProfile(ctx, input));
  route(app, scope, mainSetProfile, (input) => setProfile(ctx, input));
  route(app, scope, mainUpdatePassword, (input) => updatePassword(ctx, input));
  route(app, scope, verifyUser, (input) => verify(ctx, input));
  route(app, scope, mainLogout, (input) => logOut(ctx, input));
}

/** Which of the user's passwords this is: the current one, the pending temporary one, or none. */
async function matchPassword(user: UserRow, pending: PendingTemporary | undefined, password: string) {
  if (await verifyPassword(password, user.password_hash)) return 'current' as const;
  if (pending && (await verifyPassword(password, pending.password_hash))) return 'temporary' as const;
  return null;
}

/**
 * Applies what a login with a right password does to the passwords, in one synchronous step,
 * unless they changed while it was being checked (the check is then stale: the login fails).
 * The current password discards a pending temporary one; the temporary one becomes the
 * password, still to be replaced (updated_password false), and ends the older sessions.
 */
function settle(
  ctx: ApiContext,
  user: UserRow,
  used: 'current' | 'temporary',
  pending: PendingTemporary | undefined,
): Promise<boolean> {
  return inTransaction(ctx, async (ctx) => {
    await lockUser(ctx, user.id);
    if ((await findUserById(ctx, user.id))?.password_hash !== user.password_hash) return false;
    if (used === 'current') {
      await discardTemporaryPassword(ctx, user.id);
      return true;
    }
    if (!pending || (await findTemporaryPassword(ctx, user.id))?.password_hash !== pending.password_hash) return false;
    await updateUser(ctx, user.id, { password_hash: pending.password_hash, updated_password: 0 });
    await discardTemporaryPassword(ctx, user.id);
    await revokeUserSessions(ctx, user.id);
    return true;
  });
}

/**
 * The user whose password this is, or a 401 (403 while the address is locked). Attempts on one
 * address take turns, so each sees the failures of those before it.
 */
function checkLogin(ctx: ApiContext, email: string, password: string): Promise<UserRow> {
  return oneAttemptAtATime(ctx, 'main', email, async () => {
    const user = await findUserByEmail(ctx, 'main', email);
    const pending = user ? await findTemporaryPassword(ctx, user.id) : undefined;
    const locked = await lockError(ctx, 'main', email);
    if (locked) {
      // A locked address still opens with the temporary password mailed by a reset (the mail
      // proves the address; a random password is not guessed): nothing else is checked.
      if (
        !user ||
        !pending ||
        !(await verifyPassword(password, pending.password_hash)) ||
        !(await settle(ctx, user, 'temporary', pending))
      )
        throw locked;
      await clearFailures(ctx, 'main', email);
      return user;
    }
    const attempt = await beginLoginAttempt(ctx, 'main', email);
    const used = user ? await matchPassword(user, pending, password) : null;
    if (!user || !used || !(await settle(ctx, user, used, pending))) {
      await attempt.failed();
      throw new ApiError(401, BAD_CREDENTIALS, { password: messages.WRONG_PASSWORD });
    }
    await attempt.succeeded();
    return user;
  });
}

async function logIn(
  ctx: ApiContext,
  { body, caller, c }: RouteInput<typeof mainLoginCheck>,
): Promise<Handled<typeof mainLoginCheck>> {
  const email = await askingAddress(ctx, c, body.username, 'login');
  const user = await checkLogin(ctx, email, body.password);
  // The session keeps the device it logged in from: the searches that device made before are
  // the user's to open and save (access/rule.ts).
  const { token } = await openSession(ctx, user.id, 'main', false, caller.deviceUuid);
  return { datas: { user: toMainUser(await requireUser(ctx, user.id), token) }, message: LOGGED_IN };
}

async function requestReset(
  ctx: ApiContext,
  { body, pageOrigin, c }: RouteInput<typeof mainRequestReset>,
): Promise<Handled<typeof mainRequestReset>> {
  const email = await askingAddress(ctx, c, body.username, 'reset');
  const user = await findUserByEmail(ctx, 'main', email);
  // Hashed for an unknown address too: the answer, the same (routes/shared.ts), must not come
  // back sooner for it. The current password keeps working (and the sessions go on) until the
  // temporary one is first used: whoever holds a device token can ask a reset, and must not
  // lock anyone out.
  const password = temporaryPassword();
  const hash = await hashPassword(password, ctx.scryptCost);
  if (user) {
    await storeTemporaryPassword(ctx, user.id, hash);
    await sendMail(ctx, temporaryPasswordMail(user, password, linkOrigin(ctx, 'main', pageOrigin)));
  }
  return { datas: null, message: MAIN_RESET_REQUESTED };
}

async function getProfile(
  ctx: ApiContext,
  { auth }: RouteInput<typeof mainGetProfile>,
): Promise<Handled<typeof mainGetProfile>> {
  return { datas: { profile: toMainProfile(await requireUser(ctx, auth.user!.userId)) }, message: '' };
}

async function setProfile(
  ctx: ApiContext,
  { body, auth }: RouteInput<typeof mainSetProfile>,
): Promise<Handled<typeof mainSetProfile>> {
  const password = body.password ?? '';
  if (password !== '' || (body.passwordConfirmation ?? '') !== '') {
    if (password.length < 6) throw invalidInput({ password: messages.PASSWORD_TOO_SHORT });
    if (password !== body.passwordConfirmation)
      throw invalidInput({ passwordConfirmation: messages.PASSWORD_NOT_IDENTICAL });
  }
  const id = auth.user!.userId;
  await updateUser(ctx, id, {
    lastname: body.lastname.trim(),
    firstname: body.firstname.trim(),
    phone: body.phone?.trim(),
    company: body.company.trim(),
    siret: body.siret.trim(),
    fonction: body.fonction?.trim(),
    ...(password ? { password_hash: await hashPassword(password, ctx.scryptCost), updated_password: 1 } : {}),
  });
  // A new password ends the other sessions, as update-password does: a thief's session dies too.
  if (password) {
    await revokeUserSessions(ctx, id, auth.user!.sessionId);
    await discardTemporaryPassword(ctx, id);
  }
  return {
    datas: { profile: toMainProfile(await requireUser(ctx, id)) },
    message: 'Les modifications ont été enregistrées',
  };
}

async function updatePassword(
  ctx: ApiContext,
  { body, auth, c }: RouteInput<typeof mainUpdatePassword>,
): Promise<Handled<typeof mainUpdatePassword>> {
  if (body.password.length < 6) throw invalidInput({ password: messages.PASSWORD_TOO_SHORT });
  if (body.password !== body.passwordConfirmation) {
    throw invalidInput({ passwordConfirmation: messages.PASSWORD_NOT_IDENTICAL });
  }
  const id = auth.user!.userId;
  await updateUser(ctx, id, {
    password_hash: await hashPassword(body.password, ctx.scryptCost),
    updated_password: 1,
  });
  await revokeUserSessions(ctx, id, auth.user!.sessionId);
  await discardTemporaryPassword(ctx, id);
  const token = bearerOf(c.req.header('authorization'))!;
  return { datas: { user: toMainUser(await requireUser(ctx, id), token) }, message: PASSWORD_CHANGED };
}

async function verify(
  ctx: ApiContext,
  { auth, c }: RouteInput<typeof verifyUser>,
): Promise<Handled<typeof verifyUser>> {
  const token = bearerOf(c.req.header('authorization'))!;
  return { datas: { user: toMainUser(await requireUser(ctx, auth.user!.userId), token) }, message: '' };
}

async function logOut(ctx: ApiContext, { auth }: RouteInput<typeof mainLogout>): Promise<Handled<typeof mainLogout>> {
  await revokeSession(ctx, auth.user!.sessionId);
  return { datas: null, message: LOGGED_OUT };
}

/** The mail of a main-site reset: the temporary password, and that the current one still works. */
function temporaryPasswordMail(user: UserRow, password: string, siteOrigin: string) {
  return mail('main', user.email, 'Votre nouveau mot de passe provisoire', [
    `Bonjour ${user.firstname},`,
    '',
    `Voici votre nouveau mot de passe provisoire : ${password}`,
    'Connectez-vous avec ce mot de passe : vous serez invité à en choisir un nouveau.',
    'Votre mot de passe actuel reste valable tant que vous ne vous êtes pas connecté avec le mot de passe provisoire ;' +
      " si vous n'avez rien demandé, ignorez ce message.",
    '',
    siteOrigin + '/',
  ]);
}
