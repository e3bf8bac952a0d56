import type { MessageText } from '../plural';

/**
 * Messages of the limits people hit (issue 20): the request body limit, the GraphQL cost ceiling of a
 * caller, the public sign-up limit per client address. Merged into the one catalogue (messages.ts);
 * de and en hold the same keys (the type checks it).
 */
export const fr = {
  'limits.bodyTooLarge': 'Envoi trop volumineux : {megabytes} Mo au maximum, fichiers et images compris',
  'limits.queryTooComplex':
    'Requête trop complexe (coût {cost}, maximum {maxCost}) : demandez moins de champs ou répartissez-les sur plusieurs requêtes',
  'limits.signupRate': {
    one: "Trop d'inscriptions depuis cette adresse, réessayez dans {minutes} minute",
    other: "Trop d'inscriptions depuis cette adresse, réessayez dans {minutes} minutes",
  },
} satisfies Record<string, MessageText>;

export const de: Record<keyof typeof fr, MessageText> = {
  'limits.bodyTooLarge': 'Übermittlung zu gross: höchstens {megabytes} MB, Dateien und Bilder inbegriffen',
  'limits.queryTooComplex':
    'Anfrage zu komplex (Kosten {cost}, höchstens {maxCost}): weniger Felder abfragen oder auf mehrere Anfragen verteilen',
  'limits.signupRate': {
    one: 'Zu viele Anmeldungen von dieser Adresse, bitte in {minutes} Minute erneut versuchen',
    other: 'Zu viele Anmeldungen von dieser Adresse, bitte in {minutes} Minuten erneut versuchen',
  },
};

export const en: Record<keyof typeof fr, MessageText> = {
  'limits.bodyTooLarge': 'Upload too large: at most {megabytes} MB, files and images included',
  'limits.queryTooComplex': 'Query too complex (cost {cost}, at most {maxCost}): ask for fewer fields or spread them over several queries',
  'limits.signupRate': {
    one: 'Too many sign-ups from this address, try again in {minutes} minute',
    other: 'Too many sign-ups from this address, try again in {minutes} minutes',
  },
};
