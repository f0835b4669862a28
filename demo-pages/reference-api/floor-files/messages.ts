/** The French answers of the solution and agency routes (the spec gives their gist, not their words). */
export const SOLUTION_SAVED = 'La solution a bien été sauvegardée.';
export const SOLUTION_SHARED = 'Votre e-mail a bien été envoyé.';
export const AGENCY_CONTACTED = "Votre demande a bien été transmise au bureau d'étude.";
export const NO_DOWNLOADABLE_DOCUMENT = "Ce système n'a aucun document téléchargeable.";
export const DOCUMENT_NOT_FOUND = 'Ce document est introuvable.';
export const UNKNOWN_CONCRETE = "Ce type de béton n'existe pas.";
export const BAD_SIMULATION_ID = 'Identifiant de simulation invalide.';

/**
 * The detail's message when a share's link has expired: the solution still shows (it is public),
 * without the sender's configuration, and the recipient learns why and what to do.
 */
export const shareExpired = (lastDay: string) =>
  `Ce lien de partage était valable jusqu'au ${lastDay} : la configuration pour laquelle cette solution ` +
  "vous a été recommandée n'est plus affichée. Demandez à la personne qui vous l'a envoyé de la partager à nouveau.";
