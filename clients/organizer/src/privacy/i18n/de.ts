import type { fr } from './fr';

export const de: typeof fr = {
  title: 'Anträge auf Datenlöschung',
  intro:
    'Helfer beantragen in ihrem Bereich die Löschung ihrer persönlichen Daten. Bestätigen löscht Profil, Antworten, Kontaktdaten der Anmeldungen und die sie betreffenden E-Mails; die Statistiken (Anmeldungen, Stunden, Punkte) bleiben anonym erhalten. Die Person erhält eine letzte E-Mail.',
  error: 'Die Anträge können nicht angezeigt werden',
  empty: 'Kein offener Antrag',
  emptyText: 'Löschanträge, die Helfer in ihrem Bereich stellen, erscheinen hier.',
  pending: 'Offen',
  decided: 'Bearbeitet',
  count_one: '{{count}} offener Antrag',
  count_other: '{{count}} offene Anträge',
  requestedAt: 'Gestellt am {{date}}',
  decidedAt: 'Bearbeitet am {{date}}',
  status: { pending: 'Offen', done: 'Daten gelöscht', refused: 'Abgelehnt' },
  erased: 'Anonymisierter Helfer (Nr. {{id}})',
  reasonShown: 'Grund: {{reason}}',
  confirm: 'Daten löschen',
  confirmAria: 'Daten von {{name}} löschen',
  confirmTitle: 'Daten von {{name}} endgültig löschen?',
  confirmText:
    'Profil, Antworten, Kontaktdaten der Anmeldungen und E-Mails zu {{name}} ({{email}}) werden gelöscht. Der persönliche Link funktioniert nicht mehr. Dies ist endgültig.',
  confirmed: 'Daten gelöscht',
  refuse: 'Ablehnen',
  refuseAria: 'Antrag von {{name}} ablehnen',
  refuseTitle: 'Antrag von {{name}} ablehnen?',
  refuseText: 'Geben Sie den Grund an (z. B. eine gesetzliche Aufbewahrungspflicht): Er wird der Person per E-Mail gesendet.',
  reason: 'Grund',
  refused: 'Antrag abgelehnt',
};
