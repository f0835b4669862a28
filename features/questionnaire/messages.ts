/**
 * The questionnaires' own French copy: the environmental first question (thermal-break-tool
 * §2), the mounting hints, and the failures (the spec shows none: decisions, docs/tools/).
 */
export const QUESTIONNAIRE_MESSAGES = {
  systemQuestion: 'Quel est votre système constructif ?',
  systems: {
    pou: { label: 'Poutrelles', detail: 'Plancher poutrelles hourdis' },
    pre: { label: 'Prédalles', detail: 'Prédalles et thermoprédalles' },
    mur: { label: 'Prémur' },
  },
  /** Under the mounting questions: how the choices read (§2). */
  hints: {
    pre: 'Épaisseur de la prédalle + table de compression, en cm',
    mur: 'Épaisseur de la peau 1 + noyau + épaisseur de la peau 2, en cm',
  },
  /** A failed filters call: the reason follows (the API client's French message). */
  questionFailed: "La question suivante n'a pas pu être chargée.",
  noRupteur: 'Aucun rupteur ne correspond à vos critères. Modifiez une de vos réponses.',
  noSystem: 'Aucun système ne correspond à vos critères. Modifiez une de vos réponses.',
  unexpected: 'Une erreur est survenue. Veuillez réessayer.',
} as const;
