import { refine, type Struct } from 'superstruct';
import { getPasswordCriteria, type PasswordCriteria } from '../../../src/contracts/account/password';
import { Password } from '../../../src/ui/form/rules';
import type { Runtime } from '../../../src/runtime/runtime';

let cached: Promise<PasswordCriteria> | null = null;

/**
 * The server's password criteria (floor and carbon sites), fetched once per page. Read when the
 * status is 200 (the spec); any failure yields an empty map so the form still works and the
 * server stays the judge.
 */
export function loadPasswordCriteria(rt: Runtime): Promise<PasswordCriteria> {
  cached ??= rt.api.call(getPasswordCriteria).then(
    (reply) => (reply.ok && reply.status === 200 ? reply.datas.criteria : {}),
    (error) => {
      console.error('[ossature] Password criteria unavailable.', error);
      cached = null;
      return {};
    },
  );
  return cached;
}

export interface CriterionState {
  key: string;
  message: string;
  met: boolean;
}

/** Each criterion, met or not, in the server's order. A regex the browser rejects counts as met. */
export function checkCriteria(criteria: PasswordCriteria, password: string): CriterionState[] {
  return Object.entries(criteria).map(([key, { regex, message }]) => {
    let met = true;
    try {
      met = new RegExp(regex).test(password);
    } catch {
      /* a server typo must not block the user */
    }
    return { key, message, met };
  });
}

/** Shown under a new password that misses a criterion (the checklist below it says which). */
export const CRITERIA_UNMET = 'Le mot de passe ne respecte pas tous les critères ci-dessous.';

/**
 * The field rule of every form that sets a password (registration, reset, change): the
 * criteria must all be met once they are known; while they load, or when they could not be
 * loaded, the server stays the judge.
 */
export function criteriaRule(
  criteria: PasswordCriteria | undefined,
): (value: string | undefined) => string | undefined {
  return (value) => (criteria && !meetsCriteria(criteria, value ?? '') ? CRITERIA_UNMET : undefined);
}

/** `criteriaRule` as a struct: a new password, required, meeting the criteria once they are known. */
export function newPassword(criteria: PasswordCriteria | undefined): Struct<string, null> {
  return refine(Password, 'criteria', (value) => criteriaRule(criteria)(value) ?? true);
}

/** True when every criterion is met: the form may be sent. */
export function meetsCriteria(criteria: PasswordCriteria, password: string): boolean {
  return checkCriteria(criteria, password).every((c) => c.met);
}
