import type { Hono } from 'hono';
import { messages } from '@/src/contracts';
import { resetPassword, toolsRequestReset, toolsUpdatePassword } from '@/src/contracts/account/password';
import { checkTokenLink, createLink, markLinkUsed } from '../auth/links';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { clearFailures } from '../auth/throttle';
import { revokeUserSessions } from '../auth/tokens';
import type { ApiContext } from '../context';
import { invalidInput } from '../http/api-error';
import { route, type Handled, type RouteInput, type SiteScope } from '../http/route';
import { mail, sendMail } from '../outbox/outbox';
import { findUserByEmail, requireUser, updateUser } from '../users/users';
import { askingAddress, assertCriteria, linkOrigin, PASSWORD_CHANGED, TOOLS_RESET_REQUESTED } from './shared';

/** The path segment of the password-reset page; the token follows it. */
export const RESET_SEGMENT = 'mot-de-passe-oublie';

/** Password change, reset request and reset on the floor and carbon sites. */
export function toolsPasswordRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;
  route(app, scope, toolsUpdatePassword, (input) => updatePassword(ctx, input));
  route(app, scope, toolsRequestReset, (input) => requestReset(scope, input));
  route(app, scope, resetPassword, (input) => resetWithLink(ctx, input));
}

async function updatePassword(
  ctx: ApiContext,
  { body, auth }: RouteInput<typeof toolsUpdatePassword>,
): Promise<Handled<typeof toolsUpdatePassword>> {
  const user = await requireUser(ctx, auth.user!.userId);
  if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
    throw invalidInput(
      { currentPassword: 'Le mot de passe actuel est incorrect.' },
      'Le mot de passe actuel est incorrect.',
    );
  }
  const { password, passwordConfirmation } = body.plainPassword;
  if (password !== passwordConfirmation) {
    throw invalidInput({ 'plainPassword.passwordConfirmation': messages.PASSWORD_NOT_IDENTICAL });
  }
  assertCriteria(password, 'plainPassword.password');
  await updateUser(ctx, user.id, { password_hash: await hashPassword(password, ctx.scryptCost) });
  await revokeUserSessions(ctx, user.id, auth.user!.sessionId);
  return { datas: null, message: PASSWORD_CHANGED };
}

async function requestReset(
  { ctx, site }: SiteScope,
  { body, pageOrigin, c }: RouteInput<typeof toolsRequestReset>,
): Promise<Handled<typeof toolsRequestReset>> {
  const email = await askingAddress(ctx, c, body.email, 'reset');
  // The same answer for an unknown address (routes/shared.ts): only the mail differs.
  const user = await findUserByEmail(ctx, 'tools', email);
  if (user) {
    const { token } = await createLink(ctx, 'password-reset', user.id);
    await sendMail(
      ctx,
      mail(site, user.email, 'Réinitialisez votre mot de passe', [
        `Bonjour ${user.firstname},`,
        '',
        'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :',
        `${linkOrigin(ctx, site, pageOrigin)}/${RESET_SEGMENT}/${token}`,
        '',
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
      ]),
    );
  }
  return { datas: null, message: TOOLS_RESET_REQUESTED };
}

async function resetWithLink(
  ctx: ApiContext,
  { body }: RouteInput<typeof resetPassword>,
): Promise<Handled<typeof resetPassword>> {
  const row = await checkTokenLink(ctx, 'password-reset', body.token);
  const pair =
    typeof body.plainPassword === 'string'
      ? { password: body.plainPassword, passwordConfirmation: body.plainPassword }
      : body.plainPassword;
  if (pair.password !== pair.passwordConfirmation) {
    throw invalidInput({ 'plainPassword.passwordConfirmation': messages.PASSWORD_NOT_IDENTICAL });
  }
  assertCriteria(pair.password, 'plainPassword.password');
  const user = await requireUser(ctx, row.user_id);
  // The mail proves the address, so a reset also activates an account never activated.
  await updateUser(ctx, user.id, {
    password_hash: await hashPassword(pair.password, ctx.scryptCost),
    activated_at: user.activated_at ?? ctx.now(),
  });
  await markLinkUsed(ctx, row);
  await revokeUserSessions(ctx, user.id);
  await clearFailures(ctx, 'tools', user.email);
  return { datas: null, message: PASSWORD_CHANGED };
}
