/** French copy of the account layer, verbatim from account-layer §2, §5, §8. */
export const ACCOUNT_MESSAGES = {
  loginTitle: 'CONNEXION',
  mainLoginSubtitle: 'Connectez-vous avec les identifiants qui vous ont été envoyés par le Groupe Partenaire.',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  mainSubmit: 'Connexion',
  noAccount: "Je n'ai pas de compte",
  lostPassword: "J'ai perdu mon mot de passe",
  toolsSubmit: 'Se connecter',
  remember: 'Se souvenir de moi',
  forgotLink: 'Mot de passe oublié ?',
  registerLink: 'Inscrivez-vous',
  noAccountYet: 'Pas encore de compte ?',
  forgotTitle: 'Mot de passe oublié',
  // Ours. The server answers a reset request the same whether or not an account has the
  // address (so that the form tells nobody who has an account: docs/security.md), and its
  // message, which the toast shows (§8), says 'Si un compte existe pour cette adresse…'; the
  // form says it before, for a visitor who may not remember which address their account uses.
  forgotText:
    'Indiquez votre adresse e-mail : si un compte existe pour cette adresse, nous vous enverrons de quoi choisir un nouveau mot de passe.',
  send: 'Envoyer',
  cancel: 'Annuler',
  newPasswordTitle: 'Nouveau mot de passe',
  newPasswordText: 'Pour sécuriser votre compte, choisissez votre propre mot de passe.',
  newPassword: 'Nouveau mot de passe',
  newPasswordRepeat: 'Confirmation du mot de passe',
  update: 'Mettre à jour',
  loggedIn: 'Vous êtes maintenant connecté',
  passwordChanged: 'Votre mot de passe a bien été modifié',
  genericError: 'Une erreur est survenue',
  ssoText: "Votre adresse appartient à l'organisation partenaire : connectez-vous avec votre compte partenaire.",
  ssoButton: 'Se connecter avec mon compte Groupe Partenaire',
  logoutAction: 'Me déconnecter',
  logoutTitle: 'Déconnexion',
  logoutQuestion: 'Êtes-vous sûr de vouloir vous déconnecter ?',
  logoutConfirm: 'Oui, me déconnecter',
  loggingOut: 'Déconnexion en cours',
  pleaseWait: 'Veuillez patienter',
} as const;
