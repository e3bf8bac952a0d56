import type { fr } from './fr';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Texts of the organizer's volunteer profile (namespace "volunteerProfile"). */
export const de: Texts<typeof fr> = {
  title: 'Profil der freiwilligen Person',
  back: 'Zurück zur Helferliste',
  backToCampaigns: 'Zurück zu den Kampagnen',
  notFound: 'Diese freiwillige Person existiert nicht',
  profilePicture: 'Profilbild von {{name}}',
  contact: {
    title: 'Kontaktdaten',
    email: 'E-Mail',
    phone: 'Telefon',
    address: 'Adresse',
    language: 'Sprache der E-Mails',
    bornDate: 'Geburtsdatum',
    createdAt: 'Registriert seit',
    comment: 'Kommentar',
    none: '—',
  },
  languages: {
    fr: 'Französisch',
    'fr-ch': 'Französisch (Schweiz)',
    de: 'Deutsch',
    en: 'Englisch',
  },
  categories: {
    title: 'Kategorien',
    empty: 'Keine Kategorie',
  },
  answers: {
    title: 'Eigene Antworten',
    empty: 'Keine Antworten auf die Helferfelder',
  },
  participations: {
    title: 'Teilnahmen',
    count_one: '{{count}} Teilnahme',
    count_other: '{{count}} Teilnahmen',
    empty: 'Keine Teilnahme',
    emptyText: 'Diese Person hat sich noch für keine Veranstaltung angemeldet.',
    event: 'Veranstaltung',
    position: 'Einsatz',
    time: 'Zeit',
    status: 'Status',
    group_one: 'Gruppe von {{count}} Person',
    group_other: 'Gruppe von {{count}} Personen',
  },
  campaigns: {
    title: 'Kampagnen-Anmeldungen',
    empty: 'Keine Kampagnen-Anmeldung',
    emptyText: 'Diese Person hat sich für keine Kampagne angemeldet.',
    campaign: 'Kampagne',
    status: 'Status',
    date: 'Anmeldedatum',
  },
  mails: {
    title: 'Erhaltene E-Mails',
    empty: 'Keine E-Mail',
    emptyText: 'Die Organisation hat dieser Person noch keine E-Mail gesendet.',
    subject: 'Betreff',
    about: 'Versand',
    date: 'Datum',
    delivery: 'Zustellung',
  },
  participationStatus: {
    AWAITING_ORGANIZER_VALIDATION: 'Wartet auf Bestätigung durch die Organisation',
    AWAITING_VOLUNTEER_VALIDATION: 'Wartet auf Bestätigung durch die freiwillige Person',
    REJECTED_BY_ORGANIZER: 'Von der Organisation abgelehnt',
    REJECTED_BY_VOLUNTEER: 'Von der freiwilligen Person abgelehnt',
    CANCELLED_BY_ORGANIZER: 'Von der Organisation storniert',
    CANCELLED_BY_VOLUNTEER: 'Von der freiwilligen Person storniert',
    ACCEPTED: 'Angenommen',
  },
  campaignStatus: {
    DRAFT: 'Entwurf',
    PUBLISHED: 'Veröffentlicht',
    CLOSED: 'Geschlossen',
    ARCHIVED: 'Archiviert',
  },
  deliveryStatus: {
    PENDING: 'Ausstehend',
    SENT: 'Gesendet',
    STORED: 'Gespeichert',
    FAILED: 'Fehlgeschlagen',
  },
};
