import type { fr } from './fr';

export const de: typeof fr = {
  title: 'Zu bestätigende Tausche',
  intro:
    'Die Helfer der Veranstaltungen, die eine Bestätigung verlangen, tauschen Schichten untereinander: bestätigen Sie den Tausch, damit die Schicht an die übernehmende Person geht, oder lehnen Sie ihn ab (die Einsätze bleiben unverändert).',
  empty: 'Kein Tausch zu bestätigen',
  emptyText: 'Tausche der Veranstaltungen, deren Tausche bestätigt werden müssen, erscheinen hier.',
  count_one: '{{count}} Tausch zu bestätigen',
  count_other: '{{count}} Tausche zu bestätigen',
  listLabel: 'Zu bestätigende Tausche',
  from: 'Gibt ab',
  to: 'Übernimmt',
  askedAt: 'Angefragt am {{date}}',
  approve: 'Bestätigen',
  approveAria: 'Tausch bestätigen: {{position}}, {{slot}}',
  approveTitle: 'Diesen Tausch bestätigen?',
  approveText: '{{from}} ist nicht mehr für «{{position}}», {{slot}}, eingetragen; {{to}} übernimmt. Beide erhalten eine E-Mail.',
  approved: 'Tausch bestätigt',
  refuse: 'Ablehnen',
  refuseAria: 'Tausch ablehnen: {{position}}, {{slot}}',
  refuseTitle: 'Diesen Tausch ablehnen?',
  refuseText: 'Die Einsätze bleiben unverändert; {{from}} und {{to}} erhalten eine E-Mail.',
  reason: 'Grund (freiwillig, an beide Helfer gesendet)',
  refused: 'Tausch abgelehnt',
  error: 'Die Tausche können zurzeit nicht angezeigt werden.',
  retry: 'Erneut versuchen',
};
