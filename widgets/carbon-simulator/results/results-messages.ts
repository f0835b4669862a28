/**
 * The French copy of the tunnel's step 3 (floor-and-carbon-tools §2.2 'Results screen'): verbatim
 * from the spec where it gives it; the rest is ours (marked). The sort's wording is the floor
 * configurator's, so that both tools of the brand sort alike.
 */
export const RESULTS_MESSAGES = {
  // §2.2, §6
  overline: 'Résultats',
  title: "Simulations d'empreinte carbone",
  save: 'Sauvegarder ma simulation',
  noResult: 'Aucun résultat trouvé',
  historyBack: 'Retour à la liste des simulations',
  // Ours
  project: (name: string, zip: string) => `${name} – ${zip}`,
  projectLabel: 'Projet',
  count: (n: number) => (n === 1 ? '1 simulation' : `${n} simulations`),
  sortLabel: 'Trier par',
  sortAsc: 'Épaisseur croissante',
  sortDesc: 'Épaisseur décroissante',
  display: 'Affichage',
  cards: 'Cartes',
  chart: 'Graphique',
  export: 'Exporter toutes les simulations en PDF',
  exporting: 'Préparation du PDF…',
  add: 'Ajouter une simulation',
  newProject: 'Nouveau projet',
  saving: 'Sauvegarde…',
  deleteCluster: 'Supprimer le projet',
  deleteSimulation: 'Supprimer la simulation',
  savedNote: 'Ces simulations sont enregistrées dans votre historique.',
  historyLink: 'Voir mon historique',
  noResultText:
    'Aucune simulation ne correspond à ces hypothèses : le système constructif choisi ne permet sans doute pas de franchir la portée indiquée. Modifiez vos réponses et relancez la simulation.',
  restart: 'Recommencer la simulation',
  simulation: (n: number) => `Simulation ${n}`,
  thickness: 'Épaisseur',
  centimetres: (cm: number) => `${String(cm).replace('.', ',')}\u00a0cm`,
  assumptions: 'Hypothèses',
  footprint: 'Empreinte carbone',
  acvFootprint: 'Empreinte ACV avec stockage carbone biogénique',
  breakdown: "Répartition de l'empreinte",
  lowest: 'Le plus bas',
  chartCaption: (order: 'asc' | 'desc') =>
    `Comparaison des empreintes carbone, par épaisseur ${order === 'asc' ? 'croissante' : 'décroissante'}`,
  chartSimulation: 'Simulation',
  chartFootprint: 'Empreinte carbone (kg CO2 eq/m²)',
  chartGap: 'Écart à la dalle pleine béton 20 cm',
  chartKey: 'Légende du graphique',
  reference: (kg: string) => `Dalle pleine béton 20 cm : ${kg} kg CO2 eq/m²`,
  gapBelow: (percent: string) => `${percent} de moins`,
  gapAbove: (percent: string) => `${percent} de plus`,
  gapEqual: 'Autant que la référence',
} as const;
