import type { MessageText } from '../plural';

/** Messages of the ticketing integration (issue 16, enableWeezevent), merged into the one catalogue (messages.ts); de and en hold the same keys. */
export const fr = {
  'ticketing.baseUrl': 'Entrez une adresse https:// complète',
  'ticketing.baseUrlPrivate': "Cette adresse mène à un réseau interne : entrez l'adresse publique de la billetterie",
  'ticketing.credentialsForBaseUrl': "Pour une nouvelle adresse, entrez à nouveau la clé API et le jeton d'accès",
  'ticketing.vendorIdRequired': 'Entrez un identifiant du fournisseur',
  'ticketing.vendorId': 'Identifiant non valide (chiffres et lettres, 64 caractères au plus)',
  'ticketing.notConfigured': "Enregistrez d'abord la clé API et le jeton d'accès de la billetterie",
  'ticketing.notMapped': "Cet événement n'est relié à aucun événement de la billetterie",
  'ticketing.syncNotFound': "Cette synchronisation n'existe pas",
  'ticketing.error.unauthorized': 'La billetterie a refusé la clé API ou le jeton d’accès : vérifiez-les dans les réglages',
  'ticketing.error.notFound': "La billetterie ne connaît pas l'événement ou le type de billet relié ({status})",
  'ticketing.error.server': 'La billetterie a répondu par une erreur ({status})',
  'ticketing.error.network': 'La billetterie ne répond pas',
  'ticketing.error.invalidAnswer': 'La billetterie a envoyé une réponse illisible',
  'ticketing.error.disabled': 'La billetterie a été désactivée pour cette organisation',
  'ticketing.error.unmapped': "L'événement n'est plus relié à la billetterie",
};

export const de: Record<keyof typeof fr, MessageText> = {
  'ticketing.baseUrl': 'Geben Sie eine vollständige https://-Adresse ein',
  'ticketing.baseUrlPrivate': 'Diese Adresse führt in ein internes Netz: Geben Sie die öffentliche Adresse der Ticketing-Plattform ein',
  'ticketing.credentialsForBaseUrl': 'Geben Sie für eine neue Adresse den API-Schlüssel und das Zugriffstoken erneut ein',
  'ticketing.vendorIdRequired': 'Geben Sie eine Kennung des Anbieters ein',
  'ticketing.vendorId': 'Ungültige Kennung (Ziffern und Buchstaben, höchstens 64 Zeichen)',
  'ticketing.notConfigured': 'Speichern Sie zuerst den API-Schlüssel und das Zugriffstoken des Ticketings',
  'ticketing.notMapped': 'Diese Veranstaltung ist mit keiner Veranstaltung des Ticketings verknüpft',
  'ticketing.syncNotFound': 'Diese Synchronisierung existiert nicht',
  'ticketing.error.unauthorized': 'Das Ticketing hat den API-Schlüssel oder das Zugriffstoken abgelehnt: prüfen Sie die Einstellungen',
  'ticketing.error.notFound': 'Das Ticketing kennt die verknüpfte Veranstaltung oder Ticketart nicht ({status})',
  'ticketing.error.server': 'Das Ticketing hat mit einem Fehler geantwortet ({status})',
  'ticketing.error.network': 'Das Ticketing antwortet nicht',
  'ticketing.error.invalidAnswer': 'Das Ticketing hat eine unlesbare Antwort gesendet',
  'ticketing.error.disabled': 'Die Ticketing-Anbindung wurde für diese Organisation deaktiviert',
  'ticketing.error.unmapped': 'Die Veranstaltung ist nicht mehr mit dem Ticketing verknüpft',
};

export const en: Record<keyof typeof fr, MessageText> = {
  'ticketing.baseUrl': 'Enter a complete https:// address',
  'ticketing.baseUrlPrivate': 'This address leads to an internal network: enter the public address of the ticketing platform',
  'ticketing.credentialsForBaseUrl': 'For a new address, enter the API key and the access token again',
  'ticketing.vendorIdRequired': 'Enter an identifier of the vendor',
  'ticketing.vendorId': 'Invalid identifier (digits and letters, at most 64 characters)',
  'ticketing.notConfigured': 'First save the ticketing API key and access token',
  'ticketing.notMapped': 'This event is not linked to an event of the ticketing',
  'ticketing.syncNotFound': 'This synchronisation does not exist',
  'ticketing.error.unauthorized': 'The ticketing refused the API key or the access token: check them in the settings',
  'ticketing.error.notFound': 'The ticketing does not know the linked event or ticket type ({status})',
  'ticketing.error.server': 'The ticketing answered with an error ({status})',
  'ticketing.error.network': 'The ticketing does not answer',
  'ticketing.error.invalidAnswer': 'The ticketing sent an unreadable answer',
  'ticketing.error.disabled': 'Ticketing has been disabled for this organization',
  'ticketing.error.unmapped': 'The event is no longer linked to the ticketing',
};
