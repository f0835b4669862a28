/**
 * The floor and carbon account app, '/espace-personnel/' (account-layer §2 "Personal space
 * (floor and carbon)", §5, §8): '#/' dashboard, '#/modification' personal data, '#/historique'.
 */
export const ACCOUNT_SPACE_MESSAGES = {
  /** What a logged-out visitor sees on the history route (the spec's word is 'nologged'). */
  noLogged: 'Connectez-vous pour retrouver votre historique.',
  /** The same on '#/modification' (the spec shows nothing there: docs/tools/account.md). */
  noLoggedPersonalData: 'Connectez-vous pour gérer vos informations personnelles.',
  login: 'Me connecter',
  loading: 'Chargement en cours',
  welcome: (firstname: string, lastname: string) => `Bienvenue ${firstname} ${lastname}`,
  configurationsTitle: 'Mes configurations',
  configurationsTextFloor: 'Retrouvez vos simulations et vos systèmes enregistrés.',
  configurationsTextCarbon: 'Retrouvez vos groupements de simulations enregistrés.',
  seeHistory: 'Voir mon historique',
  accountTitle: 'Gestion du compte',
  accountText: 'Modifiez vos informations personnelles, votre adresse e-mail ou votre mot de passe.',
  manageAccount: 'Gérer mes informations personnelles',
  legal: 'Mentions légales',
  logout: 'Me déconnecter',

  historyTitleFloor: 'Historique / Mes configurations',
  historyTitleCarbon: 'Historique de groupement de simulations',

  back: 'Retour à mon espace',
  personalDataTitle: 'Mes données personnelles',
  loadingProfile: 'Chargement de vos informations',
  retry: 'Réessayer',
  infoTitle: 'Vos informations',
  requiredNote: "Les champs marqués d'un * sont obligatoires.",
  civility: 'Civilité',
  lastname: 'Nom',
  firstname: 'Prénom',
  company: 'Société',
  phone: 'Téléphone',
  siret: 'Siret',
  fonction: 'Fonction',
  activity: 'Activité',
  address: 'Adresse',
  addressComplement: "Complément d'adresse",
  postalCode: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  save: 'Enregistrer',
  saving: 'Enregistrement en cours',
  infoSaved: 'Vos informations ont bien été mises à jour.',

  credentialsTitle: 'Vos identifiants',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  maskedPassword: '••••••••',
  changeEmail: 'Modifier mon adresse e-mail',
  changePassword: 'Modifier mon mot de passe',
  currentEmail: 'Adresse e-mail actuelle',
  newEmail: 'Nouvelle adresse e-mail',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  passwordConfirmation: 'Confirmation du nouveau mot de passe',
  confirm: 'Valider',
  cancel: 'Annuler',
  pleaseWait: 'Veuillez patienter',
  passwordChanged: 'Votre mot de passe a bien été modifié',
} as const;

/** Civility choices: mr, mme, and '' for other (account-layer §3). */
export const CIVILITY_OPTIONS = [
  { value: '', label: 'Autre' },
  { value: 'mr', label: 'M.' },
  { value: 'mme', label: 'Mme' },
] as const;
