/** The header widget's copy (account-layer §2, Header widget). */
export const HEADER_MESSAGES = {
  navLabel: 'Mon compte',
  login: 'Me connecter',
  register: "M'inscrire",
  welcome: (firstname: string) => `Bienvenue ${firstname} !`,
  personalSpaceMain: 'Mon espace personnel',
  personalSpaceTools: 'Mon espace',
  seePersonalSpace: 'Voir mon espace personnel',
  logout: 'Me déconnecter',
  loading: 'Chargement de votre compte',
} as const;
