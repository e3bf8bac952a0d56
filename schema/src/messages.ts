import * as campaignsMessages from './catalogue/campaigns';
import * as communicationsMessages from './catalogue/communications';
import * as formsMessages from './catalogue/forms';
import * as participationsMessages from './catalogue/participations';
import * as pointsMessages from './catalogue/points';
import * as shopMessages from './catalogue/shop';
import * as signupMessages from './catalogue/signup';
import * as vouchersMessages from './catalogue/vouchers';
import * as scanMessages from './catalogue/scan';
import * as badgesMessages from './catalogue/badges';
import * as exportsMessages from './catalogue/exports';
import * as printingMessages from './catalogue/printing';
import * as managersMessages from './catalogue/managers';
import * as ticketingMessages from './catalogue/ticketing';
import * as adminMessages from './catalogue/admin';
import * as rightsMessages from './catalogue/rights';
import * as integrationsMessages from './catalogue/integrations';
import * as infosMessages from './catalogue/infos';
import * as twoFactorMessages from './catalogue/two-factor';
import * as portalAccessMessages from './catalogue/portal-access';
import * as portalShiftsMessages from './catalogue/portal-shifts';
import * as calendarMessages from './catalogue/calendar';
import * as privacyMessages from './catalogue/privacy';
import * as swapsMessages from './catalogue/swaps';
import * as assignmentMessages from './catalogue/assignment';
import * as preferencesMessages from './catalogue/preferences';
import * as limitsMessages from './catalogue/limits';
import { textLanguage, type TextLanguage } from './languages';
import { type MessageText, selectPlural } from './plural';

/**
 * Messages the server sends and the forms show, in every text language. The French texts are the
 * spec's own. One catalogue for both sides, so a rule's message never differs between them.
 */
