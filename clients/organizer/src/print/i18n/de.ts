import type { fr } from './fr';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Texts of the print screens (namespace "print"), the same keys as fr. */
export const de: Texts<typeof fr> = {
  common: {
    forbidden: 'Sie haben keinen Zugriff auf die Ausdrucke dieser Organisation',
  },
  kinds: {
    navLabel: 'Zu druckende Dokumente',
    PLANNING: 'Einsatzpläne',
    PER_VOLUNTEER: 'Pro Helfer',
    VOUCHERS: 'Gutscheine',
    TSHIRTS: 'T-Shirts',
    MEALS: 'Mahlzeiten',
  },
  titles: {
    PLANNING: 'Einsatzpläne drucken',
    PER_VOLUNTEER: 'Einsatzpläne pro Helfer',
    VOUCHERS: 'Essens- und Getränkegutscheine',
    TSHIRTS: 'T-Shirt-Liste',
    MEALS: 'Mahlzeiten für die Küche',
  },
  subtitles: {
    PLANNING: 'Eine A4-Seite pro Einsatz und Tag (oder kompakt): Schichten, Namen, Telefonnummern und leere Zeilen für freie Plätze.',
    PER_VOLUNTEER: 'Eine Seite pro Helfer mit seinen Schichten, Einsätzen, Beschreibungen und Treffpunkten.',
    VOUCHERS: 'Essens- oder Getränkegutscheine pro Helfer mit seinem Scan-QR-Code, als A4-Bogen mit Schnittmarken.',
    TSHIRTS: 'Die Helfer und ihre T-Shirt-Grösse, nach Grösse, gemäss der Antwort im Formular.',
    MEALS: 'Die Anzahl Mahlzeiten pro Tag mit den Namen der Helfer, für die Küche.',
  },
  event: {
    label: 'Veranstaltung',
    placeholder: 'Veranstaltung wählen',
    archived: '{{name}} (archiviert)',
    noEvents: 'Keine Veranstaltung',
    noEventsText: 'Erstellen Sie zuerst eine Veranstaltung: Die Ausdrucke zeigen ihre Einsätze und Helfer.',
    choose: 'Wählen Sie eine Veranstaltung',
    chooseText: 'Wählen Sie die Veranstaltung, deren Dokumente Sie drucken möchten.',
  },
  filters: {
    title: 'Filter',
    days: 'Tage',
    daysHint: 'Kein Tag gewählt: alle Tage',
    positions: 'Einsätze',
    positionsPlaceholder: 'Alle Einsätze',
    categories: 'Helferkategorien',
    categoriesPlaceholder: 'Alle Kategorien',
    nothingFound: 'Nichts gefunden',
    layout: 'Layout',
    page_per_position: 'Eine Seite pro Einsatz',
    compact: 'Kompakt',
  },
  preview: {
    show: 'Vorschau der ersten Seite',
    refresh: 'Vorschau aktualisieren',
    title: 'Vorschau',
    label: 'Vorschau der ersten Seite (PDF)',
    fallback: 'Ihr Browser kann das PDF hier nicht anzeigen.',
    open: 'Vorschau öffnen (PDF)',
    empty: 'Wählen Sie Ihre Filter und zeigen Sie dann eine Vorschau der ersten Seite an.',
  },
  generate: {
    start: 'PDF erstellen',
    progressLabel: 'PDF wird erstellt',
    progress: '{{progress}} / {{total}}',
    pending: 'Wartet…',
    done: 'Das PDF ist bereit',
    download: '{{fileName}} herunterladen',
    failed: 'Die Erstellung ist fehlgeschlagen',
    again: 'Erneut erstellen',
  },
  problem: 'Dieses Dokument kann nicht erstellt werden',
};
