/** French texts of member files (the Dutch ones, whose keys these mirror, are in messages.ts). */
export const membersTexts = {
  membersTitle: 'Fiches de membre',
  traineesTitle: 'Aperçu des participants',

  search: 'Rechercher par nom',
  searchPlaceholder: 'Saisis ta recherche',
  noMembers: 'Aucune fiche de membre',
  count: (shown: number, total: number) =>
    shown === total ? `${total} ${total <= 1 ? 'membre' : 'membres'}` : `${shown} sur ${total} ${total <= 1 ? 'membre' : 'membres'}`,

  labelled: (label: string) => `${label} :`,
  address: 'Adresse',
  email: 'E-mail',
  telephone: 'Téléphone',
  mobile: 'GSM',
  birthdate: 'Date de naissance',
  gender: 'Sexe',
  genders: { M: 'Homme', F: 'Femme' },
  ranking: 'Classement',
  associationId: "Numéro d'affiliation",
  trainingGroups: "Groupes d'entraînement",
  traineeRemark: 'Remarque',
  achievedObjectives: 'Objectifs atteints',
  currentObjectives: 'Objectifs en cours',

  errorTitle: 'Une erreur est survenue !',
  loadFailed: 'Une erreur est survenue lors de la récupération des fiches de membre !',
};
