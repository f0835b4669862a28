import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordCriteria } from '@/src/contracts/account/password';

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: cost, maxmem: 256 * cost * 8 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$cost$salt$key`, all base64: the cost travels with the hash so it can be raised later. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, cost, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The password criteria of the floor and carbon sites (the spec leaves them to the server).
 * The client shows them as a live checklist; the server applies the same regexes.
 */
export const PASSWORD_CRITERIA: PasswordCriteria = {
  length: { regex: '^.{8,}$', message: 'Au moins 8 caractères' },
  uppercase: { regex: '[A-Z]', message: 'Au moins une lettre majuscule' },
  lowercase: { regex: '[a-z]', message: 'Au moins une lettre minuscule' },
  digit: { regex: '[0-9]', message: 'Au moins un chiffre' },
  special: { regex: '[^A-Za-z0-9]', message: 'Au moins un caractère spécial' },
};

/** The messages of the criteria the password does not meet, in the map's order. */
export function unmetCriteria(password: string, criteria: PasswordCriteria = PASSWORD_CRITERIA): string[] {
  return Object.values(criteria)
    .filter((c) => !new RegExp(c.regex).test(password))
    .map((c) => c.message);
}
