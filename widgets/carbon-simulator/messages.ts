/**
 * The carbon tunnel's French copy: verbatim from floor-and-carbon-tools §2.2, §5, §8 where the
 * spec gives it; the rest is ours (marked). Step 3's copy is in results/results-messages.ts.
 */
export const CARBON_MESSAGES = {
  // §4.2, §5, §8
  estimate: "Estimer l'impact carbone",
  zipLength: 'Doit contenir exactement 5 caractères.',
  required: 'Champ obligatoire',
  saveFailed: 'Une erreur est survenue. Merci de bien vouloir réessayer.',
  saved: 'Votre solution a bien été sauvegardée.',
  clusterRemoved: 'Le projet a été supprimé.',
  loggedIn: 'Vous êtes maintenant connecté',
  historyBack: 'Retour à la liste des simulations',
  // Ours
  title: 'Simuler mon empreinte carbone',
  steps: ['Votre projet', 'Votre plancher', 'Résultats'] as const,
  stepOf: (step: number, count: number) => `Étape ${step} sur ${count}`,
  progress: 'Progression de la simulation',
  next: 'Continuer',
  previousStep: "Retour à l'étape précédente",
  exit: 'Quitter le simulateur',
  homeLogo: 'Carbone Bâtiment',
  partnerLogo: 'Carbone Bâtiment, avec notre partenaire',
  loadingForm: 'Chargement du formulaire…',
  loadingResults: 'Chargement des résultats…',
  updatingForm: 'Mise à jour du formulaire…',
  estimating: 'Calcul de l’impact carbone…',
  answerAll: 'Répondez aux questions ci-dessus pour estimer l’impact carbone.',
  formFailed: "Le formulaire n'a pas pu être chargé.",
  step2Failed: "Les questions de l'étape suivante n'ont pas pu être chargées :",
  clusterFailed: "Ces simulations n'ont pas pu être chargées.",
  retry: 'Réessayer',
  serverError: 'Une erreur est survenue. Merci de bien vouloir réessayer.',
  exitTitle: 'Quitter le simulateur ?',
  exitText: 'Les réponses en cours seront effacées. Les simulations déjà estimées restent dans leur projet.',
  exitCancel: 'Annuler',
  exitConfirm: 'Quitter',
  newProjectTitle: 'Commencer un nouveau projet ?',
  newProjectText:
    'Les simulations de ce projet ne seront plus affichées. Connecté, vous les retrouvez dans votre historique.',
  newProjectConfirm: 'Nouveau projet',
  deleteTitle: 'Supprimer cette simulation ?',
  deleteClusterTitle: 'Supprimer ce projet et toutes ses simulations ?',
  deleteText: 'Cette action est définitive.',
  deleteConfirm: 'Supprimer',
  deleteBusy: 'Suppression…',
  cancel: 'Annuler',
} as const;
