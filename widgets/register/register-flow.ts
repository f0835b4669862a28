import { optional, refine, string, type, type Infer } from 'superstruct';
import { newPassword } from '@/features/account/password/criteria';
import { stepHolding } from '@/features/wizard/wizard';
import { done, guardApi, refused, type Done, type Refused } from '@/src/api/outcome';
import { Email, isPartnerEmail, mustBeTrue, POSTAL_CODE_LENGTH, Required, type FieldErrors } from '@/src/contracts';
import type { PasswordCriteria } from '@/src/contracts/account/password';
import { register, type RegisterToolsBody } from '@/src/contracts/account/register';
import type { Runtime } from '@/src/runtime/runtime';
import { sameAs } from '@/src/ui/form/rules';
import { validateWith } from '@/src/ui/form/struct-validator';
import { emailKey } from './email-availability';
import { REGISTER_MESSAGES as M } from './messages';

/**
 * The registration of the floor and carbon sites without React (floor-and-carbon-tools §4.3, §5):
 * validation of each step, the e-mail availability check, the payload and the submission.
 */

/** What the form holds. Civility 'other' is sent as '' (the spec's blank for other). */
export interface RegisterValues {
  civility?: 'mr' | 'mme' | 'other';
  lastName?: string;
  firstName?: string;
  email?: string;
  activity?: string;
  fonction?: string;
  company?: string;
  siret?: string;
  tel?: string;
  address?: string;
  addressComplement?: string;
  postalCode?: string;
  city?: string;
  country?: string;
  rgpd?: boolean;
  password?: string;
  passwordRepeat?: string;
}

export type RegisterStep = 1 | 2;
export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;
export type RegisterBody = Infer<typeof RegisterToolsBody>;

/** The fields of step 1 ('identity and company'); the others (the password pair) are step 2. */
export const IDENTITY_FIELDS: readonly (keyof RegisterValues)[] = [
  'civility',
  'lastName',
  'firstName',
  'email',
  'activity',
  'fonction',
  'company',
  'siret',
  'tel',
  'address',
  'addressComplement',
  'postalCode',
  'city',
  'country',
  'rgpd',
];
export const PASSWORD_FIELDS: readonly (keyof RegisterValues)[] = ['password', 'passwordRepeat'];
const FORM_FIELDS = new Set<string>([...IDENTITY_FIELDS, ...PASSWORD_FIELDS]);
/** The fields of each step, in order (the wizard's steps). */
export const STEP_FIELDS = [{ fields: IDENTITY_FIELDS }, { fields: PASSWORD_FIELDS }] as const;

/** Server field names of the other reading of the payload, as the form names them. */
const SERVER_ALIASES: Record<string, keyof RegisterValues> = {
  'plainPassword.password': 'password',
  'plainPassword.passwordConfirmation': 'passwordRepeat',
  plainPassword: 'password',
};

/** The postal code is cut to 5 characters as it is typed. */
export function cutPostalCode(value: string): string {
  return value.slice(0, POSTAL_CODE_LENGTH);
}

/** An address the registration takes: not a partner one (those sign in by single sign-on). */
const OwnEmail = refine(Email, 'notPartner', (email) => !isPartnerEmail(email) || M.partnerEmail);

/**
 * Step 1: names and e-mail required, e-mail valid, not a partner one and not known taken,
 * consent ticked.
 */
export function identityStruct(taken: ReadonlySet<string>) {
  return type({
    lastName: Required,
    firstName: Required,
    email: refine(OwnEmail, 'available', (email) => !taken.has(emailKey(email)) || M.emailTaken),
    postalCode: optional(refine(string(), 'digits', (code) => /^\d*$/.test(code) || M.postalCodeDigits)),
    rgpd: mustBeTrue(M.rgpdRequired),
  });
}

/**
 * Step 2: password required and meeting the server's criteria (when they could be loaded: the
 * server stays the judge), repetition equal to it.
 */
export function passwordStruct(criteria: PasswordCriteria | undefined) {
  return type({ password: newPassword(criteria), passwordRepeat: sameAs('password', M.repeatMismatch) });
}

export function validateIdentity(values: RegisterValues, taken: ReadonlySet<string>): RegisterErrors {
  return (validateWith(identityStruct(taken))(values) ?? {}) as RegisterErrors;
}

export function validatePassword(values: RegisterValues, criteria: PasswordCriteria | undefined): RegisterErrors {
  return (validateWith(passwordStruct(criteria))(values) ?? {}) as RegisterErrors;
}

export interface ValidationContext {
  taken: ReadonlySet<string>;
  criteria: PasswordCriteria | undefined;
}

/** The errors of the step on screen only: the other step's fields must not block it. */
export function validateStep(step: RegisterStep, values: RegisterValues, context: ValidationContext): RegisterErrors {
  return step === 1 ? validateIdentity(values, context.taken) : validatePassword(values, context.criteria);
}

/** The floor/carbon reading of the payload (floor-and-carbon-tools §7, Register). */
export function toRegisterBody(values: RegisterValues): RegisterBody {
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    lastName: text(values.lastName),
    firstName: text(values.firstName),
    email: text(values.email),
    company: text(values.company),
    rgpd: true,
    password: values.password ?? '',
    passwordRepeat: values.passwordRepeat ?? '',
    address: text(values.address),
    addressComplement: text(values.addressComplement),
    activity: (values.activity ?? '') as RegisterBody['activity'],
    city: text(values.city),
    civility: values.civility === 'mr' || values.civility === 'mme' ? values.civility : '',
    country: text(values.country),
    fonction: text(values.fonction),
    postalCode: cutPostalCode(text(values.postalCode)),
    siret: text(values.siret),
    tel: text(values.tel),
  };
}

/**
 * `fields` are keyed by the form's names; `step` is where they are (1 if any is on step 1): the
 * wizard opens it. An unreachable server gives a toast only, and the form stays on its step.
 */
export type RegisterOutcome = Done<{ email: string }> | (Refused & { fields?: RegisterErrors; step?: RegisterStep });

/** The server's field errors under the form's names; fields the form does not have are dropped. */
export function formFieldErrors(error: FieldErrors | null): RegisterErrors {
  const fields: RegisterErrors = {};
  for (const [key, message] of Object.entries(error ?? {})) {
    const name = SERVER_ALIASES[key] ?? key;
    if (FORM_FIELDS.has(name) && !(name in fields)) fields[name as keyof RegisterValues] = message;
  }
  return fields;
}

export function stepOf(fields: RegisterErrors): RegisterStep {
  return stepHolding(STEP_FIELDS, fields) === 0 ? 1 : 2;
}

/**
 * POST /api/register/. A refusal toasts the first value of the server's error map (else its
 * message) and places the field errors under the fields; a network or server failure toasts the
 * client's French message. Never throws for an API problem.
 */
export function submitRegistration(rt: Pick<Runtime, 'api'>, values: RegisterValues): Promise<RegisterOutcome> {
  const body = toRegisterBody(values);
  return guardApi(async () => {
    const reply = await rt.api.call(register, { body });
    if (reply.ok) return done({ email: body.email });
    const fields = formFieldErrors(reply.error);
    const first = Object.values(reply.error ?? {})[0];
    return { ...refused(first || reply.message, fields), step: stepOf(fields) };
  });
}
