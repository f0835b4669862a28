/**
 * The thermal-break island's French copy around the questions (the questions and answers are
 * the server's). Spec copy verbatim (thermal-break-tool §2);
 * the rest are decisions (docs/tools/thermal-break.md).
 */
export const THERMAL_BREAK_MESSAGES = {
  /** The island's name for assistive technologies, per tool. */
  toolLabel: {
    thermal: 'Évaluer le psi d’un rupteur',
    environmental: 'Données environnementales',
  },
  progressLabel: 'Progression du questionnaire',
  answersTitle: 'Vos réponses',
  /** The accessible name of an earlier answer's button. */
  changeAnswer: (question: string, answer: string) => `Modifier « ${question} » : ${answer}`,
  /** Under an answer the questionnaire gave itself: the question offered nothing else. */
  autoAnswered: 'Réponse automatique : seul choix possible',
  back: 'Retour',
  loadingQuestion: 'Chargement de la question',
  loadingResult: 'Chargement du résultat',
  retry: 'Réessayer',
  answersKept: 'Vos réponses sont conservées.',
  leaveTitle: 'Êtes-vous sûr de vouloir quitter ?',
  leaveMessage: 'Les réponses données seront perdues.',
  leaveCancel: 'Continuer la Configuration',
  leaveConfirm: 'Oui, quitter',
} as const;
