import type { MessageText } from '../plural';

/** Messages of the portal-shifts part of the volunteer portal (issue 17), merged into the one catalogue (messages.ts); de and en hold the same keys. */
export const fr = {
  'portalShifts.notAwaitingYou': "Cette inscription n'attend pas votre réponse",
  'portalShifts.started': 'Cette tranche horaire a déjà commencé',
  'portalShifts.cancelDeadline':
    "Le délai de désinscription est dépassé : c'était possible jusqu'au {date} à {time}. Contactez l'organisation.",
  'portalShifts.groupNotFound': "Ce groupe n'existe pas",
  'portalShifts.memberNotFound': "Ce membre du groupe n'existe pas",
  'portalShifts.notAGroup': "Cette inscription n'est pas une inscription de groupe",
  'portalShifts.groupInactive': 'Cette inscription de groupe est annulée',
  'portalShifts.groupFull': {
    one: 'Votre groupe compte déjà {max} autre personne nommée',
    other: 'Votre groupe compte déjà {max} autres personnes nommées',
  },
  'portalShifts.memberTaken': 'Cette personne fait déjà partie du groupe',
  'portalShifts.memberIsLeader': 'Vous êtes le responsable du groupe : indiquez les autres personnes',
  'portalShifts.nameRequired': 'Un nom est obligatoire',
  'portalShifts.nameTooLong': 'Au maximum 200 caractères',
  'portalShifts.mail.accepted.subject': '{volunteerName} a confirmé : {eventName}',
  'portalShifts.mail.accepted.body':
    'Bonjour,\n\n{volunteerName} ({email}) a accepté la tranche horaire proposée :\n{summary}',
  'portalShifts.mail.declined.subject': '{volunteerName} a décliné : {eventName}',
  'portalShifts.mail.declined.body':
    'Bonjour,\n\n{volunteerName} ({email}) a décliné la tranche horaire proposée :\n{summary}\n\nLa place libérée est de nouveau disponible.',
} satisfies Record<string, MessageText>;

export const de: Record<keyof typeof fr, MessageText> = {
  'portalShifts.notAwaitingYou': 'Diese Anmeldung wartet nicht auf Ihre Antwort',
  'portalShifts.started': 'Diese Schicht hat bereits begonnen',
  'portalShifts.cancelDeadline':
    'Die Frist für die Abmeldung ist abgelaufen: Sie war bis {date} um {time} möglich. Wenden Sie sich an die Organisation.',
  'portalShifts.groupNotFound': 'Diese Gruppe existiert nicht',
  'portalShifts.memberNotFound': 'Dieses Gruppenmitglied existiert nicht',
  'portalShifts.notAGroup': 'Diese Anmeldung ist keine Gruppenanmeldung',
  'portalShifts.groupInactive': 'Diese Gruppenanmeldung ist storniert',
  'portalShifts.groupFull': {
    one: 'Ihre Gruppe hat bereits {max} weitere benannte Person',
    other: 'Ihre Gruppe hat bereits {max} weitere benannte Personen',
  },
  'portalShifts.memberTaken': 'Diese Person gehört bereits zur Gruppe',
  'portalShifts.memberIsLeader': 'Sie leiten die Gruppe: Geben Sie die anderen Personen an',
  'portalShifts.nameRequired': 'Ein Name ist erforderlich',
  'portalShifts.nameTooLong': 'Höchstens 200 Zeichen',
  'portalShifts.mail.accepted.subject': '{volunteerName} hat bestätigt: {eventName}',
  'portalShifts.mail.accepted.body': 'Guten Tag\n\n{volunteerName} ({email}) hat die vorgeschlagene Schicht angenommen:\n{summary}',
  'portalShifts.mail.declined.subject': '{volunteerName} hat abgelehnt: {eventName}',
  'portalShifts.mail.declined.body':
    'Guten Tag\n\n{volunteerName} ({email}) hat die vorgeschlagene Schicht abgelehnt:\n{summary}\n\nDer frei gewordene Platz ist wieder verfügbar.',
};

export const en: Record<keyof typeof fr, MessageText> = {
  'portalShifts.notAwaitingYou': 'This registration is not waiting for your answer',
  'portalShifts.started': 'This time slot has already started',
  'portalShifts.cancelDeadline': 'The cancellation deadline has passed: it was possible until {date} at {time}. Please contact the organization.',
  'portalShifts.groupNotFound': 'This group does not exist',
  'portalShifts.memberNotFound': 'This group member does not exist',
  'portalShifts.notAGroup': 'This registration is not a group registration',
  'portalShifts.groupInactive': 'This group registration is cancelled',
  'portalShifts.groupFull': {
    one: 'Your group already has {max} other named person',
    other: 'Your group already has {max} other named people',
  },
  'portalShifts.memberTaken': 'This person is already in the group',
  'portalShifts.memberIsLeader': 'You lead the group: name the other people',
  'portalShifts.nameRequired': 'A name is required',
  'portalShifts.nameTooLong': 'At most 200 characters',
  'portalShifts.mail.accepted.subject': '{volunteerName} confirmed: {eventName}',
  'portalShifts.mail.accepted.body': 'Hello,\n\n{volunteerName} ({email}) accepted the proposed time slot:\n{summary}',
  'portalShifts.mail.declined.subject': '{volunteerName} declined: {eventName}',
  'portalShifts.mail.declined.body':
    'Hello,\n\n{volunteerName} ({email}) declined the proposed time slot:\n{summary}\n\nThe freed place is available again.',
};
