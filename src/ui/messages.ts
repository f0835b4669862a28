/** The shared components' own French copy (the rest comes from the islands, verbatim from the spec). */
export const UI_MESSAGES = {
  /** The dialogs' close button (×), as screen readers say it. */
  close: 'Fermer',
  /** What a spinner or a skeleton announces when its island gives no label. */
  loading: 'Chargement en cours',
  /** The password fields' toggle, then what screen readers hear after it. */
  showPassword: 'Afficher',
  hidePassword: 'Masquer',
  thePassword: ' le mot de passe',
} as const;
