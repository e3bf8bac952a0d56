import type { MessageText } from '../plural';
/**
 * Messages of campaigns (spec 3 Campaign and Campaign registration, spec 5 "Campaign"), merged into the
 * one catalogue (messages.ts). de and en must hold the same keys (the type checks it).
 */
export const fr = {
  'campaigns.notFound': "Cette campagne n'existe pas",
  'campaigns.registrationNotFound': "Cette inscription n'existe pas",
  'campaigns.contactNameRequired': 'Le nom du contact est obligatoire',
  'campaigns.descriptionRequired': 'La description est obligatoire',
  'campaigns.status': 'Statut inconnu : brouillon, publiée, fermée ou archivée',
  'campaigns.featureDisabled': "Les campagnes ne sont pas activées pour cette organisation",
  'campaigns.notPublished': "Cette campagne n'est pas publiée : les inscriptions ne sont pas ouvertes",
  'campaigns.closed': 'Cette campagne est fermée : elle ne prend plus de nouvelles inscriptions',
  'campaigns.archived': 'Cette campagne est archivée : elle ne prend plus de nouvelles inscriptions',
  'campaigns.transition': 'Une campagne « {from} » ne peut pas passer à « {to} »',
  'campaigns.alreadyRegistered': 'Ce bénévole est déjà inscrit à cette campagne',
  'campaigns.unknownField': "Ce champ n'est pas accepté ici",
  'campaigns.idMismatch': "L'identifiant ne correspond pas à l'adresse",
  'campaigns.mail.subject': 'Confirmation de votre inscription : {campaignName}',
  'campaigns.summary.campaign': 'Campagne : {campaignName}',
} as const;

export const de: Record<keyof typeof fr, MessageText> = {
  'campaigns.notFound': 'Diese Kampagne existiert nicht',
  'campaigns.registrationNotFound': 'Diese Anmeldung existiert nicht',
  'campaigns.contactNameRequired': 'Der Name der Kontaktperson ist obligatorisch',
  'campaigns.descriptionRequired': 'Die Beschreibung ist obligatorisch',
  'campaigns.status': 'Unbekannter Status: Entwurf, veröffentlicht, geschlossen oder archiviert',
  'campaigns.featureDisabled': 'Kampagnen sind für diese Organisation nicht aktiviert',
  'campaigns.notPublished': 'Diese Kampagne ist nicht veröffentlicht: Anmeldungen sind nicht offen',
  'campaigns.closed': 'Diese Kampagne ist geschlossen: Sie nimmt keine neuen Anmeldungen mehr an',
  'campaigns.archived': 'Diese Kampagne ist archiviert: Sie nimmt keine neuen Anmeldungen mehr an',
  'campaigns.transition': 'Eine Kampagne im Status «{from}» kann nicht zu «{to}» wechseln',
  'campaigns.alreadyRegistered': 'Diese Person ist bereits für diese Kampagne angemeldet',
  'campaigns.unknownField': 'Dieses Feld wird hier nicht angenommen',
  'campaigns.idMismatch': 'Die Kennung passt nicht zur Adresse',
  'campaigns.mail.subject': 'Bestätigung Ihrer Anmeldung: {campaignName}',
  'campaigns.summary.campaign': 'Kampagne: {campaignName}',
};

export const en: Record<keyof typeof fr, MessageText> = {
  'campaigns.notFound': 'This campaign does not exist',
  'campaigns.registrationNotFound': 'This registration does not exist',
  'campaigns.contactNameRequired': 'The contact name is required',
  'campaigns.descriptionRequired': 'The description is required',
  'campaigns.status': 'Unknown status: draft, published, closed or archived',
  'campaigns.featureDisabled': 'Campaigns are not enabled for this organization',
  'campaigns.notPublished': 'This campaign is not published: registrations are not open',
  'campaigns.closed': 'This campaign is closed: it takes no new registrations',
  'campaigns.archived': 'This campaign is archived: it takes no new registrations',
  'campaigns.transition': 'A campaign in status "{from}" cannot change to "{to}"',
  'campaigns.alreadyRegistered': 'This volunteer is already registered for this campaign',
  'campaigns.unknownField': 'This field is not accepted here',
  'campaigns.idMismatch': 'The id does not match the address',
  'campaigns.mail.subject': 'Your registration is confirmed: {campaignName}',
  'campaigns.summary.campaign': 'Campaign: {campaignName}',
};
