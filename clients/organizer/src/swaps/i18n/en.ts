import type { fr } from './fr';

export const en: typeof fr = {
  title: 'Swaps to approve',
  intro:
    'Volunteers of the events that ask for approval swap shifts among themselves: approve a swap so the shift goes to the person taking it over, or refuse it (the registrations stay as they are).',
  empty: 'No swap to approve',
  emptyText: 'Swaps asked for on events whose swaps need approval will show here.',
  count_one: '{{count}} swap to approve',
  count_other: '{{count}} swaps to approve',
  listLabel: 'Swaps to approve',
  from: 'Gives',
  to: 'Takes over',
  askedAt: 'Asked on {{date}}',
  approve: 'Approve',
  approveAria: 'Approve the swap: {{position}}, {{slot}}',
  approveTitle: 'Approve this swap?',
  approveText: '{{from}} will no longer be registered for "{{position}}", {{slot}}; {{to}} will be instead. Both get an e-mail.',
  approved: 'Swap approved',
  refuse: 'Refuse',
  refuseAria: 'Refuse the swap: {{position}}, {{slot}}',
  refuseTitle: 'Refuse this swap?',
  refuseText: 'The registrations stay as they are; {{from}} and {{to}} get an e-mail.',
  reason: 'Reason (optional, sent to both volunteers)',
  refused: 'Swap refused',
  error: 'The swaps cannot be shown right now.',
  retry: 'Retry',
};
