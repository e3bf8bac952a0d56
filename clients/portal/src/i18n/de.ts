import type { PortalMessages } from './fr';

export const de: PortalMessages = {
  portal: {
    name: 'Bereich für Freiwillige',
    homeTitle: 'Ihr Bereich für Freiwillige',
    homeIntro:
      'Jede E-Mail der Organisation, bei der Sie angemeldet sind, enthält Ihren persönlichen Link zu diesem Bereich. Öffnen Sie ihn, um Ihre Anmeldungen, Punkte, Bestellungen und Gutscheine zu sehen.',
    homeLinkHint: 'Der Link sieht so aus:',
    homeKeep: 'Dieser Link ist persönlich: Geben Sie ihn nicht weiter. Er ersetzt ein Passwort.',
    homeLost: 'Link verloren? Bitten Sie die Organisation, Ihnen erneut eine Anmelde-E-Mail zu senden.',
    spaceEmpty: 'Im Moment gibt es nichts anzuzeigen',
    spaceEmptyText:
      'Ihre Anmeldungen, Punkte, Bestellungen und Gutscheine erscheinen hier, sobald sie in diesem Bereich verfügbar sind.',
  },
};