const base = {
  'validation.daysRequired': "Au moins une date est obligatoire",
  'validation.endBeforeStart': "La fin doit être après le début",
  'validation.dayOverflow': "Impossible de dépasser +10:00, veuillez créer un nouveau jour",
  'validation.dayShrinkHidesSlots': "Impossible de modifier la plage horaire du jour car des tranches ne seront plus visibles",
  'validation.slotOutsideDays': "Cette tranche horaire n'est dans aucun jour de l'événement",
  'validation.imageJpegOnly': "Uniquement le format JPG/JPEG autorisé",
  'validation.maxImages': { one: "Maximum {max} image", other: "Maximum {max} images" },
  'validation.maxItems': { one: "Au maximum {max} élément", other: "Au maximum {max} éléments" },
  'validation.timeZone': "Fuseau horaire inconnu",
  'validation.min': "Au minimum {min}",
  'validation.max': "Au maximum {max}",
  'validation.integer': "Entrez un nombre entier",
  'validation.number': "Entrez un nombre",
  'validation.forbiddenCharacter': "Caractère non autorisé",
  'validation.outOfRange': "Nombre hors des limites autorisées",
  'validation.text': "Entrez un texte",
  'validation.boolean': "Entrez oui ou non",
  'validation.list': "Entrez une liste",
  'validation.initialStatus': "Une nouvelle inscription commence acceptée ou en attente de validation",
  'validation.tooNested': "Données trop imbriquées",
  'validation.color': "Entrez une couleur au format #rrggbb",
  'validation.time': "Entrez une heure au format HH:mm",
  'validation.date': "Entrez une date valide",
  'validation.recurrenceEmpty': "Cette récurrence ne crée aucune tranche horaire",
  'validation.unknownReference': "Référence inconnue",
  'validation.importFile': "Fichier illisible ou format non pris en charge",
  'validation.importHeader': "Colonnes attendues : {columns}",
  'error.notFoundEvent': "Cet événement n'existe pas",
  'error.default': 'Une erreur est survenue',
  'error.unavailable': 'Le service est momentanément indisponible, réessayez dans quelques secondes',
  'error.storageFull': "Le serveur n'a plus d'espace disque : le fichier n'a pas été enregistré. Réessayez plus tard ou prévenez l'administrateur",
  'error.retry': 'Erreur, veuillez réessayer',
  'error.unauthenticated': 'Authentification requise',
  'error.sessionExpired': 'Votre session a expiré',
  'error.forbidden': "Vous n'avez pas les droits nécessaires pour cette action",
  'error.notFound': "Cette ressource n'existe pas",
  'error.notFoundOrganization': "Cette organisation n'existe pas",
  'error.csrf': 'Échec de la vérification CSRF, rechargez la page',
  'error.tooManyRequests': {
    one: 'Trop de tentatives, réessayez dans {minutes} minute',
    other: 'Trop de tentatives, réessayez dans {minutes} minutes',
  },
  'error.invalidInput': 'Données invalides',
  'error.pageNotFound': 'Oops, vous êtes perdu',
  'validation.required': 'Ce champ est obligatoire',
  'validation.email': 'Entrez une adresse e-mail valide',
  'validation.nameRequired': 'Un nom est obligatoire',
  'validation.passwordMin': 'Le mot de passe doit contenir au moins {min} caractères',
  'validation.passwordMismatch': 'Les mots de passe ne correspondent pas',
  'validation.passwordRequired': 'Le mot de passe est obligatoire',
  'validation.organizationId': "Entrez un numéro d'organisation valide",
  'validation.language': 'Langue non prise en charge',
  'validation.phone': 'Numéro non valide',
  'validation.maxLength': { one: 'Au maximum {max} caractère', other: 'Au maximum {max} caractères' },
  'validation.website': 'Entrez une adresse web complète (http:// ou https://)',
  'validation.imageFormat': 'Uniquement les formats PNG ou JPEG sont autorisés',
  'validation.imageTooLarge': 'Fichier trop volumineux',
  'auth.invalidCredentials': 'Adresse e-mail ou mot de passe incorrect',
  'auth.inactiveAccount': "Ce compte n'est pas encore activé : ouvrez le lien reçu par e-mail",
  'auth.emailTaken': 'Un compte existe déjà avec cette adresse e-mail',
  'auth.usernameTaken': "Ce nom d'utilisateur est déjà pris",
  'auth.invalidLink': 'Ce lien est invalide ou a expiré',
  'auth.invalidToken': 'Jeton invalide',
  'auth.loggedOut': 'Vous êtes déconnecté',
  'auth.loggedOutEverywhere': 'Vous êtes déconnecté de tous vos appareils',
  'auth.registered': "Compte créé : ouvrez le lien reçu par e-mail pour l'activer",
  'auth.verified': 'Votre compte est activé, vous pouvez vous connecter',
  'auth.resetLinkSent': 'Si un compte correspond, un lien de réinitialisation a été envoyé par e-mail',
  'auth.passwordReset': 'Votre mot de passe a été modifié, vous pouvez vous connecter',
  'mail.verify.subject': 'Activez votre compte Benevo',
  'mail.verify.body':
    'Bonjour,\n\nPour activer votre compte Benevo, ouvrez ce lien :\n{link}\n\nCe lien est valable {days} jours.',
  'mail.reset.subject': 'Réinitialisation de votre mot de passe Benevo',
  'mail.reset.body':
    "Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien :\n{link}\n\nCe lien est valable {days} jours. Si vous n'avez rien demandé, ignorez ce message.",
} as const;

/** Each domain keeps its messages in `catalogue/`; one key space for all. */
const fr = { ...base, ...signupMessages.fr, ...formsMessages.fr, ...participationsMessages.fr, ...communicationsMessages.fr, ...campaignsMessages.fr, ...pointsMessages.fr, ...shopMessages.fr, ...vouchersMessages.fr, ...scanMessages.fr, ...badgesMessages.fr, ...exportsMessages.fr, ...printingMessages.fr, ...managersMessages.fr, ...ticketingMessages.fr, ...adminMessages.fr, ...integrationsMessages.fr, ...infosMessages.fr, ...rightsMessages.fr, ...twoFactorMessages.fr, ...portalAccessMessages.fr, ...portalShiftsMessages.fr, ...calendarMessages.fr, ...privacyMessages.fr, ...swapsMessages.fr, ...assignmentMessages.fr, ...preferencesMessages.fr, ...limitsMessages.fr };

export type MessageKey = keyof typeof fr;
type Catalogue = Record<MessageKey, MessageText>;
type BaseCatalogue = Record<keyof typeof base, MessageText>;

