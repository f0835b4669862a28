/** The French answers of the solution and agency routes (the spec gives their gist, not their words). */
export const SOLUTION_SAVED = 'La solution a bien été sauvegardée.';
export const SOLUTION_SHARED = 'Votre e-mail a bien été envoyé.';
export const AGENCY_CONTACTED = "Votre demande a bien été transmise au bureau d'étude.";
export const NO_DOWNLOADABLE_DOCUMENT = "Ce système n'a aucun document téléchargeable.";
export const DOCUMENT_NOT_FOUND = 'Ce document est introuvable.';
export const UNKNOWN_CONCRETE = "Ce type de béton n'existe pas.";
export const BAD_SIMULATION_ID = 'Identifiant de simulation invalide.';
