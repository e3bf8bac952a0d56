import type { MessageText } from '../plural';

/** Messages of the portal-access part of the volunteer portal (issue 17), merged into the one catalogue (messages.ts); de and en hold the same keys. */
export const fr = {
  'portalAccess.linkSent': "Si cette adresse est connue de l'organisation, un lien de connexion vient d'y être envoyé. Il est valable 15 minutes.",
  'portalAccess.invalidLink': "Ce lien de connexion n'est plus valable (déjà utilisé ou expiré) : demandez-en un nouveau",
  'portalAccess.organizationRequired': 'Choisissez une organisation',
  'portalAccess.mail.login.subject': 'Votre lien de connexion : {organizationName}',
  'portalAccess.mail.login.body':
    "Bonjour {name},\n\nPour ouvrir votre espace bénévole chez {organizationName}, suivez ce lien (valable {minutes} minutes, une seule fois) :\n{loginLink}\n\nSi vous n'avez rien demandé, ignorez ce message : personne ne peut ouvrir votre espace sans ce lien.",
  'portalAccess.mail.rotated.subject': 'Votre nouveau lien personnel : {organizationName}',
  'portalAccess.mail.rotated.body':
    "Bonjour {name},\n\nVotre lien personnel vers l'espace bénévole chez {organizationName} a été remplacé ; l'ancien ne fonctionne plus. Voici le nouveau :\n{portalLink}\n\nNe le transmettez à personne. Si vous n'avez pas demandé ce changement, ouvrez ce lien et remplacez-le à nouveau.",
};

export const de: Record<keyof typeof fr, MessageText> = {
  'portalAccess.linkSent': 'Falls diese Adresse der Organisation bekannt ist, wurde soeben ein Anmeldelink dorthin gesendet. Er ist 15 Minuten gültig.',
  'portalAccess.invalidLink': 'Dieser Anmeldelink ist nicht mehr gültig (bereits verwendet oder abgelaufen): fordern Sie einen neuen an',
  'portalAccess.organizationRequired': 'Wählen Sie eine Organisation',
  'portalAccess.mail.login.subject': 'Ihr Anmeldelink: {organizationName}',
  'portalAccess.mail.login.body':
    'Guten Tag {name}\n\nUm Ihren Helferbereich bei {organizationName} zu öffnen, folgen Sie diesem Link (gültig {minutes} Minuten, nur einmal verwendbar):\n{loginLink}\n\nFalls Sie nichts angefordert haben, ignorieren Sie diese Nachricht: ohne diesen Link kann niemand Ihren Bereich öffnen.',
  'portalAccess.mail.rotated.subject': 'Ihr neuer persönlicher Link: {organizationName}',
  'portalAccess.mail.rotated.body':
    'Guten Tag {name}\n\nIhr persönlicher Link zum Helferbereich bei {organizationName} wurde ersetzt; der alte funktioniert nicht mehr. Hier ist der neue:\n{portalLink}\n\nGeben Sie ihn niemandem weiter. Falls Sie diese Änderung nicht verlangt haben, öffnen Sie diesen Link und ersetzen Sie ihn erneut.',
};

export const en: Record<keyof typeof fr, MessageText> = {
  'portalAccess.linkSent': 'If the organization knows this address, a login link has just been sent to it. It is valid for 15 minutes.',
  'portalAccess.invalidLink': 'This login link is no longer valid (already used or expired): ask for a new one',
  'portalAccess.organizationRequired': 'Choose an organization',
  'portalAccess.mail.login.subject': 'Your login link: {organizationName}',
  'portalAccess.mail.login.body':
    "Hello {name},\n\nTo open your volunteer space at {organizationName}, follow this link (valid for {minutes} minutes, once):\n{loginLink}\n\nIf you did not ask for it, ignore this message: nobody can open your space without this link.",
  'portalAccess.mail.rotated.subject': 'Your new personal link: {organizationName}',
  'portalAccess.mail.rotated.body':
    'Hello {name},\n\nYour personal link to the volunteer space at {organizationName} has been replaced; the old one no longer works. Here is the new one:\n{portalLink}\n\nDo not share it. If you did not ask for this change, open this link and replace it again.',
};
