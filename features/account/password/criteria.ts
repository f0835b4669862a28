import { refine, type Struct } from 'superstruct';
import { getPasswordCriteria, type PasswordCriteria } from '@/src/contracts/account/password';
import { Password } from '@/src/ui/form/rules';
import type { Runtime } from '@/src/runtime/runtime';

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

/** Beyond this length a password is checked on its first characters only: the server judges the rest. */
export const CRITERIA_INPUT_CAP = 256;

const skipped = new Set<string>();

/**
 * A criterion's regex, compiled, or null when it cannot be evaluated safely in the page: it does
 * not compile, or it could backtrack catastrophically (`^(a+)+$` freezes the tab on 'aaaa…!').
 * The rule, static and conservative: no backreference, and no quantified group that itself holds
 * a quantifier or an alternation (`(a+)+`, `(a|aa)*`, `(\w{2,})+`). Such a criterion is skipped —
 * not shown, not blocking — with one console error per page, and left to the server, which judges
 * every password anyway. Even a safe regex only ever sees the first `CRITERIA_INPUT_CAP` characters.
 */
export function safeCriterion(key: string, regex: string): RegExp | null {
  let reason: string | null = hasNestedQuantifier(regex) ? 'may backtrack catastrophically' : null;
  let compiled: RegExp | null = null;
  if (!reason) {
    try {
      compiled = new RegExp(regex);
    } catch {
      reason = 'does not compile';
    }
  }
  if (reason && !skipped.has(`${key}\u0000${regex}`)) {
    skipped.add(`${key}\u0000${regex}`);
    console.error(`[ossature] Password criterion "${key}" skipped (its regex ${reason}); the server judges it.`, regex);
  }
  return reason ? null : compiled;
}

/** True for a backreference, or a quantified group holding a quantifier or an alternation. */
function hasNestedQuantifier(regex: string): boolean {
  if (/\\[1-9]|\\k</.test(regex)) return true;
  const groups: boolean[] = []; // per open group: does it hold a quantifier or an alternation?
  let inClass = false;
  for (let i = 0; i < regex.length; i++) {
    const c = regex[i] ?? '';
    if (c === '\\') {
      i++;
    } else if (inClass) {
      inClass = c !== ']';
    } else if (c === '[') {
      inClass = true;
    } else if (c === '(') {
      groups.push(false);
    } else if (c === ')') {
      const risky = groups.pop() ?? false;
      const next = regex[i + 1];
      if (risky && (next === '*' || next === '+' || next === '{')) return true;
      if (risky && groups.length > 0) groups[groups.length - 1] = true;
    } else if ('*+{|'.includes(c) || (c === '?' && regex[i - 1] !== '(')) {
      if (groups.length > 0) groups[groups.length - 1] = true;
    }
  }
  return false;
}

/**
 * Each criterion that can be evaluated safely (see `safeCriterion`), met or not, in the server's
 * order; the others are left out, and to the server.
 */
export function checkCriteria(criteria: PasswordCriteria, password: string): CriterionState[] {
  const tested = password.slice(0, CRITERIA_INPUT_CAP);
  return Object.entries(criteria).flatMap(([key, { regex, message }]) => {
    const compiled = safeCriterion(key, regex);
    return compiled ? [{ key, message, met: compiled.test(tested) }] : [];
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
