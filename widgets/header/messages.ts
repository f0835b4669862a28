/** The header widget's copy (account-layer §2, Header widget). */
export const HEADER_MESSAGES = {
  navLabel: 'Mon compte',
  login: 'Me connecter',
  register: "M'inscrire",
  welcome: (firstname: string) => `Bienvenue ${firstname} !`,
  /** The link to the personal space, by family of sites (`rt.site.name`). */
  personalSpace: { main: 'Mon espace personnel', tools: 'Mon espace' },
  seePersonalSpace: 'Voir mon espace personnel',
  logout: 'Me déconnecter',
  loading: 'Chargement de votre compte',
  /** After a password reset (the reset page sends the visitor to '#/reset-done'). */
  resetDone: 'Votre nouveau mot de passe a été enregistré',
} as const;
