/**
 * The result page's French copy (thermal-break-tool §2 "Result page, standard view", "Refine
 * (configurator) screen", §8). Verbatim from the spec where it gives the words (marked); the
 * rest is ours.
 */
export const RESULT_MESSAGES = {
  loading: 'Chargement du résultat',
  notFound: 'Cette simulation est introuvable.',
  notFoundWhy:
    'Une simulation non enregistrée ne s’ouvre que dans le navigateur où elle a été faite ; une simulation enregistrée, une fois connecté au compte qui l’a enregistrée.',
  backToQuestionnaire: 'Retour au questionnaire',
  backToHistory: "Retour à l'historique",
  /** Verbatim. */
  noName: "La solution n'a pas de nom",
  thermalTitle: 'Votre rupteur',
  printThermal: 'Évaluation du ψ d’un rupteur de pont thermique',
  printEnv: 'Données environnementales d’un système constructif',
  printUnsaved: 'Simulation non enregistrée',
  envTitle: 'Votre système constructif',

  zoomImage: (name: string) => `Agrandir l'image : ${name}`,
  drawingOf: (name: string) => `Coupe de la liaison plancher / mur avec ${name}`,
  conditions: 'Hypothèses de calcul',
  zoomFrame: 'Dessin en taille réelle',
  zoomHint: 'Faites glisser le dessin pour le parcourir.',
  imageOf: (name: string) => `Visuel : ${name}`,
  logo: 'Logo du fabricant',

  psiTitle: 'Valeurs psi',
  psiMoyen: 'ψ moyen',
  psiAbout: 'ψ about',
  psiRive: 'ψ rive',
  psiRnt: 'ψ RNT',
  psiRt: 'ψ RT',
  psiSources: 'Sources des valeurs',
  psiDetails: 'Détail des valeurs psi',
  psiRntTip: 'La même liaison sans rupteur (non traitée).',
  psiRtTip: "La valeur de la liaison traitée à saisir dans l'étude thermique RE2020.",
  close: 'Fermer',

  /** Verbatim. */
  moreDetails: 'Plus de détails',
  recapTitle: 'Votre recherche',
  allCriteria: 'Tous vos critères',
  // 'Mon projet' (beyond the spec): the section's own words; its form's are features/thermal-project's.
  projectTitle: 'Mon projet',
  projectIntro:
    'Saisissez les longueurs de cette liaison dans votre projet : la déperdition linéique H (W/K) et le ψ pondéré sont calculés avec les valeurs ψ ci-dessus.',
  projectShow: 'Saisir les longueurs',
  projectLoading: 'Chargement de la saisie des longueurs…',
  // 'Tous les rupteurs compatibles' (beyond the spec).
  compatibleTitle: 'Tous les rupteurs compatibles',
  compatibleShow: 'Voir tous les rupteurs compatibles',
  compatibleTable: 'Tableau des rupteurs compatibles',
  compatibleLoading: 'Recherche des rupteurs compatibles…',
  compatibleFailed: 'Les rupteurs compatibles n’ont pas pu être chargés. Veuillez réessayer.',
  compatibleCaption: (n: number) =>
    n === 1 ? 'Un rupteur correspond à vos critères' : `${n} rupteurs correspondent à vos critères`,
  compatibleName: 'Rupteur',
  compatibleCertificate: 'Avis Technique',
  compatibleRange: 'Gamme',
  compatibleAction: 'Ouvrir',
  compatibleProposed: 'proposé',
  compatibleOpen: 'Ouvrir',
  compatibleOpening: 'Ouverture…',
  compatibleNote:
    'Valeurs en W/(m·K) de la meilleure configuration de chaque rupteur pour vos critères ; « Ouvrir » en fait une simulation à part.',
  /** The questionnaire's own words for an answer it gave (thermal-break/messages.ts autoAnswered). */
  automatic: 'Réponse automatique : seul choix possible',

  /** Verbatim: the criteria panel and its tabs. */
  criteria: 'Critères de recherche',
  findTab: 'Trouver un rupteur',
  configuratorTab: 'Configurateur',
  redefine: 'Redéfinir mes critères',
  backToResult: 'Retour au résultat',
  noCriteria: 'Aucun critère.',

  /** Verbatim: the refine form. */
  refineQuestion: 'Quelles sont les caractéristiques de votre chantier?',
  select: 'Sélectionnez',
  noChoice: 'Aucun choix disponible',
  next: 'Suivant',
  back: 'Retour',
  clear: (filter: string) => `Effacer : ${filter}`,
  refining: 'Mise à jour du résultat',
  refineUpdating: 'Mise à jour des choix',
  refineFailed: "Vos critères n'ont pas pu être enregistrés. Veuillez réessayer.",
  drawing: 'Schéma de la configuration',

  library: 'Bibliothèque de PSI',
  envData: 'Données environnementales',
  evaluateTitle: 'Évaluer les valeurs psi',
  evaluateText: "Trouvez le rupteur et les valeurs psi d'une autre liaison.",
  saveTitle: 'Sauvegarder ce résultat',
  saveText: 'Retrouvez-le dans votre espace personnel.',
  pdfTitle: 'Télécharger le pdf',
  pdfText: 'Le rapport de votre simulation, prêt à imprimer.',
  emailTitle: 'Envoyer par e-mail',
  emailText: "Jusqu'à 3 destinataires.",

  infoTitle: 'Informations',
  productSheet: 'Fiche produit',
  refSite: 'Référence du site',
  certification: (name: string) => `Certification : ${name}`,
  quote: 'Demander un devis',
  newWindow: ' (nouvelle fenêtre)',

  envSummary: 'Données du système',
  litrageBeton: 'Volume de béton',
  ratioKilotageArmatures: "Ratio d'armatures",
  litrageBetonSupplementaire: 'Volume de béton supplémentaire',
  ratioKilotage: 'Ratio de kilotage',
  fdesCount: (n: number) =>
    n === 0
      ? 'Aucune fiche FDES correspondante'
      : n === 1
        ? '1 fiche FDES correspondante'
        : `${n} fiches FDES correspondantes`,
  seeFdes: 'Voir la liste des fiches',
  fdesList: 'Fiches FDES',
  fdesNumber: 'N°',
  consult: (n: string) => `Consulter la fiche ${n}`,
  sampleSheet: 'fiche d’exemple : numéro fictif, sans fiche dans la base INIES',
  /** The system's carbon, its scope, and what each sheet declares. */
  carbon: 'Impact carbone',
  carbonScope: (wall: boolean) => `Modules A1 à A3, par m² de ${wall ? 'mur' : 'plancher'}, d'après les FDES listées.`,
  carbonLife: (a1c4: string, d: string) => `Cycle de vie A1 à C4 : ${a1c4} ; module D, à part : ${d}.`,
  fdesImpact: (kind: string, date: string, a1a3: string, unit: string) =>
    `${kind} du ${date} : ${a1a3} kg CO2 eq (A1 à A3) pour ${unit}.`,
  fdesApart: 'Déclaration du système complet, pour comparaison : non additionnée.',

  historyBar: 'Simulation sauvegardée',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer',
  /** The history's own words (account-layer §2, verbatim there): one wording for one action. */
  deleteQuestion: 'Êtes-vous sûr de vouloir supprimer cette simulation ?',
  deleting: 'Suppression en cours',
  cancel: 'Annuler',
  /** Verbatim (§8). */
  deleted: 'Votre recherche a été supprimée',
  deleteFailed: 'Une erreur est survenue lors de la suppression de votre recherche',
} as const;
