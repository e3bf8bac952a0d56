import type { fr } from './fr';

export const en: typeof fr = {
  title: 'Data deletion requests',
  intro:
    'Volunteers ask for their personal data to be erased from their space. Confirming erases their profile, answers, contact details on registrations and the e-mails about them; statistics (registrations, hours, points) stay, anonymous. The person receives a last e-mail.',
  error: 'The requests cannot be shown',
  empty: 'No pending request',
  emptyText: 'Deletion requests sent by volunteers from their space will show here.',
  pending: 'Pending',
  decided: 'Handled',
  count_one: '{{count}} pending request',
  count_other: '{{count}} pending requests',
  requestedAt: 'Asked on {{date}}',
  decidedAt: 'Handled on {{date}}',
  status: { pending: 'Pending', done: 'Data erased', refused: 'Refused' },
  erased: 'Anonymized volunteer (no. {{id}})',
  reasonShown: 'Reason: {{reason}}',
  confirm: 'Erase the data',
  confirmAria: "Erase {{name}}'s data",
  confirmTitle: "Erase {{name}}'s data for good?",
  confirmText:
    "The profile, answers, registration contact details and e-mails about {{name}} ({{email}}) will be erased. Their personal link will stop working. This cannot be undone.",
  confirmed: 'Data erased',
  refuse: 'Refuse',
  refuseAria: "Refuse {{name}}'s request",
  refuseTitle: "Refuse {{name}}'s request?",
  refuseText: 'Give the reason (for example a legal duty to keep the data): it is sent to the person by e-mail.',
  reason: 'Reason',
  refused: 'Request refused',
};
