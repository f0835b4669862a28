/** The main site's personal space (account-layer §2: '/espace-personnel/', '#/historique'). */
export const PERSONAL_SPACE_MESSAGES = {
  navLabel: 'Mon espace personnel',
  dashboardTab: 'Mon espace',
  historyTab: 'Historique',
  checking: 'Vérification de votre session',
  retry: 'Réessayer',
  welcome: (firstname: string, lastname: string) => `Bienvenue ${firstname} ${lastname}`,
  intro: "Retrouvez ici vos données personnelles et l'historique de vos calculs.",
  profile: 'Gérer mes infos personnelles',
  seeHistory: 'Voir mon historique',
  logout: 'Me déconnecter',
  historyTitle: 'Historique de mes calculs',
  historyEmpty: 'Votre historique de calculs apparaîtra ici.',
  historyText: 'Les calculs que vous enregistrez avec nos outils sont conservés tant que votre compte est actif.',
} as const;
