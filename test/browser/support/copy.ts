/**
 * The copy, addresses and form labels the browser tests look for, free of Playwright: the
 * Playwright helpers (site.ts, thermal.ts, library.ts, carbon.ts, floor.ts) re-export them, and the
 * engine journeys (test/engines/) share them without loading Playwright.
 */
import { originOf, SITE_HOSTS, type Flavour, type SiteKey } from './env';

/** The spec's copy, as the tests look for it (account-layer §2, §5, §8). */
export const COPY = {
  loginTitle: 'CONNEXION',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  login: 'Me connecter',
  register: "M'inscrire",
  mainSubmit: 'Connexion',
  toolsSubmit: 'Se connecter',
  lostPassword: "J'ai perdu mon mot de passe",
  remember: 'Se souvenir de moi',
  wrongPassword: 'Mot de passe incorrect',
  invalidCredentials: 'Identifiants invalides.',
  loggedIn: 'Vous êtes maintenant connecté',
  welcome: (firstname: string) => `Bienvenue ${firstname} !`,
  personalSpaceMain: 'Mon espace personnel',
  personalSpaceTools: 'Mon espace',
  seePersonalSpace: 'Voir mon espace personnel',
  logout: 'Me déconnecter',
  logoutTitle: 'Déconnexion',
  logoutQuestion: 'Êtes-vous sûr de vouloir vous déconnecter ?',
  cancel: 'Annuler',
  logoutConfirm: 'Oui, me déconnecter',
  loggingOut: 'Déconnexion en cours',
  newPasswordTitle: 'Nouveau mot de passe',
  newPassword: 'Nouveau mot de passe',
  newPasswordRepeat: 'Confirmation du mot de passe',
  update: 'Mettre à jour',
  passwordChanged: 'Votre mot de passe a bien été modifié',
} as const;

/** The URL of a demo page in the chosen flavour (`?flavour=` also sets the cookie that keeps it). */
export function siteUrl(site: SiteKey, path: string, flavour: Flavour): string {
  const url = new URL(path, originOf(SITE_HOSTS[site]));
  url.searchParams.set('flavour', flavour);
  return url.href;
}

export const TOOL_PATHS = {
  thermal: '/evaluer-le-psi-dun-rupteur/',
  environmental: '/donnees-environnementales/',
} as const;

/** The result route's hash: '#/{historyId}/{name}', with '?history=1' when opened from the history. */
export const RESULT_HASH = /#\/(\d+)\/[^/?]+/;

/**
 * The psi library's page as the browser tests and the benchmark read it: by role and
 * by the island's French copy (widgets/psi-library/messages.ts).
 */
export const LIBRARY_PATH = '/bibliotheque/';

export const START = "Pour commencer veuillez sélectionner une valeur d'un filtre";
export const FOUND = /^([\d\s\u202f\u00a0]+) résultats? correspondants? à vos critères$/;

export const CARBON_PATH = '/simuler-mon-empreinte-carbone/';
export const CARBON_HISTORY_PATH = '/espace-personnel/#/historique';

/** The labels of the seeded form. */
export const CARBON_FIELDS = {
  zipCode: 'Code postal du chantier',
  projectName: 'Nom du projet',
  systemType: 'Système constructif',
  favorites: 'Configuration favorite',
  span: 'Portée',
  entrevous: 'Entrevous',
  concreteClass: 'Classe de résistance du béton',
  cementType: 'Type de ciment',
  thermalBreak: 'Rupteurs thermiques',
  seismicZone: 'Zone sismique',
  chaining: 'Chaînages',
} as const;

/** The island's copy (widgets/carbon-simulator/messages.ts, results/results-messages.ts). */
export const CARBON_COPY = {
  next: 'Continuer',
  required: 'Champ obligatoire',
  zipLength: 'Doit contenir exactement 5 caractères.',
  estimate: "Estimer l'impact carbone",
  answerAll: 'Répondez aux questions ci-dessus pour estimer l’impact carbone.',
  previousStep: "Retour à l'étape précédente",
  exit: 'Quitter le simulateur',
  progress: 'Progression de la simulation',
  exitTitle: 'Quitter le simulateur ?',
  overline: 'Résultats',
  resultsTitle: "Simulations d'empreinte carbone",
  sortLabel: 'Trier par',
  sortAsc: 'Épaisseur croissante',
  sortDesc: 'Épaisseur décroissante',
  sortFootprintAsc: 'Empreinte carbone croissante',
  exportCsv: 'Exporter en CSV (par module)',
  sources: 'Sources',
  cards: 'Cartes',
  chart: 'Graphique',
  export: 'Exporter toutes les simulations en PDF',
  add: 'Ajouter une simulation',
  newProject: 'Nouveau projet',
  newProjectTitle: 'Commencer un nouveau projet ?',
  save: 'Sauvegarder ma simulation',
  saved: 'Votre solution a bien été sauvegardée.',
  deleteSimulation: 'Supprimer la simulation',
  deleteTitle: 'Supprimer cette simulation ?',
  deleteConfirm: 'Supprimer',
  simulationDeleted: 'La simulation a été supprimée.',
  /** The server's message (§4.1, verbatim); the island says 'Le projet a été supprimé.' instead. */
  clusterRemoved: 'Le cluster a été supprimé.',
  historyBack: 'Retour à la liste des simulations',
  cancel: 'Annuler',
} as const;

export const FLOOR_PATH = '/configurer-un-plancher/';
export const HISTORY_PATH = '/espace-personnel/#/historique';

/** The labels of the seeded form (demo-pages/reference-api/floor/form-step1.ts, form-step2.ts). */
export const FIELDS = {
  zipCode: 'Code postal du chantier',
  configurationName: 'Nom de la configuration',
  floor: 'Position du plancher',
  floorLevel: 'Niveau du plancher',
  up: 'Performance thermique visée (Up)',
  loadCase: 'Usage du local',
  gLoad: 'Charges permanentes g (revêtements, cloisons)',
  qLoad: "Charges d'exploitation q",
  floorSpan: 'Portée entre appuis',
  continuity: 'Continuité sur un appui intermédiaire',
  continuityWidth: "Largeur de l'appui",
  continuityLength: 'Longueur de la continuité',
  insulation: 'Isolant complémentaire',
  floorType: "Type d'entrevous",
} as const;

/** The island's copy (widgets/floor-configurator/messages.ts, detail/detail-messages.ts, contact-messages.ts). */
export const FLOOR_COPY = {
  next: 'Continuer',
  find: 'Trouver les solutions adaptées',
  required: 'Champ obligatoire',
  zipLength: 'Doit être exactement 5 caractères',
  results: 'Résultats',
  seeDetail: 'Voir le détail',
  sortLabel: 'Trier par',
  noResult: 'Aucun résultat trouvé',
  whyNothing: 'Pourquoi aucune solution ?',
  why: 'Pourquoi cette solution ?',
  contactOffice: "Contactez le Bureau d'Étude",
  restart: 'Recommencer la configuration',
  modify: 'Modifier la configuration',
  exitTitle: 'Quitter cette configuration ?',
  previousPage: 'Page précédente',
  backToConfiguration: 'Revenir à la configuration',
  downloadAll: 'Tout télécharger',
  save: 'Sauvegarder la solution',
  recap: 'Télécharger le récapitulatif PDF',
  share: 'Envoyer par e-mail',
  deleteSimulation: 'Supprimer la simulation',
  shareTitle: 'Partager cette solution par e-mail',
  agencyThanksTitle: 'Merci pour votre message',
  send: 'Envoyer',
} as const;
