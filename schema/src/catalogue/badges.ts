import type { MessageText } from '../plural';

/** Messages of the badges and documents modules (issue 14), merged into the one catalogue (messages.ts); de and en hold the same keys. */
export const fr = {
  'badges.featureDisabled': 'Les badges ne sont pas activés pour votre organisation',
  'badges.templateNotFound': "Ce modèle de badge n'existe pas",
  'badges.noVolunteers': "Aucun bénévole accepté pour cet événement (ou cette catégorie) : il n'y a aucun badge à générer",
  'badges.fileName': 'badges',
  'documents.jobNotFound': "Ce document n'existe pas",
  'documents.notReady': "Ce document n'est pas encore prêt",
  'documents.failed': 'La génération du document a échoué, veuillez réessayer',
  'documents.busy': 'Un document est déjà en cours de génération : attendez qu’il soit prêt',
  'badges.tooMany': 'Au maximum {max} badges par document : choisissez une catégorie',
};

export const de: Record<keyof typeof fr, MessageText> = {
  'badges.featureDisabled': 'Badges sind für Ihre Organisation nicht aktiviert',
  'badges.templateNotFound': 'Diese Badge-Vorlage existiert nicht',
  'badges.noVolunteers': 'Keine angenommenen Helfer für diese Veranstaltung (oder diese Kategorie): Es gibt keine Badges zu erstellen',
  'badges.fileName': 'badges',
  'documents.jobNotFound': 'Dieses Dokument existiert nicht',
  'documents.notReady': 'Dieses Dokument ist noch nicht bereit',
  'documents.failed': 'Das Dokument konnte nicht erstellt werden, bitte versuchen Sie es erneut',
  'documents.busy': 'Es wird bereits ein Dokument erstellt: warten Sie, bis es bereit ist',
  'badges.tooMany': 'Höchstens {max} Badges pro Dokument: wählen Sie eine Kategorie',
};

export const en: Record<keyof typeof fr, MessageText> = {
  'badges.featureDisabled': 'Badges are not enabled for your organization',
  'badges.templateNotFound': 'This badge template does not exist',
  'badges.noVolunteers': 'No accepted volunteers for this event (or this category): there are no badges to generate',
  'badges.fileName': 'badges',
  'documents.jobNotFound': 'This document does not exist',
  'documents.notReady': 'This document is not ready yet',
  'documents.failed': 'The document could not be generated, please try again',
  'documents.busy': 'A document is already being generated: wait until it is ready',
  'badges.tooMany': 'At most {max} badges per document: choose a category',
};
