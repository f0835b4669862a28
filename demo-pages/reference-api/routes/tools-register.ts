import type { Hono } from 'hono';
import { isEmail, isPartnerEmail, messages } from '@/src/contracts';
import { RegisterAcceptedBody } from '@/src/contracts/account/register-accepted';
import { emailAvailable } from '@/src/contracts/account/email';
import { getPasswordCriteria } from '@/src/contracts/account/password';
import { enableAccount, register } from '@/src/contracts/account/register';
import { createLink, LinkRefused, markLinkUsed, checkSignedLink, type SignedLink } from '../auth/links';
import { hashPassword, PASSWORD_CRITERIA } from '../auth/passwords';
import type { ApiContext, SiteKey } from '../context';
import { ApiError, invalidInput } from '../http/api-error';
import { route, type Handled, type RouteInput, type SiteScope } from '../http/route';
import { enforceLimit } from '../limits/rate-limit';
import { mail, sendMail } from '../outbox/outbox';
import { findUserByEmail, findUserById, insertUserIfNew, updateUser, type NewUser } from '../users/users';
import { assertCriteria, linkOrigin, PARTNER_MUST_USE_SSO } from './shared';

const ALREADY_ACTIVATED = 'Votre compte est déjà activé. Vous pouvez vous connecter.';

export function activationUrl(origin: string, link: SignedLink): string {
  return `${origin}/activation/?${new URLSearchParams({ ...link })}`;
}

async function sendActivation(
  ctx: ApiContext,
  site: SiteKey,
  origin: string,
  userId: number,
  email: string,
  firstname: string,
) {
  const link = await createLink(ctx, 'activation', userId);
  await sendMail(
    ctx,
    mail(site, email, 'Activez votre compte', [
      `Bonjour ${firstname},`,
      '',
      'Merci pour votre inscription. Pour activer votre compte, ouvrez ce lien (valable 48 heures) :',
      activationUrl(origin, link),
    ]),
  );
}

/** The register call as served: the client's contract, with the server's wider body (lower-case names too). */
const registerAsServed = { ...register, body: RegisterAcceptedBody };

/** Registration, activation, e-mail availability and the password criteria. */
export function toolsRegisterRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;
  route(app, scope, registerAsServed, (input) => registerUser(scope, input));
  route(app, scope, enableAccount, (input) => activateAccount(scope, input));
  route(app, scope, emailAvailable, (input) => checkEmailAvailable(ctx, input));
  route(app, scope, getPasswordCriteria, passwordCriteria);
}

type RegisterBody = RouteInput<typeof registerAsServed>['body'];

/** Both readings of the spec: password/passwordRepeat or plainPassword{password, passwordConfirmation}. */
function passwordsOf(body: RegisterBody): [password: string, repeat: string, repeatField: string, mismatch: string] {
  return 'plainPassword' in body
    ? [
        body.plainPassword.password,
        body.plainPassword.passwordConfirmation,
        'plainPassword.passwordConfirmation',
        messages.PASSWORD_NOT_IDENTICAL,
      ]
    : [body.password, body.passwordRepeat, 'passwordRepeat', messages.PASSWORD_REPEAT_MISMATCH];
}

/** The new account's profile, from either reading of the body. */
function profileOf(body: RegisterBody, email: string): NewUser {
  return 'plainPassword' in body
    ? {
        realm: 'tools',
        email,
        firstname: body.firstName.trim(),
        lastname: body.lastName.trim(),
        company: body.company ?? '',
      }
    : {
        realm: 'tools',
        email,
        civility: body.civility,
        firstname: body.firstName.trim(),
        lastname: body.lastName.trim(),
        company: body.company,
        phone: body.tel,
        siret: body.siret,
        fonction: body.fonction,
        activity: body.activity,
        address: body.address,
        address_complement: body.addressComplement,
        postal_code: body.postalCode,
        city: body.city,
        country: body.country,
      };
}

async function registerUser(
  { ctx, site }: SiteScope,
  { body, pageOrigin, c }: RouteInput<typeof registerAsServed>,
): Promise<Handled<typeof registerAsServed>> {
  const [password, repeat, repeatField, mismatch] = passwordsOf(body);
  const email = body.email.trim();
  if (isPartnerEmail(email)) throw invalidInput({ email: PARTNER_MUST_USE_SSO }, PARTNER_MUST_USE_SSO);
  // Per IP only: an address is registered (and mailed) once; the per-address bound is the activation's.
  await enforceLimit(ctx, c, 'register', { byIp: true });
  if (await findUserByEmail(ctx, 'tools', email))
    throw invalidInput({ email: messages.EMAIL_TAKEN }, messages.EMAIL_TAKEN);
  if (password !== repeat) throw invalidInput({ [repeatField]: mismatch });
  assertCriteria(password, 'password');
  const profile = profileOf(body, email);
  const passwordHash = await hashPassword(password, ctx.scryptCost);
  // Checked again after the hash: the same address may have been registered in the meantime by
  // a parallel request (of this instance or another). The insert itself refuses a taken address.
  const id = await insertUserIfNew(ctx, {
    ...(Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined)) as NewUser),
    password_hash: passwordHash,
    rgpd: 1,
    activated_at: null,
  });
  if (id === null) throw invalidInput({ email: messages.EMAIL_TAKEN }, messages.EMAIL_TAKEN);
  await sendActivation(ctx, site, linkOrigin(ctx, site, pageOrigin), id, email, profile.firstname ?? '');
  return {
    datas: { user: { id, email } },
    message: 'Votre compte a bien été créé. Un e-mail vous a été envoyé pour activer votre compte.',
  };
}

async function activateAccount(
  { ctx, site }: SiteScope,
  { body, pageOrigin, c }: RouteInput<typeof enableAccount>,
): Promise<Handled<typeof enableAccount>> {
  try {
    const row = await checkSignedLink(ctx, 'activation', body);
    const user = (await findUserById(ctx, row.user_id))!;
    await markLinkUsed(ctx, row);
    if (user.activated_at !== null) return { datas: { status: 'alreadyActivated' }, message: ALREADY_ACTIVATED };
    await updateUser(ctx, user.id, { activated_at: ctx.now() });
    return {
      datas: { status: 'nowActivated' },
      message: 'Votre compte est maintenant activé. Vous pouvez vous connecter.',
    };
  } catch (error) {
    if (!(error instanceof LinkRefused) || !error.row) throw error;
    const user = (await findUserById(ctx, error.row.user_id))!;
    if (error.problem === 'used' || user.activated_at !== null) {
      return { datas: { status: 'alreadyActivated' }, message: ALREADY_ACTIVATED };
    }
    // An expired activation link sends a fresh one: the user should not be stuck.
    await enforceLimit(ctx, c, 'activation', { byIp: true, addresses: [user.email] });
    await sendActivation(ctx, site, linkOrigin(ctx, site, pageOrigin), user.id, user.email, user.firstname);
    throw new ApiError(403, "Ce lien d'activation a expiré. Un nouveau lien vient de vous être envoyé par e-mail.");
  }
}

async function checkEmailAvailable(
  ctx: ApiContext,
  { params }: RouteInput<typeof emailAvailable>,
): Promise<Handled<typeof emailAvailable>> {
  const email = (params.email ?? '').trim();
  if (!isEmail(email)) throw invalidInput({ email: messages.INVALID_EMAIL }, messages.INVALID_EMAIL);
  return { datas: { available: !(await findUserByEmail(ctx, 'tools', email)) }, message: '' };
}

function passwordCriteria(): Handled<typeof getPasswordCriteria> {
  return { datas: { criteria: PASSWORD_CRITERIA }, message: '' };
}
