/**
 * French validation messages that both sides produce, verbatim from the spec (account-layer §5,
 * floor-and-carbon-tools §5). The reference API returns them in `error` maps; the forms show them.
 */
export const REQUIRED = 'Champ obligatoire';
/** The main site's login: a wrong password, said under the password field (account-layer §8). */
export const WRONG_PASSWORD = 'Mot de passe incorrect';
export const INVALID_EMAIL = 'E-mail invalide';
/**
 * A name, subject or address holding a control character (a line break, NUL…): it could split a
 * mail header (the spec gives no wording).
 */
export const CONTROL_CHARACTERS = 'Caractères non autorisés';
export const PASSWORD_TOO_SHORT = '6 caractères au minimum';
export const PASSWORD_NOT_IDENTICAL = "Le mot de passe n'est pas identique";
export const PASSWORD_REPEAT_MISMATCH = 'Le mot passe ne correspond pas.';
export const RGPD_REQUIRED = 'Ce champ est nécessaire';
export const EMAIL_TAKEN = 'Un compte existe déjà avec cette adresse e-mail.';
/** A partner address (`isPartnerEmail`) has no password account: the registration refuses it. */
export const PARTNER_MUST_USE_SSO =
  "Les comptes de l'organisation partenaire se connectent avec la connexion unique partenaire, sans mot de passe.";
export const EMAILS_IDENTICAL =
  'Les adresses e-mail sont identiques. Veuillez renseigner une adresse e-mail différente.';
/** Used for a value of the wrong type or outside its allowed set (the spec gives no wording). */
export const INVALID_VALUE = 'Valeur invalide';
/** A simulation name outside 3–50 characters (thermal-break-tool §5). */
export const SIMULATION_NAME_LENGTH = 'Entre 3 et 50 caractères';
/** Send-by-e-mail: more recipients than allowed (the spec's form stops at 3; no wording given). */
export const TOO_MANY_RECIPIENTS = '3 destinataires au maximum';
