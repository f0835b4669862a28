/**
 * The history lists of the floor and carbon account apps, '#/historique' (account-layer §2
 * "Floor history" and "Carbon history", §4, §8, §9). The page titles and the logged-out sentence are in the
 * account app's messages.
 */
export const HISTORY_MESSAGES = {
  back: 'Retour à mon espace',
  loading: 'Chargement de votre historique',
  updating: 'Mise à jour de la liste',

  /** Verbatim: the count lines. */
  floorCount: (n: number) => `${n} résultat(s)`,
  carbonCount: (n: number) => `${n} simulation(s)`,
  /** Verbatim: the kinds of floor items. */
  simulation: 'Simulation',
  solution: 'Système',
  /** '28,4 – 41,2 kg CO2 eq/m²', or one figure when they are equal (beyond the spec). */
  footprintRange: (min: string, max: string) => `${min === max ? min : `${min} – ${max}`}\u00a0kg CO2 eq/m²`,
  clusterSize: (n: number) => (n > 1 ? `${n} simulations dans ce groupement` : `${n} simulation dans ce groupement`),
  createdOn: 'Créé le',
  /** A floor simulation's row: what it was about (beyond the spec). */
  span: (span: string) => `Portée ${span}`,
  solutionCount: (n: number) => (n === 0 ? 'Aucune solution' : n === 1 ? '1 solution' : `${n} solutions`),

  open: 'Ouvrir',
  delete: 'Supprimer',
  /** The buttons' accessible names: the visible word and the item it acts on. */
  openItem: (name: string) => `Ouvrir « ${name} »`,
  // Ours (beyond the spec): rename and duplicate a saved simulation.
  rename: 'Renommer',
  renameItem: (name: string) => `Renommer « ${name} »`,
  renameTitle: (name: string) => `Renommer « ${name} »`,
  renameLabel: 'Nouveau nom',
  renameSave: 'Enregistrer',
  renaming: 'Enregistrement…',
  duplicate: 'Dupliquer et modifier',
  duplicateItem: (name: string) => `Dupliquer et modifier « ${name} »`,
  duplicating: 'Copie en cours…',
  deleteItem: (name: string) => `Supprimer « ${name} »`,
  deleting: 'Suppression en cours',
  cancel: 'Annuler',
  deleteTitle: 'Supprimer',
  /** Verbatim for the carbon clusters; the floor ones follow it. */
  deleteSimulationQuestion: 'Êtes-vous sûr de vouloir supprimer cette simulation ?',
  deleteSolutionQuestion: 'Êtes-vous sûr de vouloir supprimer ce système ?',
  /** Said when a delete took the whole cluster with it; the server's message says 'cluster'. */
  projectRemoved: 'Le projet a été supprimé.',

  emptyFiltered: 'Aucun élément ne correspond à vos critères.',
  emptyFloor: "Vous n'avez encore enregistré aucune configuration.",
  emptyCarbon: "Vous n'avez encore enregistré aucun groupement de simulations.",
  loadFailed: "Votre historique n'a pas pu être chargé.",
  /** Above a list kept after a failed reload (a list configured to keep it). */
  staleList: "La liste n'a pas pu être mise à jour.",
  retry: 'Réessayer',
  genericError: 'Une erreur est survenue. Veuillez réessayer.',

  filters: 'Filtres',
  /** Verbatim: the mobile filter button and dialog. */
  filterBy: 'Filtrer par',
  /** Said of the 'Filtrer par' button, whose badge shows the number. */
  activeFilters: (count: number) => (count === 1 ? '1 filtre actif' : `${count} filtres actifs`),
  reset: 'Réinitialiser',
  apply: 'Valider',
  all: 'Tous',
  help: (label: string) => `Aide : ${label}`,

  type: 'Type',
  floor: 'Plancher',
  floorLevel: 'Niveau',
  title: 'Nom',
  projectCode: 'Code projet',
  zip: 'Code postal',
  dateFrom: 'Créé à partir du',
  dateTo: "Créé jusqu'au",
  /** Under 'Créé jusqu'au' when it is before 'Créé à partir du' (nothing can match). */
  reversedDates: 'La date de fin précède la date de début.',
  order: 'Trier',
  systemType: 'Système constructif',
  clusterTitle: 'Nom du groupement',
} as const;
