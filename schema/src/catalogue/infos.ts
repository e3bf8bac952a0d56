import type { MessageText } from '../plural';

/**
 * Messages of the infos area (issue 16): the organizer's contact form to the platform's support and the
 * audit log's filters. Merged into the one catalogue (messages.ts); de and en hold the same keys.
 */
export const fr = {
  'infos.category.question': 'Question',
  'infos.category.bug': 'Problème',
  'infos.category.billing': 'Facturation',
  'infos.categoryInvalid': 'Choisissez une catégorie : question, problème ou facturation',
  'infos.contactNoOrganization': 'Aucune organisation',
  'infos.mail.contact.subject': '[Benevo – {category}] {subject}',
  'infos.mail.contact.body':
    'Message de {name} <{email}> (utilisateur n° {userId})\nOrganisation : {organization} (n° {organizationId}, licence {licence}, support {support})\nCatégorie : {category}\nLangue : {language}\n\n{message}\n\n—\nRépondez à ce mail pour écrire à {email}.',
  'infos.auditActionInvalid': 'Action inconnue',
  'infos.auditRangeInvalid': 'La date de fin doit être après la date de début',
  'infos.auditCursorInvalid': 'Curseur de page invalide',
};

export const de: Record<keyof typeof fr, MessageText> = {
  'infos.category.question': 'Frage',
  'infos.category.bug': 'Problem',
  'infos.category.billing': 'Rechnung',
  'infos.categoryInvalid': 'Wählen Sie eine Kategorie: Frage, Problem oder Rechnung',
  'infos.contactNoOrganization': 'Keine Organisation',
  'infos.mail.contact.subject': '[Benevo – {category}] {subject}',
  'infos.mail.contact.body':
    'Nachricht von {name} <{email}> (Benutzer Nr. {userId})\nOrganisation: {organization} (Nr. {organizationId}, Lizenz {licence}, Support {support})\nKategorie: {category}\nSprache: {language}\n\n{message}\n\n—\nAntworten Sie auf diese E-Mail, um {email} zu schreiben.',
  'infos.auditActionInvalid': 'Unbekannte Aktion',
  'infos.auditRangeInvalid': 'Das Enddatum muss nach dem Anfangsdatum liegen',
  'infos.auditCursorInvalid': 'Ungültiger Seitenzeiger',
};

export const en: Record<keyof typeof fr, MessageText> = {
  'infos.category.question': 'Question',
  'infos.category.bug': 'Problem',
  'infos.category.billing': 'Billing',
  'infos.categoryInvalid': 'Choose a category: question, problem or billing',
  'infos.contactNoOrganization': 'No organization',
  'infos.mail.contact.subject': '[Benevo – {category}] {subject}',
  'infos.mail.contact.body':
    'Message from {name} <{email}> (user no. {userId})\nOrganization: {organization} (no. {organizationId}, licence {licence}, support {support})\nCategory: {category}\nLanguage: {language}\n\n{message}\n\n—\nReply to this mail to write to {email}.',
  'infos.auditActionInvalid': 'Unknown action',
  'infos.auditRangeInvalid': 'The end date must be after the start date',
  'infos.auditCursorInvalid': 'Invalid page cursor',
};
