/**
 * The shared simulation actions' French copy (thermal-break-tool §4 Saving, §5, §8;
 * floor-and-carbon-tools §8): the toasts and validation messages verbatim from the spec; the
 * labels of the popups are ours (the spec names the PDF popin's only).
 */
export const SIMULATION_ACTIONS_MESSAGES = {
  /** Verbatim: success toasts (§8). */
  saved: 'Votre simulation a été sauvegardée dans votre espace personnel',
  sent: 'Le rapport a bien été envoyé',
  /** Verbatim: failure toasts (§8). */
  genericError: 'Une erreur est survenue',
  saveFailed: 'Une erreur est survenue lors de la sauvegarde de votre recherche',
  /** Verbatim: floor-and-carbon-tools §4.1, §8 (a delete that removed the whole cluster). */
  clusterRemoved: 'Le projet a été supprimé.',

  saveTitle: 'Sauvegarder ma recherche',
  /** Said when the PDF or the e-mail needs the simulation saved first (the report is the owner's). */
  saveFirst: 'Donnez un nom à votre simulation : elle sera sauvegardée dans votre espace personnel avant son rapport.',
  name: 'Nom de la simulation',
  save: 'Sauvegarder',

  /** Verbatim: the PDF popin (§2). */
  pdfTitle: 'Télécharger le pdf ?',
  pdfDownload: 'Télécharger le pdf',
  close: 'Fermer',
  pdfText: 'Le rapport de votre simulation s’ouvre dans une nouvelle fenêtre.',

  emailTitle: 'Envoyer le rapport par e-mail',
  emailText: 'Jusqu’à 3 destinataires recevront le lien vers le rapport pdf de votre simulation.',
  recipient: (n: number) => (n === 1 ? 'E-mail du destinataire' : `E-mail du destinataire ${n} (facultatif)`),
  send: 'Envoyer',

  cancel: 'Annuler',
  pleaseWait: 'Veuillez patienter',
} as const;