const baseDe: BaseCatalogue = {
  'validation.daysRequired': "Mindestens ein Datum ist obligatorisch",
  'validation.endBeforeStart': "Das Ende muss nach dem Beginn liegen",
  'validation.dayOverflow': "+10:00 kann nicht überschritten werden, bitte einen neuen Tag erstellen",
  'validation.dayShrinkHidesSlots': "Der Zeitraum des Tages kann nicht geändert werden, da sonst Schichten nicht mehr sichtbar sind",
  'validation.slotOutsideDays': "Diese Schicht liegt an keinem Tag der Veranstaltung",
  'validation.imageJpegOnly': "Nur das Format JPG/JPEG ist erlaubt",
  'validation.maxImages': { one: "Maximal {max} Bild", other: "Maximal {max} Bilder" },
  'validation.maxItems': { one: "Höchstens {max} Eintrag", other: "Höchstens {max} Einträge" },
  'validation.timeZone': "Unbekannte Zeitzone",
  'validation.min': "Mindestens {min}",
  'validation.max': "Höchstens {max}",
  'validation.integer': "Geben Sie eine ganze Zahl ein",
  'validation.number': "Geben Sie eine Zahl ein",
  'validation.forbiddenCharacter': "Unzulässiges Zeichen",
  'validation.outOfRange': "Zahl ausserhalb des zulässigen Bereichs",
  'validation.text': "Geben Sie einen Text ein",
  'validation.boolean': "Geben Sie ja oder nein an",
  'validation.list': "Geben Sie eine Liste an",
  'validation.initialStatus': "Eine neue Anmeldung beginnt angenommen oder in Erwartung einer Bestätigung",
  'validation.tooNested': "Zu tief verschachtelte Angaben",
  'validation.color': "Geben Sie eine Farbe im Format #rrggbb ein",
  'validation.time': "Geben Sie eine Uhrzeit im Format HH:mm ein",
  'validation.date': "Geben Sie ein gültiges Datum ein",
  'validation.recurrenceEmpty': "Diese Wiederholung erzeugt keine Schicht",
  'validation.unknownReference': "Unbekannter Verweis",
  'validation.importFile': "Datei unlesbar oder Format nicht unterstützt",
  'validation.importHeader': "Erwartete Spalten: {columns}",
  'error.notFoundEvent': "Diese Veranstaltung existiert nicht",
  'error.default': 'Ein Fehler ist aufgetreten',
  'error.unavailable': 'Der Dienst ist vorübergehend nicht erreichbar, bitte in einigen Sekunden erneut versuchen',
  'error.storageFull': 'Der Server hat keinen freien Speicherplatz mehr: Die Datei wurde nicht gespeichert. Bitte später erneut versuchen oder die Administration informieren',
  'error.retry': 'Fehler, bitte erneut versuchen',
  'error.unauthenticated': 'Anmeldung erforderlich',
  'error.sessionExpired': 'Ihre Sitzung ist abgelaufen',
  'error.forbidden': 'Sie haben nicht die nötigen Rechte für diese Aktion',
  'error.notFound': 'Diese Ressource existiert nicht',
  'error.notFoundOrganization': 'Diese Organisation existiert nicht',
  'error.csrf': 'CSRF-Prüfung fehlgeschlagen, bitte Seite neu laden',
  'error.tooManyRequests': {
    one: 'Zu viele Versuche, bitte in {minutes} Minute erneut versuchen',
    other: 'Zu viele Versuche, bitte in {minutes} Minuten erneut versuchen',
  },
  'error.invalidInput': 'Ungültige Angaben',
  'error.pageNotFound': 'Hoppla, Sie haben sich verirrt',
  'validation.required': 'Dieses Feld ist obligatorisch',
  'validation.email': 'Geben Sie eine gültige E-Mail-Adresse ein',
  'validation.nameRequired': 'Ein Name ist obligatorisch',
  'validation.passwordMin': 'Das Passwort muss mindestens {min} Zeichen enthalten',
  'validation.passwordMismatch': 'Die Passwörter stimmen nicht überein',
  'validation.passwordRequired': 'Das Passwort ist obligatorisch',
  'validation.organizationId': 'Geben Sie eine gültige Organisationsnummer ein',
  'validation.language': 'Sprache nicht unterstützt',
  'validation.phone': 'Ungültige Nummer',
  'validation.maxLength': 'Höchstens {max} Zeichen',
  'validation.website': 'Geben Sie eine vollständige Webadresse ein (http:// oder https://)',
  'validation.imageFormat': 'Nur PNG- oder JPEG-Dateien sind erlaubt',
  'validation.imageTooLarge': 'Datei zu gross',
  'auth.invalidCredentials': 'E-Mail-Adresse oder Passwort falsch',
  'auth.inactiveAccount': 'Dieses Konto ist noch nicht aktiviert: Öffnen Sie den Link aus der E-Mail',
  'auth.emailTaken': 'Mit dieser E-Mail-Adresse besteht bereits ein Konto',
  'auth.usernameTaken': 'Dieser Benutzername ist bereits vergeben',
  'auth.invalidLink': 'Dieser Link ist ungültig oder abgelaufen',
  'auth.invalidToken': 'Ungültiges Token',
  'auth.loggedOut': 'Sie sind abgemeldet',
  'auth.loggedOutEverywhere': 'Sie sind auf allen Geräten abgemeldet',
  'auth.registered': 'Konto erstellt: Öffnen Sie den Link aus der E-Mail, um es zu aktivieren',
  'auth.verified': 'Ihr Konto ist aktiviert, Sie können sich anmelden',
  'auth.resetLinkSent': 'Falls ein Konto passt, wurde ein Link zum Zurücksetzen per E-Mail gesendet',
  'auth.passwordReset': 'Ihr Passwort wurde geändert, Sie können sich anmelden',
  'mail.verify.subject': 'Aktivieren Sie Ihr Benevo-Konto',
  'mail.verify.body':
    'Guten Tag\n\nUm Ihr Benevo-Konto zu aktivieren, öffnen Sie diesen Link:\n{link}\n\nDer Link ist {days} Tage gültig.',
  'mail.reset.subject': 'Zurücksetzen Ihres Benevo-Passworts',
  'mail.reset.body':
    'Guten Tag\n\nUm ein neues Passwort zu wählen, öffnen Sie diesen Link:\n{link}\n\nDer Link ist {days} Tage gültig. Falls Sie nichts angefordert haben, ignorieren Sie diese Nachricht.',
};

