import type { ManagerMessages } from './fr';

export const en: ManagerMessages = {
  manager: {
    name: 'Manager space',
    loginTitle: 'Manager login',
    loginIntro: 'Log in with the e-mail and password the organization gave you.',
    email: 'E-mail',
    password: 'Password',
    organizationId: 'Organization number',
    organizationIdHint: "It is in the organization's invitation message.",
    submit: 'Log in',
    loginUnavailable: 'Logging in to the manager space will be available in an upcoming version.',
    eventEmpty: 'No assignments to show yet',
    eventEmptyText: "The event's assignments and meals will appear here, with their filters and printing.",
  },
};
