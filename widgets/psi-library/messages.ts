/**
 * The psi library's French copy. Verbatim from the spec where it gives it (thermal-break-tool §2
 * 'Psi library app', §8); the rest are decisions, listed in docs/tools/psi-library.md.
 */
const count = new Intl.NumberFormat('fr-FR');
const n = (value: number) => count.format(value);
const plural = (value: number, one: string, many: string) => (value > 1 ? many : one);

export const PSI_LIBRARY_MESSAGES = {
  title: 'Bibliothèque de PSI',
  // The panel.
  panelTitle: 'Filtres',
  panelToggle: 'Filtres',
  filterBy: (name: string) => `Filtrer par ${name}`,
  oneOrMore: 'Un ou plusieurs choix',
  noChoice: 'Aucun choix disponible',
  reset: 'Réinitialiser les filtres',
  validate: 'Valider',
  chosenFilters: (value: number) =>
    value === 0
      ? 'Aucun filtre sélectionné'
      : `${n(value)} ${plural(value, 'filtre sélectionné', 'filtres sélectionnés')}`,
  chipsLabel: 'Valeurs choisies',
  removeChip: (label: string) => `Retirer ${label}`,
  draftCounting: 'Calcul du nombre de valeurs…',
  draftCount: (value: number) =>
    value === 0
      ? 'Aucune valeur psi ne correspond à ces filtres.'
      : `${n(value)} ${plural(value, 'valeur psi correspond', 'valeurs psi correspondent')} à ces filtres.`,
  draftFailed: 'Le nombre de valeurs n’a pas pu être calculé.',
  // Loading and failures.
  loadingFilters: 'Chargement des filtres',
  filtersFailed: 'Les filtres n’ont pas pu être chargés.',
  searching: 'Recherche en cours…',
  searchFailed: 'La recherche n’a pas abouti.',
  choicesKept: 'Vos filtres sont conservés.',
  retry: 'Réessayer',
  // The results (§2 'Messages', verbatim).
  start: "Pour commencer veuillez sélectionner une valeur d'un filtre",
  none: 'Aucun résultat ne correspond à vos critères',
  editCriteria: 'Modifier mes critères',
  found: (value: number) =>
    value === 1 ? '1 résultat correspondant à vos critères' : `${n(value)} résultats correspondants à vos critères`,
  preciseSearch: 'Trouver un rupteur et son PSI',
  preciseSearchHref: '/evaluer-le-psi-dun-rupteur/',
  capped: (shown: number) =>
    `Seules les ${n(shown)} meilleures valeurs (ψ moyen le plus bas) sont affichées : précisez vos critères pour voir les autres.`,
  resultsLabel: 'Résultats',
  stale: 'Résultats non à jour : vos filtres ont changé, cliquez sur « Valider » pour les appliquer.',
  searchLabel: "Rechercher un rupteur (nom, gamme, n° d'Avis Technique)",
  searchCount: (shown: number, all: number) =>
    shown === 0
      ? 'Aucun rupteur ne correspond à cette recherche.'
      : `${shown} rupteur${shown > 1 ? 's' : ''} sur ${all}`,
  psiCount: (value: number) => `${n(value)} ${plural(value, 'valeur psi', 'valeurs psi')}`,
  open: 'Ouvrir',
  close: 'Fermer',
  // A card and its details.
  /** PSI_UNIT (src/contracts/thermal/psi-unit), written out: an import here costs the page 0,3 KB. */
  unit: 'W/(m·K)',
  moreDetails: 'Plus de détails',
  useValue: 'Utiliser cette valeur',
  useValueFailed: "Cette valeur n'a pas pu être ouverte comme résultat. Veuillez réessayer.",
  configuration: 'Configuration',
  imageOf: (name: string) => `Schéma de la liaison avec ${name}`,
  refSite: 'Voir la configuration sur le site du fabricant',
  productSheet: 'Fiche produit',
  newWindow: ' (nouvelle fenêtre)',
  // Compare (beyond the spec).
  compare: 'Comparer',
  /** A card's box, named after its value: its rupteur and configuration. */
  compareItem: (rupteur: string, configuration: string) =>
    `Comparer « ${rupteur}${configuration ? `, ${configuration}` : ''} »`,
  compareCount: (value: number) => `${n(value)} ${plural(value, 'valeur à comparer', 'valeurs à comparer')}`,
  compareClear: 'Vider la sélection',
  compareAtMost: 'Vous pouvez comparer 4 valeurs au plus : retirez-en une pour en ajouter une autre.',
  compareAtLeast: 'Choisissez au moins 2 valeurs à comparer.',
  compareTitle: 'Comparaison des valeurs psi',
  compareCaption: 'Valeurs psi en W/(m·K) ; écarts par rapport à la première valeur choisie.',
  compareReference: 'référence',
  lowest: 'ψ moyen le plus bas',
  // Export (beyond the spec).
  exportCsv: 'Exporter en CSV',
  downloadPdf: 'Télécharger le PDF',
  pdfWait: 'Préparation du PDF…',
  pdfFailed: 'Une erreur est survenue',
  csvRupteur: 'Rupteur',
} as const;
