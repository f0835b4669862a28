/**
 * The copy of the configurator's share and contact popups. The spec gives the rules and the
 * error messages (§5: 'Champ obligatoire', 'E-mail invalide'), not the wording of the popups: ours.
 */
export const CONTACT_MESSAGES = {
  agencyTitle: "Contactez le Bureau d'Étude",
  agencyText: 'Notre bureau d’étude vous répond sous 48 heures ouvrées, avec votre configuration sous les yeux.',
  agencyThanksTitle: 'Merci pour votre message',
  agencyThanks: 'Votre demande a bien été transmise au bureau d’étude de votre secteur. Il vous recontacte rapidement.',
  lastname: 'Nom',
  firstname: 'Prénom',
  company: 'Société',
  phone: 'Téléphone',
  email: 'E-mail',
  message: 'Votre message',
  send: 'Envoyer',
  sending: 'Envoi en cours…',
  cancel: 'Annuler',
  close: 'Fermer',
  failed: 'Une erreur est survenue. Merci de bien vouloir réessayer.',
  shareTitle: 'Partager cette solution par e-mail',
  shareText: 'Jusqu’à trois destinataires recevront le lien de cette solution.',
  recipient: (n: number) => (n === 1 ? 'E-mail du destinataire' : `E-mail du destinataire ${n} (facultatif)`),
  senderEmail: 'Votre e-mail',
} as const;
