/** The volunteer portal's texts. French is the source; de and en must have the same keys. */
export const fr = {
  portal: {
    name: 'Espace bénévole',
    homeTitle: 'Votre espace bénévole',
    homeIntro:
      "Chaque e-mail de l'organisation qui vous a inscrit contient votre lien personnel vers cet espace. Ouvrez ce lien pour voir vos inscriptions, vos points, vos commandes et vos bons.",
    homeLinkHint: 'Le lien ressemble à :',
    homeKeep: "Ce lien est personnel : ne le transmettez pas. Il remplace un mot de passe.",
    homeLost: "Lien perdu ? Demandez à l'organisation de vous renvoyer un e-mail d'inscription.",
    spaceEmpty: 'Rien à afficher pour le moment',
    spaceEmptyText:
      "Vos inscriptions, vos points, vos commandes et vos bons s'afficheront ici dès qu'ils seront disponibles dans cet espace.",
  },
};

export type PortalMessages = typeof fr;
