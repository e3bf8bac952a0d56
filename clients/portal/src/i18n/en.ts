import type { PortalMessages } from './fr';

export const en: PortalMessages = {
  portal: {
    name: 'Volunteer space',
    homeTitle: 'Your volunteer space',
    homeIntro:
      'Every e-mail from the organization you registered with contains your personal link to this space. Open it to see your registrations, points, orders and vouchers.',
    homeLinkHint: 'The link looks like:',
    homeKeep: 'This link is personal: do not share it. It replaces a password.',
    homeLost: 'Lost your link? Ask the organization to send you a registration e-mail again.',
    spaceEmpty: 'Nothing to show yet',
    spaceEmptyText:
      'Your registrations, points, orders and vouchers will appear here as soon as they are available in this space.',
  },
};
