import { messages } from '@/src/contracts';

/**
 * The change-password popup opened by the reset link (account-layer §2, §5, §8). Validation
 * messages are the spec's; the title, texts and labels, which the spec does not give, are ours.
 */
export const RESET_MESSAGES = {
  title: 'Changement de mot de passe',
  text: 'Choisissez votre nouveau mot de passe, puis confirmez-le. Vous pourrez ensuite vous connecter avec.',
  password: 'Nouveau mot de passe',
  passwordConfirmation: 'Confirmation du mot de passe',
  submit: 'Enregistrer',
  pleaseWait: 'Veuillez patienter',
  reopen: 'Choisir mon nouveau mot de passe',
  newLink: 'Demander un nouveau lien',
  /** When the server refuses the link without a message of its own. */
  linkRefused: "Ce lien n'est plus valable. Demandez-en un nouveau.",
  required: messages.REQUIRED,
  notIdentical: messages.PASSWORD_NOT_IDENTICAL,
} as const;
