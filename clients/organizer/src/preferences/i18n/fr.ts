/** Texts of the organizer's edit of a volunteer's preferences (issue 18, namespace "preferences"). French is the source. */
export const fr = {
  preferences: {
    open: 'Disponibilités et missions préférées',
    openFor: 'Disponibilités et missions préférées de {{name}}',
    title: 'Préférences de {{name}}',
    intro: "Ce que le bénévole a indiqué à l'inscription, utilisé par la répartition automatique. Vous pouvez le corriger.",
    introCampaign: "Ce que le bénévole a indiqué dans la campagne, utilisé par la répartition automatique de vos événements. Vous pouvez le corriger.",
    none: "Le bénévole n'a rien indiqué : il est considéré comme disponible à tout moment, sans mission préférée.",
    availability: 'Disponibilités',
    availabilityHint: 'Les jours et heures où le bénévole peut aider, dans le fuseau horaire de l’événement.',
    availabilityCampaignHint: 'Les dates et heures où le bénévole peut aider.',
    positions: 'Missions préférées',
    positionsHint: 'Du 1er au dernier choix.',
    noPositions: 'Aucune mission à classer.',
    save: 'Enregistrer',
    cancel: 'Annuler',
    saved: 'Préférences enregistrées',
    loadFailed: 'Impossible de charger les préférences',
    retry: 'Réessayer',
  },
};
