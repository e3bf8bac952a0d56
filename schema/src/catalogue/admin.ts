import type { MessageText } from '../plural';

/** Messages of the super admin (staff) screens and commands (issue 16), merged into the one catalogue (messages.ts). */
export const fr = {
  'admin.licence': 'Licence inconnue : choisissez none, light, club, pro ou corporate',
  'admin.support': 'Niveau de support inconnu : choisissez standard, plus ou premium',
  'admin.sessionRequired': "Passer dans une organisation se fait depuis une session du navigateur, pas avec un jeton d'API",
  'admin.tokenRefused': "Les licences et les options des organisations se changent depuis une session du navigateur, pas avec un jeton d'API personnel",
};

export const de: Record<keyof typeof fr, MessageText> = {
  'admin.licence': 'Unbekannte Lizenz: wählen Sie none, light, club, pro oder corporate',
  'admin.support': 'Unbekannte Support-Stufe: wählen Sie standard, plus oder premium',
  'admin.sessionRequired': 'Der Wechsel in eine Organisation erfolgt in einer Browser-Sitzung, nicht mit einem API-Token',
  'admin.tokenRefused': 'Lizenzen und Optionen der Organisationen werden in einer Browser-Sitzung geändert, nicht mit einem persönlichen API-Token',
};

export const en: Record<keyof typeof fr, MessageText> = {
  'admin.licence': 'Unknown licence: choose none, light, club, pro or corporate',
  'admin.support': 'Unknown support level: choose standard, plus or premium',
  'admin.sessionRequired': 'Switching into an organization needs a browser session, not an API token',
  'admin.tokenRefused': "Organizations' licences and options are changed from a browser session, not with a personal API token",
};
