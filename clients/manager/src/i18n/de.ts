import type { ManagerMessages } from './fr';

export const de: ManagerMessages = {
  manager: {
    name: 'Bereich für Verantwortliche',
    loginTitle: 'Anmeldung für Verantwortliche',
    loginIntro: 'Melden Sie sich mit der E-Mail und dem Passwort an, die Sie von der Organisation erhalten haben.',
    email: 'E-Mail',
    password: 'Passwort',
    organizationId: 'Nummer der Organisation',
    organizationIdHint: 'Sie steht in der Einladung der Organisation.',
    submit: 'Anmelden',
    loginUnavailable: 'Die Anmeldung für Verantwortliche ist in einer nächsten Version verfügbar.',
    eventEmpty: 'Im Moment gibt es keine Zuteilungen',
    eventEmptyText: 'Die Zuteilungen und Mahlzeiten der Veranstaltung erscheinen hier, mit Filtern und Druckansicht.',
  },
};
