/**
 * The link handler's copy. The spec gives none (the server's messages are shown): these are ours,
 * used when a link is incomplete, when the server answers without a message, and on buttons.
 */
export const LINK_MESSAGES = {
  working: 'Vérification du lien en cours',
  incomplete: "Ce lien est incomplet. Ouvrez-le de nouveau depuis l'e-mail reçu, en entier et sans le modifier.",
  activated: 'Votre compte est maintenant activé. Vous pouvez vous connecter.',
  alreadyActivated: 'Votre compte est déjà activé. Vous pouvez vous connecter.',
  refused: 'Ce lien ne peut pas être utilisé. Recommencez la démarche depuis le site.',
  login: 'Me connecter',
  retry: 'Réessayer',
  personalSpace: 'Voir mon espace personnel',
} as const;
