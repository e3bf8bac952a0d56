import type { MessageText } from '../plural';

/** Messages of the managers module (issue 15), merged into the one catalogue (messages.ts); de and en hold the same keys. */
export const fr = {
  'managers.notFound': "Ce responsable n'existe pas",
  'managers.emailTaken': 'Un responsable existe déjà avec cette adresse e-mail dans cette organisation',
  'managers.unknownEvent': "Cet événement n'appartient pas à l'organisation",
  'managers.passwordOrInvitation': 'Indiquez un mot de passe ou envoyez une invitation',
  'managers.loginInvalid': 'Erreur de connexion, contrôler vos informations',
  'managers.sessionExpired': 'Votre session a expiré : reconnectez-vous',
  'managers.invitationInvalid': 'Ce lien est invalide ou a expiré',
  'managers.cancelNoSelection': 'Choisissez au moins une inscription',
  'managers.mail.invitation.subject': 'Votre accès responsable pour {organization}',
  'managers.mail.invitation.body':
    'Bonjour,\n\n{organization} vous donne un accès responsable aux événements suivants : {events}.\n\nPour choisir votre mot de passe, ouvrez ce lien :\n{link}\n\nCe lien est valable {days} jours. Connectez-vous ensuite avec votre adresse e-mail et le numéro d’organisation {organizationId}.',
  'managers.cancelNotAllowed': "L'organisateur ne vous a pas autorisé à annuler des inscriptions",
};

export const de: Record<keyof typeof fr, MessageText> = {
  'managers.notFound': 'Dieser Verantwortliche existiert nicht',
  'managers.emailTaken': 'In dieser Organisation gibt es bereits einen Verantwortlichen mit dieser E-Mail-Adresse',
  'managers.unknownEvent': 'Diese Veranstaltung gehört nicht zur Organisation',
  'managers.passwordOrInvitation': 'Geben Sie ein Passwort an oder senden Sie eine Einladung',
  'managers.loginInvalid': 'Anmeldefehler, überprüfen Sie Ihre Angaben',
  'managers.sessionExpired': 'Ihre Sitzung ist abgelaufen: melden Sie sich erneut an',
  'managers.invitationInvalid': 'Dieser Link ist ungültig oder abgelaufen',
  'managers.cancelNoSelection': 'Wählen Sie mindestens eine Anmeldung',
  'managers.mail.invitation.subject': 'Ihr Zugang als Verantwortlicher für {organization}',
  'managers.mail.invitation.body':
    'Guten Tag\n\n{organization} gibt Ihnen Zugang als Verantwortlicher zu folgenden Veranstaltungen: {events}.\n\nUm Ihr Passwort zu wählen, öffnen Sie diesen Link:\n{link}\n\nDer Link ist {days} Tage gültig. Melden Sie sich danach mit Ihrer E-Mail-Adresse und der Organisationsnummer {organizationId} an.',
  'managers.cancelNotAllowed': 'Der Organisator hat Ihnen nicht erlaubt, Anmeldungen zu stornieren',
};

export const en: Record<keyof typeof fr, MessageText> = {
  'managers.notFound': 'This manager does not exist',
  'managers.emailTaken': 'A manager with this e-mail address already exists in this organization',
  'managers.unknownEvent': 'This event does not belong to the organization',
  'managers.passwordOrInvitation': 'Enter a password or send an invitation',
  'managers.loginInvalid': 'Login error, check your details',
  'managers.sessionExpired': 'Your session has expired: please sign in again',
  'managers.invitationInvalid': 'This link is invalid or has expired',
  'managers.cancelNoSelection': 'Choose at least one registration',
  'managers.mail.invitation.subject': 'Your manager access for {organization}',
  'managers.mail.invitation.body':
    'Hello,\n\n{organization} gives you manager access to the following events: {events}.\n\nTo choose your password, open this link:\n{link}\n\nThis link is valid for {days} days. Then sign in with your e-mail address and the organization number {organizationId}.',
  'managers.cancelNotAllowed': 'The organizer has not allowed you to cancel registrations',
};
