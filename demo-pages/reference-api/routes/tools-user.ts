import type { Hono } from 'hono';
import { isPartnerEmail, messages } from '@/src/contracts';
import { confirmEmail, updateEmail } from '@/src/contracts/account/email';
import { toolsGetUser, toolsUpdateUser, type ToolsUpdateUserBody } from '@/src/contracts/account/profile';
import { checkSignedLink, createLink, markLinkUsed } from '../auth/links';
import { openSession } from '../auth/tokens';
import type { ApiContext } from '../context';
import { ApiError, invalidInput } from '../http/api-error';
import { route, type Handled, type RouteInput, type SiteScope } from '../http/route';
import { enforceLimit } from '../limits/rate-limit';
import { mail, sendMail } from '../outbox/outbox';
import { findUserByEmail, requireUser, toToolsProfile, toToolsUser, updateUser, type UserRow } from '../users/users';
import { linkOrigin, PARTNER_MUST_USE_SSO } from './shared';

const BODY_TO_COLUMN = {
  civility: 'civility',
  firstname: 'firstname',
  lastname: 'lastname',
  company: 'company',
  phone: 'phone',
  siret: 'siret',
  fonction: 'fonction',
  activity: 'activity',
  address: 'address',
  addressComplement: 'address_complement',
  postalCode: 'postal_code',
  city: 'city',
  country: 'country',
} as const satisfies Record<keyof ToolsUpdateUserBody, keyof UserRow>;

/** Profile and e-mail change on the floor and carbon sites. */
export function toolsUserRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;
  route(app, scope, toolsGetUser, (input) => getUser(ctx, input));
  route(app, scope, toolsUpdateUser, (input) => updateProfile(ctx, input));
  route(app, scope, updateEmail, (input) => requestEmailChange(scope, input));
  route(app, scope, confirmEmail, (input) => confirmEmailChange(ctx, input));
}

async function getUser(
  ctx: ApiContext,
  { auth }: RouteInput<typeof toolsGetUser>,
): Promise<Handled<typeof toolsGetUser>> {
  return { datas: { user: toToolsProfile(await requireUser(ctx, auth.user!.userId)) }, message: '' };
}

async function updateProfile(
  ctx: ApiContext,
  { body, auth }: RouteInput<typeof toolsUpdateUser>,
): Promise<Handled<typeof toolsUpdateUser>> {
  const changes: Partial<Record<(typeof BODY_TO_COLUMN)[keyof typeof BODY_TO_COLUMN], string>> = {};
  for (const [field, column] of Object.entries(BODY_TO_COLUMN)) {
    const value = body[field as keyof ToolsUpdateUserBody];
    if (value !== undefined) changes[column] = value.trim();
  }
  await updateUser(ctx, auth.user!.userId, changes);
  return {
    datas: { user: toToolsProfile(await requireUser(ctx, auth.user!.userId)) },
    message: 'Vos informations ont bien été mises à jour.',
  };
}

async function requestEmailChange(
  { ctx, site }: SiteScope,
  { body, auth, pageOrigin, c }: RouteInput<typeof updateEmail>,
): Promise<Handled<typeof updateEmail>> {
  const user = await requireUser(ctx, auth.user!.userId);
  const [current, next] = [body.currentEmail.trim(), body.newEmail.trim()];
  if (current.toLowerCase() !== user.email.toLowerCase()) {
    throw invalidInput({ currentEmail: 'Cette adresse ne correspond pas à votre adresse e-mail actuelle.' });
  }
  if (next.toLowerCase() === current.toLowerCase())
    throw invalidInput({ newEmail: messages.EMAILS_IDENTICAL }, messages.EMAILS_IDENTICAL);
  if (isPartnerEmail(next)) throw invalidInput({ newEmail: PARTNER_MUST_USE_SSO }, PARTNER_MUST_USE_SSO);
  if (await findUserByEmail(ctx, 'tools', next))
    throw invalidInput({ newEmail: messages.EMAIL_TAKEN }, messages.EMAIL_TAKEN);
  await enforceLimit(ctx, c, 'emailChange', { account: user.id, addresses: [next] });
  const link = await createLink(ctx, 'email-change', user.id, next);
  const origin = linkOrigin(ctx, site, pageOrigin);
  await sendMail(
    ctx,
    mail(site, next, 'Confirmez votre nouvelle adresse e-mail', [
      `Bonjour ${user.firstname},`,
      '',
      'Pour confirmer votre nouvelle adresse e-mail, ouvrez ce lien (valable 24 heures) :',
      `${origin}/user/data/email/?${new URLSearchParams({ ...link })}`,
    ]),
  );
  await sendMail(
    ctx,
    mail(site, user.email, 'Changement de votre adresse e-mail', [
      `Bonjour ${user.firstname},`,
      '',
      `Un changement d'adresse e-mail vers ${next} a été demandé pour votre compte.`,
      "Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe.",
    ]),
  );
  const message = `Un e-mail de confirmation a été envoyé à ${next}. Ouvrez le lien qu'il contient pour valider votre nouvelle adresse.`;
  return { datas: { message }, message };
}

async function confirmEmailChange(
  ctx: ApiContext,
  { body }: RouteInput<typeof confirmEmail>,
): Promise<Handled<typeof confirmEmail>> {
  const row = await checkSignedLink(ctx, 'email-change', body);
  const newEmail = row.new_email!;
  const owner = await findUserByEmail(ctx, 'tools', newEmail);
  if (owner && owner.id !== row.user_id) throw new ApiError(403, messages.EMAIL_TAKEN);
  await updateUser(ctx, row.user_id, { email: newEmail });
  await markLinkUsed(ctx, row);
  const session = await openSession(ctx, row.user_id, 'tools');
  const message = 'Votre adresse e-mail a bien été modifiée.';
  return {
    datas: {
      user: toToolsUser(await requireUser(ctx, row.user_id)),
      token: session.token,
      refreshToken: session.refreshToken!,
      message,
    },
    message,
  };
}
