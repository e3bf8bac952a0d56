import type { fr } from './fr';

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const de: Messages<typeof fr> = {
  preferences: {
    open: 'Verfügbarkeit und bevorzugte Einsätze',
    openFor: 'Verfügbarkeit und bevorzugte Einsätze von {{name}}',
    title: 'Präferenzen von {{name}}',
    intro: 'Was der Helfer bei der Anmeldung angegeben hat, genutzt von der automatischen Verteilung. Sie können es korrigieren.',
    introCampaign: 'Was der Helfer in der Kampagne angegeben hat, genutzt von der automatischen Verteilung Ihrer Veranstaltungen. Sie können es korrigieren.',
    none: 'Der Helfer hat nichts angegeben: Er gilt als jederzeit verfügbar, ohne bevorzugten Einsatz.',
    availability: 'Verfügbarkeit',
    availabilityHint: 'Die Tage und Zeiten, an denen der Helfer helfen kann, in der Zeitzone der Veranstaltung.',
    availabilityCampaignHint: 'Die Daten und Zeiten, an denen der Helfer helfen kann.',
    positions: 'Bevorzugte Einsätze',
    positionsHint: 'Von der 1. bis zur letzten Wahl.',
    noPositions: 'Keine Einsätze zum Ordnen.',
    save: 'Speichern',
    cancel: 'Abbrechen',
    saved: 'Präferenzen gespeichert',
    loadFailed: 'Die Präferenzen konnten nicht geladen werden',
    retry: 'Erneut versuchen',
  },
};
