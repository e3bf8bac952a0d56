/** The portal's "offline" texts (issue 17), under portal.offline. French is the source; de and en have the same keys. */
export const fr = {
  offlineTitle: 'Vous êtes hors ligne',
  unreachableTitle: 'Le serveur ne répond pas',
  mayBeOld: 'Les informations affichées sont celles du dernier chargement et peuvent ne plus être à jour.',
  lastUpdated: 'Dernière mise à jour : {{date}} à {{time}}.',
  readOnly: 'Accepter, annuler ou modifier redeviendra possible dès le retour de la connexion.',
  retry: 'Réessayer',
  actionOffline: 'Vous êtes hors ligne : reconnectez-vous pour accepter, annuler ou modifier.',
  notKept: "Vous êtes hors ligne et ces informations n'ont pas encore été chargées sur cet appareil.",
  serverUnreachable: 'Le serveur ne répond pas : réessayez dans un moment.',
};

export const de: typeof fr = {
  offlineTitle: 'Sie sind offline',
  unreachableTitle: 'Der Server antwortet nicht',
  mayBeOld: 'Die angezeigten Angaben stammen vom letzten Laden und sind möglicherweise nicht mehr aktuell.',
  lastUpdated: 'Zuletzt aktualisiert: {{date}} um {{time}}.',
  readOnly: 'Annehmen, absagen oder ändern ist wieder möglich, sobald die Verbindung zurück ist.',
  retry: 'Erneut versuchen',
  actionOffline: 'Sie sind offline: Annehmen, absagen oder ändern geht erst wieder mit Verbindung.',
  notKept: 'Sie sind offline, und diese Angaben wurden auf diesem Gerät noch nicht geladen.',
  serverUnreachable: 'Der Server antwortet nicht: versuchen Sie es in einem Moment erneut.',
};

export const en: typeof fr = {
  offlineTitle: 'You are offline',
  unreachableTitle: 'The server does not answer',
  mayBeOld: 'What you see is from the last time the page loaded and may be out of date.',
  lastUpdated: 'Last updated: {{date}} at {{time}}.',
  readOnly: 'Accepting, cancelling or changing will be possible again once you are back online.',
  retry: 'Try again',
  actionOffline: 'You are offline: reconnect to accept, cancel or change anything.',
  notKept: 'You are offline and this has not been loaded on this device yet.',
  serverUnreachable: 'The server does not answer: try again in a moment.',
};
