import type { PublicMessages } from './fr';

export const de: PublicMessages = {
  public: {
    organizationEmpty: 'Noch keine öffentlichen Veranstaltungen',
    organizationEmptyText: 'Die Veranstaltungen dieser Organisation, für die man sich anmelden kann, erscheinen hier.',
    calendar: 'Kalender',
    calendarEmpty: 'Im Moment gibt es keine Termine',
    calendarEmptyText: 'Die öffentlichen Veranstaltungen und Kampagnen dieser Organisation erscheinen hier, Tag für Tag.',
    eventEmpty: 'Die Anmeldungen sind hier noch nicht geöffnet',
    eventEmptyText: 'Die Einsätze und Zeitfenster dieser Veranstaltung erscheinen auf dieser Seite.',
    backToOrganization: 'Zurück zur Organisation',
  },
};
