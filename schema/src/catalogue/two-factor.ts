import type { MessageText } from '../plural';

/** Messages of the two-factor module (issue 16), merged into the one catalogue (messages.ts); de and en hold the same keys. */
export const fr = {
  'twoFactor.required': 'Code de vérification requis',
  'twoFactor.setupRequired': 'Votre organisation exige la double authentification : activez-la pour continuer',
  'twoFactor.invalidCode': 'Code invalide ou expiré',
  'twoFactor.codeRequired': 'Entrez un code de vérification',
  'twoFactor.pendingExpired': 'La connexion a expiré, recommencez avec votre mot de passe',
  'twoFactor.loginTokenRefused':
    "Ce compte utilise la double authentification : créez un jeton d'API personnel dans votre profil",
  'twoFactor.deviceNotFound': "Cet appareil n'existe pas",
  'twoFactor.unknownMethod': 'Méthode inconnue',
  'twoFactor.emailDeviceExists': 'Le code par e-mail est déjà activé',
  'twoFactor.tooManyDevices': "Nombre maximum d'appareils atteint",
  'twoFactor.notConfirmed': "Cet appareil n'est pas encore confirmé",
  'twoFactor.alreadyConfirmed': 'Cet appareil est déjà confirmé',
  'twoFactor.secretMismatch': 'Ce secret ne correspond pas à la configuration en cours',
  'twoFactor.notEnabled': "La double authentification n'est pas activée",
  'twoFactor.lastDeviceRequired': 'Votre organisation exige la double authentification : ajoutez un autre appareil avant de retirer celui-ci',
  'twoFactor.codeSent': 'Un code a été envoyé à votre adresse e-mail',
  'twoFactor.nameTooLong': 'Au maximum 60 caractères',
  'twoFactor.method.totp': "Application d'authentification",
  'twoFactor.method.email': 'Code par e-mail',
  'twoFactor.mail.subject': 'Votre code de vérification Benevo',
  'twoFactor.mail.body':
    "Bonjour,\n\nVotre code de vérification est : {code}\n\nIl est valable {minutes} minutes. Si vous n'avez pas demandé ce code, changez votre mot de passe.",
};

export const de: Record<keyof typeof fr, MessageText> = {
  'twoFactor.required': 'Bestätigungscode erforderlich',
  'twoFactor.setupRequired': 'Ihre Organisation verlangt die Zwei-Faktor-Authentifizierung: aktivieren Sie sie, um fortzufahren',
  'twoFactor.invalidCode': 'Ungültiger oder abgelaufener Code',
  'twoFactor.codeRequired': 'Geben Sie einen Bestätigungscode ein',
  'twoFactor.pendingExpired': 'Die Anmeldung ist abgelaufen, beginnen Sie erneut mit Ihrem Passwort',
  'twoFactor.loginTokenRefused':
    'Dieses Konto verwendet die Zwei-Faktor-Authentifizierung: erstellen Sie in Ihrem Profil ein persönliches API-Token',
  'twoFactor.deviceNotFound': 'Dieses Gerät existiert nicht',
  'twoFactor.unknownMethod': 'Unbekannte Methode',
  'twoFactor.emailDeviceExists': 'Der Code per E-Mail ist bereits aktiviert',
  'twoFactor.tooManyDevices': 'Höchstzahl an Geräten erreicht',
  'twoFactor.notConfirmed': 'Dieses Gerät ist noch nicht bestätigt',
  'twoFactor.alreadyConfirmed': 'Dieses Gerät ist bereits bestätigt',
  'twoFactor.secretMismatch': 'Dieses Geheimnis passt nicht zur laufenden Einrichtung',
  'twoFactor.notEnabled': 'Die Zwei-Faktor-Authentifizierung ist nicht aktiviert',
  'twoFactor.lastDeviceRequired': 'Ihre Organisation verlangt die Zwei-Faktor-Authentifizierung: fügen Sie ein weiteres Gerät hinzu, bevor Sie dieses entfernen',
  'twoFactor.codeSent': 'Ein Code wurde an Ihre E-Mail-Adresse gesendet',
  'twoFactor.nameTooLong': 'Höchstens 60 Zeichen',
  'twoFactor.method.totp': 'Authentifizierungs-App',
  'twoFactor.method.email': 'Code per E-Mail',
  'twoFactor.mail.subject': 'Ihr Benevo-Bestätigungscode',
  'twoFactor.mail.body':
    'Guten Tag\n\nIhr Bestätigungscode lautet: {code}\n\nEr ist {minutes} Minuten gültig. Falls Sie diesen Code nicht angefordert haben, ändern Sie Ihr Passwort.',
};

export const en: Record<keyof typeof fr, MessageText> = {
  'twoFactor.required': 'Verification code required',
  'twoFactor.setupRequired': 'Your organization requires two-factor authentication: turn it on to continue',
  'twoFactor.invalidCode': 'Invalid or expired code',
  'twoFactor.codeRequired': 'Enter a verification code',
  'twoFactor.pendingExpired': 'The sign-in has expired, start again with your password',
  'twoFactor.loginTokenRefused': 'This account uses two-factor authentication: create a personal API token in your profile',
  'twoFactor.deviceNotFound': 'This device does not exist',
  'twoFactor.unknownMethod': 'Unknown method',
  'twoFactor.emailDeviceExists': 'The e-mail code is already turned on',
  'twoFactor.tooManyDevices': 'Maximum number of devices reached',
  'twoFactor.notConfirmed': 'This device is not confirmed yet',
  'twoFactor.alreadyConfirmed': 'This device is already confirmed',
  'twoFactor.secretMismatch': 'This secret does not match the setup in progress',
  'twoFactor.notEnabled': 'Two-factor authentication is not turned on',
  'twoFactor.lastDeviceRequired': 'Your organization requires two-factor authentication: add another device before removing this one',
  'twoFactor.codeSent': 'A code was sent to your e-mail address',
  'twoFactor.nameTooLong': 'At most 60 characters',
  'twoFactor.method.totp': 'Authenticator app',
  'twoFactor.method.email': 'Code by e-mail',
  'twoFactor.mail.subject': 'Your Benevo verification code',
  'twoFactor.mail.body':
    'Hello,\n\nYour verification code is: {code}\n\nIt is valid for {minutes} minutes. If you did not ask for this code, change your password.',
};
