import type { PublicMessages } from './fr';

export const en: PublicMessages = {
  public: {
    organizationEmpty: 'No public events yet',
    organizationEmptyText: "This organization's events open for registration will appear here.",
    calendar: 'Calendar',
    calendarEmpty: 'No dates to show yet',
    calendarEmptyText: "This organization's public events and campaigns will appear here, day by day.",
    eventEmpty: 'Registrations are not open here yet',
    eventEmptyText: "This event's missions and time slots will appear on this page.",
    backToOrganization: 'Back to the organization',
  },
};
