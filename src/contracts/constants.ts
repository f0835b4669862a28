/**
 * Business constants shared by the bundle and the reference API (spec account-layer §9,
 * floor-and-carbon-tools §9). One place, so both sides agree.
 */

/** Addresses ending with this domain sign in through single sign-on, never with a password. */
export const PARTNER_EMAIL_DOMAIN = 'groupe-partenaire.fr';

/** Minimum length of a new password on the main site and of the current password elsewhere. */
export const PASSWORD_MIN_LENGTH = 6;

/** Postal codes are cut to this many characters. */
export const POSTAL_CODE_LENGTH = 5;

/**
 * A postal code as it is typed where only digits make sense (the history's postal filter, the
 * carbon profile): anything but a digit is dropped, and it stops at 5 digits.
 */
export function cleanPostalCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, POSTAL_CODE_LENGTH);
}

/** At most this many recipients for a share by e-mail. */
export const SHARE_MAX_RECIPIENTS = 3;

/** True when the address belongs to the partner organisation (matched at the end of the address). */
export function isPartnerEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${PARTNER_EMAIL_DOMAIN}`);
}

/** A saved simulation's name on the main site: 3 to 50 characters (thermal-break-tool §5). */
export const SIMULATION_NAME_MIN = 3;
export const SIMULATION_NAME_MAX = 50;
