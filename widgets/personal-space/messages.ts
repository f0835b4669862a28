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
  /** Verbatim (thermal-break §2). */
  historyEmpty: "Actuellement vous n'avez pas sauvegardé de simulations",
  historyLoading: 'Chargement de votre historique',
  historyCount: (n: number) => `${n} simulation(s)`,
  /** The sort menu; the spec names the orders, not their labels. */
  sortLabel: 'Trier par',
  sortNewest: 'Plus récentes',
  sortOldest: 'Plus anciennes',
  sortByName: 'Ordre alphabétique',
  /** Verbatim: the type labels. */
  thermalData: 'Données thermiques',
  environmentalData: 'Données environnementales',
  deleteQuestion: 'Êtes-vous sûr de vouloir supprimer cette simulation ?',
  /** Verbatim (thermal-break §8): the delete toasts. */
  deleted: 'Votre recherche a été supprimée',
  deleteFailed: 'Une erreur est survenue lors de la suppression de votre recherche',
} as const;
