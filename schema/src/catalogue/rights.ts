import type { MessageText } from '../plural';

/**
 * Messages of the rights service (issue 16): a switched-off feature answers FORBIDDEN with its own
 * message, one per Right (organization-rights.ts); de and en hold the same keys.
 */
export const fr = {
  'rights.campaigns': 'Les campagnes ne sont pas activées pour cette organisation',
  'rights.groupRegistrations': "Les inscriptions en groupe ne sont pas activées pour cette organisation",
  'rights.shop': "La boutique n'est pas activée pour cette organisation",
  'rights.badges': 'Les badges ne sont pas activés pour cette organisation',
  'rights.vouchers': 'Les bons ne sont pas activés pour cette organisation',
  'rights.operators': 'Les opérateurs ne sont pas activés pour cette organisation',
  'rights.validation': "La validation des participations n'est pas activée pour cette organisation",
  'rights.ticketing': "La billetterie n'est pas activée pour cette organisation",
  'rights.calendar': 'Le calendrier des événements demande une licence Pro ou Corporate',
};

export const de: Record<keyof typeof fr, MessageText> = {
  'rights.campaigns': 'Kampagnen sind für diese Organisation nicht aktiviert',
  'rights.groupRegistrations': 'Gruppenanmeldungen sind für diese Organisation nicht aktiviert',
  'rights.shop': 'Der Shop ist für diese Organisation nicht aktiviert',
  'rights.badges': 'Badges sind für diese Organisation nicht aktiviert',
  'rights.vouchers': 'Gutscheine sind für diese Organisation nicht aktiviert',
  'rights.operators': 'Operatoren sind für diese Organisation nicht aktiviert',
  'rights.validation': 'Die Validierung der Einsätze ist für diese Organisation nicht aktiviert',
  'rights.ticketing': 'Das Ticketing ist für diese Organisation nicht aktiviert',
  'rights.calendar': 'Der Veranstaltungskalender erfordert eine Pro- oder Corporate-Lizenz',
};

export const en: Record<keyof typeof fr, MessageText> = {
  'rights.campaigns': 'Campaigns are not enabled for this organization',
  'rights.groupRegistrations': 'Group registrations are not enabled for this organization',
  'rights.shop': 'The shop is not enabled for this organization',
  'rights.badges': 'Badges are not enabled for this organization',
  'rights.vouchers': 'Vouchers are not enabled for this organization',
  'rights.operators': 'Operators are not enabled for this organization',
  'rights.validation': 'Participation validation is not enabled for this organization',
  'rights.ticketing': 'Ticketing is not enabled for this organization',
  'rights.calendar': 'The events calendar needs a Pro or Corporate licence',
};
