/** The public site's texts. French is the source; de and en must have the same keys. */
export const fr = {
  public: {
    organizationEmpty: 'Aucun événement public pour le moment',
    organizationEmptyText: "Les événements ouverts aux inscriptions de cette organisation s'afficheront ici.",
    calendar: 'Calendrier',
    calendarEmpty: 'Aucune date à afficher pour le moment',
    calendarEmptyText: "Les événements et campagnes publics de cette organisation s'afficheront ici, jour par jour.",
    eventEmpty: 'Les inscriptions ne sont pas encore ouvertes ici',
    eventEmptyText: "Les missions et tranches horaires de cet événement s'afficheront sur cette page.",
    backToOrganization: "Retour à l'organisation",
  },
};

export type PublicMessages = typeof fr;