const de: Catalogue = { ...baseDe, ...signupMessages.de, ...formsMessages.de, ...participationsMessages.de, ...communicationsMessages.de, ...campaignsMessages.de, ...pointsMessages.de, ...shopMessages.de, ...vouchersMessages.de, ...scanMessages.de, ...badgesMessages.de, ...exportsMessages.de, ...printingMessages.de, ...managersMessages.de, ...ticketingMessages.de, ...adminMessages.de, ...integrationsMessages.de, ...infosMessages.de, ...rightsMessages.de, ...twoFactorMessages.de, ...portalAccessMessages.de, ...portalShiftsMessages.de, ...calendarMessages.de, ...privacyMessages.de, ...swapsMessages.de, ...assignmentMessages.de, ...preferencesMessages.de, ...limitsMessages.de };

const baseEn: BaseCatalogue = {
  'validation.daysRequired': "At least one date is required",
  'validation.endBeforeStart': "The end must be after the start",
  'validation.dayOverflow': "Cannot go beyond +10:00, please create a new day",
  'validation.dayShrinkHidesSlots': "Cannot change the day's time range because some slots would no longer be visible",
  'validation.slotOutsideDays': "This time slot is on none of the event's days",
  'validation.imageJpegOnly': "Only the JPG/JPEG format is allowed",
  'validation.maxImages': { one: "Maximum {max} image", other: "Maximum {max} images" },
  'validation.maxItems': { one: "At most {max} item", other: "At most {max} items" },
  'validation.timeZone': "Unknown time zone",
  'validation.min': "At least {min}",
  'validation.max': "At most {max}",
  'validation.integer': "Enter a whole number",
  'validation.number': "Enter a number",
  'validation.forbiddenCharacter': "Character not allowed",
  'validation.outOfRange': "Number out of the allowed range",
  'validation.text': "Enter a text",
  'validation.boolean': "Enter yes or no",
  'validation.list': "Enter a list",
  'validation.initialStatus': "A new registration starts accepted or awaiting a validation",
  'validation.tooNested': "Data nested too deeply",
  'validation.color': "Enter a colour as #rrggbb",
  'validation.time': "Enter a time as HH:mm",
  'validation.date': "Enter a valid date",
  'validation.recurrenceEmpty': "This recurrence creates no time slot",
  'validation.unknownReference': "Unknown reference",
  'validation.importFile': "Unreadable file or unsupported format",
  'validation.importHeader': "Expected columns: {columns}",
  'error.notFoundEvent': "This event does not exist",
  'error.default': 'An error occurred',
  'error.unavailable': 'The service is temporarily unavailable, try again in a few seconds',
  'error.storageFull': 'The server has no disk space left: the file was not saved. Try again later or tell the administrator',
  'error.retry': 'Error, please try again',
  'error.unauthenticated': 'Authentication required',
  'error.sessionExpired': 'Your session has expired',
  'error.forbidden': 'You do not have the rights needed for this action',
  'error.notFound': 'This resource does not exist',
  'error.notFoundOrganization': 'This organization does not exist',
  'error.csrf': 'CSRF check failed, reload the page',
  'error.tooManyRequests': { one: 'Too many attempts, try again in {minutes} minute', other: 'Too many attempts, try again in {minutes} minutes' },
  'error.invalidInput': 'Invalid input',
  'error.pageNotFound': 'Oops, you are lost',
  'validation.required': 'This field is required',
  'validation.email': 'Enter a valid e-mail address',
  'validation.nameRequired': 'A name is required',
  'validation.passwordMin': 'The password must contain at least {min} characters',
  'validation.passwordMismatch': 'The passwords do not match',
  'validation.passwordRequired': 'The password is required',
  'validation.organizationId': 'Enter a valid organization number',
  'validation.language': 'Unsupported language',
  'validation.phone': 'Invalid number',
  'validation.maxLength': { one: 'At most {max} character', other: 'At most {max} characters' },
  'validation.website': 'Enter a full web address (http:// or https://)',
  'validation.imageFormat': 'Only PNG or JPEG files are allowed',
  'validation.imageTooLarge': 'File too large',
  'auth.invalidCredentials': 'Wrong e-mail address or password',
  'auth.inactiveAccount': 'This account is not activated yet: open the link you received by e-mail',
  'auth.emailTaken': 'An account already exists with this e-mail address',
  'auth.usernameTaken': 'This username is already taken',
  'auth.invalidLink': 'This link is invalid or has expired',
  'auth.invalidToken': 'Invalid token',
  'auth.loggedOut': 'You are logged out',
  'auth.loggedOutEverywhere': 'You are logged out on every device',
  'auth.registered': 'Account created: open the link sent by e-mail to activate it',
  'auth.verified': 'Your account is activated, you can log in',
  'auth.resetLinkSent': 'If an account matches, a reset link has been sent by e-mail',
  'auth.passwordReset': 'Your password has been changed, you can log in',
  'mail.verify.subject': 'Activate your Benevo account',
  'mail.verify.body': 'Hello,\n\nTo activate your Benevo account, open this link:\n{link}\n\nThe link is valid for {days} days.',
  'mail.reset.subject': 'Reset your Benevo password',
  'mail.reset.body':
    'Hello,\n\nTo choose a new password, open this link:\n{link}\n\nThe link is valid for {days} days. If you asked for nothing, ignore this message.',
};

