import type { MessageText } from '../plural';
/**
 * Messages of communications (mailings, previews, history, templates), merged into the one catalogue
 * (messages.ts). The French texts are the spec's own where it gives them (spec 5, spec 8); de and en
 * must hold the same keys (the type checks it).
 */
export const fr = {
  // Spec 5: an event needs at least one slot needing volunteers before e-mails can be sent.
  'communications.noSlotNeedingVolunteers': 'Votre événement ne contient aucune tranche horaire ou ne nécessite aucun volontaire',
  'communications.noRecipients': 'Aucun bénévole ne correspond à ces critères',
  'communications.noVolunteerSelected': 'Sélectionnez au moins un bénévole',
  'communications.bodyRequired': 'Le message est obligatoire',
  'communications.notFound': "Cette communication n'existe pas",
  'communications.templateNotFound': "Ce modèle n'existe pas",
  'communications.templateNameTaken': 'Un modèle porte déjà ce nom',
  'communications.unknownDay': "Ce jour n'appartient pas à l'événement",
  'communications.unknownPosition': "Cette mission n'appartient pas à l'événement",
  'communications.testSent': 'E-mail de test envoyé à {email}',
  'communications.ownerSent': 'E-mail envoyé à votre adresse {email} uniquement',
  'communications.queued': { one: 'Envoi en cours à {count} destinataire', other: 'Envoi en cours à {count} destinataires' },
  'communications.nothingToRetry': "Aucun envoi en échec à relancer",
  // Spec 8
  'communications.sendFailed': "Echec de l'envoi",
  'communications.sendFailedTo': "Echéc de l'envoi à {recipient}",
  // Mail parts
  'communications.mail.portal': 'Votre espace bénévole : {portalLink}',
  'communications.mail.resume.subject': 'Récapitulatif de vos inscriptions : {eventName}',
  'communications.mail.noRegistration': 'Aucune inscription active pour le moment.',
  'communications.sample.volunteerName': 'Camille Exemple',
} as const;

export const de: Record<keyof typeof fr, MessageText> = {
  'communications.noSlotNeedingVolunteers': 'Ihre Veranstaltung enthält keine Schicht oder benötigt keine Helfer',
  'communications.noRecipients': 'Keine Helfer entsprechen diesen Kriterien',
  'communications.noVolunteerSelected': 'Wählen Sie mindestens eine Helferin oder einen Helfer aus',
  'communications.bodyRequired': 'Die Nachricht ist obligatorisch',
  'communications.notFound': 'Diese Mitteilung existiert nicht',
  'communications.templateNotFound': 'Diese Vorlage existiert nicht',
  'communications.templateNameTaken': 'Eine Vorlage mit diesem Namen existiert bereits',
  'communications.unknownDay': 'Dieser Tag gehört nicht zur Veranstaltung',
  'communications.unknownPosition': 'Dieser Einsatz gehört nicht zur Veranstaltung',
  'communications.testSent': 'Test-E-Mail an {email} gesendet',
  'communications.ownerSent': 'E-Mail nur an Ihre Adresse {email} gesendet',
  'communications.queued': 'Versand an {count} Empfänger läuft',
  'communications.nothingToRetry': 'Kein fehlgeschlagener Versand zu wiederholen',
  'communications.sendFailed': 'Versand fehlgeschlagen',
  'communications.sendFailedTo': 'Versand an {recipient} fehlgeschlagen',
  'communications.mail.portal': 'Ihr Helferbereich: {portalLink}',
  'communications.mail.resume.subject': 'Übersicht Ihrer Anmeldungen: {eventName}',
  'communications.mail.noRegistration': 'Zurzeit keine aktive Anmeldung.',
  'communications.sample.volunteerName': 'Camille Beispiel',
};

export const en: Record<keyof typeof fr, MessageText> = {
  'communications.noSlotNeedingVolunteers': 'Your event has no time slot or needs no volunteer',
  'communications.noRecipients': 'No volunteer matches these criteria',
  'communications.noVolunteerSelected': 'Select at least one volunteer',
  'communications.bodyRequired': 'The message is required',
  'communications.notFound': 'This communication does not exist',
  'communications.templateNotFound': 'This template does not exist',
  'communications.templateNameTaken': 'A template already has this name',
  'communications.unknownDay': 'This day does not belong to the event',
  'communications.unknownPosition': 'This position does not belong to the event',
  'communications.testSent': 'Test e-mail sent to {email}',
  'communications.ownerSent': 'E-mail sent to your address {email} only',
  'communications.queued': { one: 'Sending to {count} recipient', other: 'Sending to {count} recipients' },
  'communications.nothingToRetry': 'No failed delivery to retry',
  'communications.sendFailed': 'Sending failed',
  'communications.sendFailedTo': 'Sending to {recipient} failed',
  'communications.mail.portal': 'Your volunteer space: {portalLink}',
  'communications.mail.resume.subject': 'Summary of your registrations: {eventName}',
  'communications.mail.noRegistration': 'No active registration at the moment.',
  'communications.sample.volunteerName': 'Camille Example',
};
