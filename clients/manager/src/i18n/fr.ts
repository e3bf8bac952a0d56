/** The manager space's texts. French is the source; de and en must have the same keys. */
export const fr = {
  manager: {
    name: 'Espace responsable',
    loginTitle: 'Connexion responsable',
    loginIntro: "Connectez-vous avec l'e-mail et le mot de passe reçus de l'organisation.",
    email: 'E-mail',
    password: 'Mot de passe',
    organizationId: "Numéro de l'organisation",
    organizationIdHint: "Il figure dans le message d'invitation de l'organisation.",
    submit: 'Se connecter',
    loginUnavailable: "La connexion à l'espace responsable sera disponible dans une prochaine version.",
    eventEmpty: 'Aucune affectation à afficher pour le moment',
    eventEmptyText: "Les affectations et les repas de l'événement s'afficheront ici, avec leurs filtres et leur impression.",
  },
};

export type ManagerMessages = typeof fr;
