import { messages } from '@/src/contracts';

/**
 * The registration page's copy (account-layer §2 and §5, floor-and-carbon-tools §2.3 and §5).
 * Validation messages are the spec's, verbatim; labels and texts the spec does not give are ours.
 */
export const REGISTER_MESSAGES = {
  identityTitle: 'Votre identité et votre entreprise',
  passwordTitle: 'Votre mot de passe',
  civility: 'Civilité',
  civilityMr: 'M.',
  civilityMme: 'Mme',
  civilityOther: 'Autre',
  lastName: 'Nom',
  firstName: 'Prénom',
  email: 'Adresse e-mail',
  emailHint: 'Elle sera votre identifiant de connexion.',
  activity: 'Activité',
  fonction: 'Fonction',
  company: 'Entreprise',
  siret: 'Numéro SIRET',
  tel: 'Téléphone',
  address: 'Adresse',
  addressComplement: "Complément d'adresse",
  postalCode: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  rgpd:
    "J'accepte que mes données personnelles soient utilisées pour créer et gérer mon compte. " +
    'Elles sont conservées aussi longtemps que le site est en service.',
  requiredNote: 'Les champs Nom, Prénom et Adresse e-mail sont obligatoires.',
  password: 'Mot de passe',
  passwordRepeat: 'Confirmation du mot de passe',
  next: 'Continuer',
  back: 'Retour',
  submit: 'Créer mon compte',
  checking: "Vérification de l'adresse e-mail",
  sending: 'Création du compte en cours',
  doneTitle: 'Votre compte a bien été créé',
  doneText: (email: string) =>
    `Un e-mail vient de vous être envoyé à l'adresse ${email}. ` +
    "Ouvrez le lien qu'il contient pour confirmer votre adresse : vous pourrez ensuite vous connecter.",
  doneHint: 'Vous ne le trouvez pas ? Pensez à regarder dans vos courriers indésirables.',
  login: 'Me connecter',
  alreadyTitle: 'Vous avez déjà un compte',
  alreadyText: (firstname: string) =>
    `Vous êtes connecté${firstname ? ` en tant que ${firstname}` : ''} : inutile de créer un nouveau compte.`,
  personalSpace: 'Voir mon espace personnel',
  loading: 'Chargement du formulaire',
  // Validation (spec, verbatim)
  required: messages.REQUIRED,
  invalidEmail: messages.INVALID_EMAIL,
  emailTaken: messages.EMAIL_TAKEN,
  /** The server's refusal of a partner address, said at step 1 rather than after the password. */
  partnerEmail: messages.PARTNER_MUST_USE_SSO,
  rgpdRequired: messages.RGPD_REQUIRED,
  repeatMismatch: messages.PASSWORD_REPEAT_MISMATCH,
  postalCodeDigits: 'Le code postal ne peut contenir que des chiffres.',
} as const;
