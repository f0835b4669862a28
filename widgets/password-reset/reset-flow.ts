import { type } from 'superstruct';
import { newPassword } from '@/features/account/password/criteria';
import { ROUTES } from '@/features/account/routes';
import { done, guardApi, refused, type Refused } from '@/src/api/outcome';
import { resetPassword as resetPasswordCall, type PasswordCriteria } from '@/src/contracts/account/password';
import type { Runtime } from '@/src/runtime/runtime';
import { Password, sameAs } from '@/src/ui/form/rules';
import { validateWith } from '@/src/ui/form/struct-validator';
import { RESET_MESSAGES as M } from './messages';

/**
 * Setting a new password from the mailed reset link, without React (account-layer §2 "Popups of
 * the floor and carbon sites", §5, §8; floor-and-carbon-tools §7 "Set new password").
 */

/** The path segment of the reset page; the token is the next segment: /mot-de-passe-oublie/{token}. */
export const RESET_SEGMENT = 'mot-de-passe-oublie';

/** Where a successful reset goes: the home page, whose header says so and opens the login popup. */
export const RESET_DONE_URL = `${ROUTES.home}#/reset-done`;

/** The token after the reset segment, or null when the path has no segment or no token. */
export function readResetToken(pathname: string): string | null {
  const segments = pathname.split('/');
  const at = segments.indexOf(RESET_SEGMENT);
  if (at < 0) return null;
  const raw = segments[at + 1] ?? '';
  let token = raw;
  try {
    token = decodeURIComponent(raw);
  } catch {
    /* a malformed escape: send it as it is */
  }
  return token.trim() || null;
}

export interface ResetValues {
  password?: string;
  passwordConfirmation?: string;
}
export type ResetErrors = Partial<Record<keyof ResetValues, string>>;

/**
 * Both fields required; the confirmation equal ('Le mot de passe n'est pas identique'); the
 * password meeting the server's criteria when they could be loaded.
 */
export function resetStruct(criteria: PasswordCriteria | undefined) {
  return type({
    password: newPassword(criteria),
    passwordConfirmation: sameAs('password', M.notIdentical, Password),
  });
}

export function validateReset(values: ResetValues, criteria: PasswordCriteria | undefined): ResetErrors {
  return (validateWith(resetStruct(criteria))(values) ?? {}) as ResetErrors;
}

/**
 * `linkRefused`: the refusal is about the link (used, expired, unknown), not the password: a new
 * link must be asked for.
 */
export type ResetOutcome = { kind: 'done' } | ResetRefused;
export type ResetRefused = Refused & { fields: ResetErrors; linkRefused: boolean };

const SERVER_FIELDS: Record<string, keyof ResetValues> = {
  'plainPassword.password': 'password',
  'plainPassword.passwordConfirmation': 'passwordConfirmation',
  plainPassword: 'password',
};

/**
 * PUT /api/user/password/reset/ {plainPassword: {password, passwordConfirmation}, token}. A
 * refusal (used or expired link, weak password) toasts the server message (spec §8) and puts the
 * server's field errors under the fields; never throws for an API problem.
 */
export async function resetPassword(
  rt: Pick<Runtime, 'api'>,
  token: string,
  values: ResetValues,
): Promise<ResetOutcome> {
  const outcome = await guardApi(() => sendReset(rt, token, values));
  // Unreachable, the server said nothing of the link: the same one may be tried again.
  return 'linkRefused' in outcome || outcome.kind === 'done' ? outcome : { ...outcome, fields: {}, linkRefused: false };
}

async function sendReset(rt: Pick<Runtime, 'api'>, token: string, values: ResetValues): Promise<ResetOutcome> {
  const reply = await rt.api.call(resetPasswordCall, {
    body: {
      plainPassword: { password: values.password ?? '', passwordConfirmation: values.passwordConfirmation ?? '' },
      token,
    },
  });
  if (reply.ok) return { kind: 'done' };
  const fields: ResetErrors = {};
  for (const [key, message] of Object.entries(reply.error ?? {})) {
    const name = SERVER_FIELDS[key];
    if (name && !fields[name]) fields[name] = message;
  }
  // The server judges the link with a 403 and the password with a 400 and its field errors.
  return { ...refused(reply.message), fields, linkRefused: reply.status === 403 };
}

/** The link's check: the two fields differ, which no server accepts, whatever its criteria. */
const CHECK_PAIR = { password: 'verification-1', passwordConfirmation: 'verification-2' };

/** What the check of the link says as the popup opens: refused carries the server's message. */
export type LinkCheck = { kind: 'alive' } | { kind: 'refused'; message: string };

/**
 * Whether the mailed link still works, asked as the popup opens, so that a used or
 * expired link is said before the visitor types a new password twice. The API has no call for
 * it (account-layer §7): this is the reset call itself with a confirmation that differs from the
 * password, which changes nothing. A server judges the link first (403, its message: the same
 * answer the save gets) and the pair after (400: the link works). Anything else — unreachable, or
 * a server that judges the pair first — counts as alive: the save then says what is wrong, as it
 * did before. docs/tools/account.md 'The reset link is checked at opening'.
 */
export async function checkResetLink(rt: Pick<Runtime, 'api'>, token: string): Promise<LinkCheck> {
  const outcome = await guardApi(async () => {
    const reply = await rt.api.call(resetPasswordCall, { body: { plainPassword: CHECK_PAIR, token } });
    if (!reply.ok && reply.status === 403) return { kind: 'refused-link' as const, message: reply.message };
    return done();
  });
  return outcome.kind === 'refused-link'
    ? { kind: 'refused', message: outcome.message.trim() || M.linkRefused }
    : { kind: 'alive' };
}