const en: Catalogue = { ...baseEn, ...signupMessages.en, ...formsMessages.en, ...participationsMessages.en, ...communicationsMessages.en, ...campaignsMessages.en, ...pointsMessages.en, ...shopMessages.en, ...vouchersMessages.en, ...scanMessages.en, ...badgesMessages.en, ...exportsMessages.en, ...printingMessages.en, ...managersMessages.en, ...ticketingMessages.en, ...adminMessages.en, ...integrationsMessages.en, ...infosMessages.en, ...rightsMessages.en, ...twoFactorMessages.en, ...portalAccessMessages.en, ...portalShiftsMessages.en, ...calendarMessages.en, ...privacyMessages.en, ...swapsMessages.en, ...assignmentMessages.en, ...preferencesMessages.en, ...limitsMessages.en };

export const MESSAGES: Record<TextLanguage, Catalogue> = { fr, de, en };

export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders; unknown placeholders stay as they are. */
export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function isMessageKey(value: string): value is MessageKey {
  return value in fr;
}

/**
 * The message for a key in a language (fr-ch and unknown languages fall back as textLanguage does);
 * a message with plural forms takes the one its count asks for.
 */
export function translate(language: string | null | undefined, key: MessageKey, params?: MessageParams): string {
  const text = textLanguage(language);
  return interpolate(selectPlural(MESSAGES[text][key], text, params), params);
}
