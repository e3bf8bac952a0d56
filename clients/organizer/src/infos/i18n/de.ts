import type { InfosTexts } from './fr';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Texts of the infos area (namespace "infos"), the same keys as fr. */
export const de: Texts<InfosTexts> = {
  whatsnew: {
    title: 'Neuigkeiten',
    intro: 'Die Versionshinweise von Benevo, die neuesten zuerst.',
    englishOnly: 'Die Versionshinweise sind auf Englisch verfasst.',
  },
  doc: {
    title: 'Anleitungen',
    intro: 'Schritt-für-Schritt-Anleitungen für die häufigsten Aufgaben.',
    read: 'Anleitung lesen',
    back: 'Alle Anleitungen',
    fallback: 'Diese Anleitung gibt es noch nicht in Ihrer Sprache: sie wird auf Französisch angezeigt.',
    notFound: 'Diese Anleitung existiert nicht',
    notFoundText: 'Der Link ist vielleicht veraltet. Wählen Sie eine Anleitung aus der Liste.',
    loadFailed: 'Die Anleitung konnte nicht geladen werden.',
    items: {
      'getting-started': { title: 'Erste Schritte', summary: 'Ein Rundgang durch den Organisatorenbereich und die Reihenfolge für Ihre erste Veranstaltung.' },
      'create-event': { title: 'Eine Veranstaltung erstellen', summary: 'Daten, Einsätze und Schichten: den Einsatzplan vorbereiten.' },
      'open-registrations': { title: 'Anmeldungen öffnen', summary: 'Die Veranstaltung veröffentlichen, den Link teilen und die Anmeldungen verfolgen.' },
      'mail-volunteers': { title: 'Den Helfern schreiben', summary: 'Empfänger wählen, die Nachricht verfassen und die Zustellung verfolgen.' },
      'scan-stand': { title: 'Den Scan-Stand betreiben', summary: 'Operatoren, Einstellungen des Stands und die Ankunftskontrolle am Tag X.' },
    },
  },
  vlog: {
    title: 'Videos',
    intro: 'Videos, um Benevo kennenzulernen. Sie öffnen sich in einem neuen Tab.',
    watch: 'Ansehen',
    newTab: '(neuer Tab)',
    duration: 'Dauer: {{duration}}',
    published: 'Veröffentlicht am {{date}}',
    empty: 'Noch keine Videos',
    emptyText: 'Hier erscheinen bald Vorstellungsvideos. Lesen Sie in der Zwischenzeit die Anleitungen.',
    toDoc: 'Zu den Anleitungen',
  },
  contact: {
    title: 'Kontakt',
    intro: 'Eine Frage, ein Problem oder eine Rechnungsfrage? Ihre Nachricht geht an das Benevo-Team, das Ihnen gemäss Ihrem Support-Niveau antwortet.',
    category: 'Kategorie',
    categories: { question: 'Frage', bug: 'Problem', billing: 'Rechnung' },
    subject: 'Betreff',
    message: 'Nachricht',
    messageHint: 'Beschreiben Sie, was Sie getan haben, was Sie erwartet haben und was passiert ist.',
    replyTo: 'Antwortadresse',
    replyToHint: 'Das Team antwortet Ihnen an diese Adresse.',
    send: 'Senden',
    sent: 'Nachricht gesendet: das Benevo-Team antwortet Ihnen per E-Mail.',
    sentTitle: 'Nachricht gesendet',
    sentText: 'Danke! Das Benevo-Team antwortet Ihnen an {{email}}.',
    another: 'Eine weitere Nachricht schreiben',
    support: 'Support-Niveaus ansehen',
  },
};
