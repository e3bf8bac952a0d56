import type { MessageText } from '../plural';

/**
 * Messages of the integrators' features (issue 16): personal API tokens and webhooks. Merged into the
 * one catalogue (messages.ts); de and en hold the same keys.
 */
export const fr = {
  'integrations.tokenReadOnly': "Ce jeton d'API est en lecture seule : il ne permet pas de modifier des données",
  'integrations.tokenNotAllowed':
    "Un jeton d'API personnel ne peut pas gérer les jetons, le mot de passe ni la double authentification : connectez-vous avec votre mot de passe",
  'integrations.tokenIdentityChange':
    "Un jeton d'API personnel ne peut pas changer l'adresse e-mail ni le nom d'utilisateur : connectez-vous avec votre mot de passe",
  'integrations.tokenNotFound': "Ce jeton n'existe pas",
  'integrations.tokenNameRequired': 'Un nom est obligatoire',
  'integrations.scopesRequired': 'Choisissez au moins une permission',
  'integrations.unknownScope': 'Permission inconnue (read ou write)',
  'integrations.expiryInPast': "La date d'expiration doit être dans le futur",
  'integrations.expiryTooFar': "La date d'expiration peut être au plus dans un an",
  'integrations.tooManyTokens': 'Au maximum {max} jetons personnels : révoquez ceux qui ne servent plus',
  'integrations.webhookNotFound': "Ce webhook n'existe pas",
  'integrations.urlInvalid': 'Entrez une adresse web complète (http:// ou https://)',
  'integrations.urlPrivate': "Cette adresse mène à un réseau privé ou local : elle n'est pas autorisée",
  'integrations.eventsRequired': 'Choisissez au moins un événement',
  'integrations.unknownEvent': 'Événement inconnu',
  'integrations.tooManyWebhooks': 'Au maximum {max} webhooks par organisation',
};

export const de: Record<keyof typeof fr, MessageText> = {
  'integrations.tokenReadOnly': 'Dieses API-Token ist schreibgeschützt: Es erlaubt keine Änderungen',
  'integrations.tokenNotAllowed':
    'Ein persönliches API-Token kann keine Tokens, Passwörter oder die Zwei-Faktor-Authentifizierung verwalten: Melden Sie sich mit Ihrem Passwort an',
  'integrations.tokenIdentityChange':
    'Ein persönliches API-Token kann weder die E-Mail-Adresse noch den Benutzernamen ändern: Melden Sie sich mit Ihrem Passwort an',
  'integrations.tokenNotFound': 'Dieses Token existiert nicht',
  'integrations.tokenNameRequired': 'Ein Name ist erforderlich',
  'integrations.scopesRequired': 'Wählen Sie mindestens eine Berechtigung',
  'integrations.unknownScope': 'Unbekannte Berechtigung (read oder write)',
  'integrations.expiryInPast': 'Das Ablaufdatum muss in der Zukunft liegen',
  'integrations.expiryTooFar': 'Das Ablaufdatum darf höchstens ein Jahr entfernt sein',
  'integrations.tooManyTokens': 'Höchstens {max} persönliche Tokens: Widerrufen Sie die nicht mehr benötigten',
  'integrations.webhookNotFound': 'Dieser Webhook existiert nicht',
  'integrations.urlInvalid': 'Geben Sie eine vollständige Webadresse ein (http:// oder https://)',
  'integrations.urlPrivate': 'Diese Adresse führt in ein privates oder lokales Netz: Sie ist nicht erlaubt',
  'integrations.eventsRequired': 'Wählen Sie mindestens ein Ereignis',
  'integrations.unknownEvent': 'Unbekanntes Ereignis',
  'integrations.tooManyWebhooks': 'Höchstens {max} Webhooks pro Organisation',
};

export const en: Record<keyof typeof fr, MessageText> = {
  'integrations.tokenReadOnly': 'This API token is read-only: it cannot change data',
  'integrations.tokenNotAllowed':
    'A personal API token cannot manage tokens, the password or two-factor authentication: sign in with your password',
  'integrations.tokenIdentityChange': 'A personal API token cannot change the e-mail address or the username: sign in with your password',
  'integrations.tokenNotFound': 'This token does not exist',
  'integrations.tokenNameRequired': 'A name is required',
  'integrations.scopesRequired': 'Choose at least one permission',
  'integrations.unknownScope': 'Unknown permission (read or write)',
  'integrations.expiryInPast': 'The expiry date must be in the future',
  'integrations.expiryTooFar': 'The expiry date can be at most one year ahead',
  'integrations.tooManyTokens': 'At most {max} personal tokens: revoke the ones you no longer use',
  'integrations.webhookNotFound': 'This webhook does not exist',
  'integrations.urlInvalid': 'Enter a full web address (http:// or https://)',
  'integrations.urlPrivate': 'This address leads to a private or local network: it is not allowed',
  'integrations.eventsRequired': 'Choose at least one event',
  'integrations.unknownEvent': 'Unknown event',
  'integrations.tooManyWebhooks': 'At most {max} webhooks per organization',
};
