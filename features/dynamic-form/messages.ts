/**
 * The form engine's own French copy: the availability notices verbatim from the spec
 * (§8 of the tools' spec: 'No up options', 'Prior fields missing'); the rest is ours.
 */
export const DYNAMIC_FORM_MESSAGES = {
  /** Verbatim: the choices above leave no value for this field. */
  noValue: 'Aucune valeur disponible.',
  /** Verbatim: a field above decides this field's choices and is not answered yet. */
  fillAbove: 'Veuillez remplir les champs ci-dessus.',
  /** A re-fetch or a check refused without a message of the server's (the islands' own wording). */
  failed: 'Une erreur est survenue. Merci de bien vouloir réessayer.',
  /** The server sent a form without a single field: said, with 'Réessayer' beside it. */
  noQuestions: "Le service n'a aucune question à vous proposer pour le moment. Réessayez dans quelques instants.",
  /** The tooltip button, as screen readers say it. */
  help: (label: string) => `Aide : ${label}`,
  /** The tooltip's close button. */
  closeHelp: "Fermer l'aide",
} as const;
