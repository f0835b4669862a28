/**
 * The floor configurator's French copy: verbatim from floor-and-carbon-tools §2.1, §5, §8 where
 * the spec gives it; the rest is ours (marked).
 */
export const FLOOR_MESSAGES = {
  // §2.1
  next: 'Continuer',
  find: 'Trouver les solutions adaptées',
  previousStep: "Retour à l'étape précédente",
  results: 'Résultats',
  seeDetail: 'Voir le détail',
  noResult: 'Aucun résultat trouvé',
  noResultText:
    "Aucune solution d'isolation de plancher ne correspond à votre configuration. Contactez notre bureau d'étude pour une étude sur mesure, ou modifiez votre configuration.",
  contactOffice: "Contactez le Bureau d'Étude",
  modifyConfiguration: 'Modifier la configuration',
  restartConfiguration: 'Recommencer la configuration',
  previousPage: 'Page précédente',
  backToConfiguration: 'Revenir à la configuration',
  downloadAll: 'Tout télécharger',
  historyBack: 'Retour à la liste des simulations',
  // §5
  zipLength: 'Doit être exactement 5 caractères',
  // §8 and account messages
  loggedIn: 'Vous êtes maintenant connecté',
  clusterRemoved: 'Le projet a été supprimé.',
  // Ours
  title: 'Configurer un plancher',
  stepOf: (step: number, count: number) => `Étape ${step} sur ${count}`,
  loadingForm: 'Chargement du formulaire…',
  loadingResults: 'Chargement des résultats…',
  searching: 'Recherche des solutions…',
  updatingForm: 'Mise à jour du formulaire…',
  formFailed: "Le formulaire n'a pas pu être chargé.",
  retry: 'Réessayer',
  loginToOpen: "Cette simulation est enregistrée dans un espace personnel : connectez-vous pour l'ouvrir.",
  logIn: 'Se connecter',
  newConfiguration: 'Commencer une nouvelle configuration',
  serverError: 'Une erreur est survenue. Merci de bien vouloir réessayer.',
  continuityInvalid: 'Cette continuité ne peut pas être réalisée.',
  historyFailed: "Les résultats de cette simulation n'ont pas pu être chargés : vous pouvez la modifier ci-dessous.",
  count: (n: number) => (n === 1 ? '1 solution adaptée' : `${n} solutions adaptées`),
  sortLabel: 'Trier par',
  sortAsc: 'Épaisseur croissante',
  sortDesc: 'Épaisseur décroissante',
  thickness: 'Épaisseur',
  whyTitle: 'Pourquoi cette solution ?',
  whyNothing: 'Pourquoi aucune solution ?',
  limitTitle: 'Au-delà du catalogue',
  limitAdvice:
    "Aucun système du catalogue ne va au-delà : notre bureau d'étude peut étudier une solution sur mesure. Votre configuration lui est transmise avec votre message.",
  limitSent: (limit: string) => `Votre configuration lui est transmise avec la limite qu'elle dépasse : ${limit}`,
  copyName: (name: string) => `${name.slice(0, 92)} (copie)`,
  exitTitle: 'Quitter cette configuration ?',
  exitText: 'Vos réponses et les résultats de cette configuration seront effacés.',
  exitCancel: 'Annuler',
  exitConfirm: 'Recommencer',
} as const;
