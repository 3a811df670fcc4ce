/** French texts of the strength lists (the Dutch ones, whose keys these mirror, are in messages.ts). */
export const strengthListsTexts = {
  title: 'Listes de force',
  discipline: 'Discipline',
  empty: '(Encore) aucune liste de force disponible',
  caption: (discipline: string) => `Liste de force ${discipline}`,
  listNumber: 'N° liste',
  indexNumber: 'Index',
  associationId: 'N° membre',
  name: 'Nom',
  email: 'E-mail',
  ranking: 'Classement',
  openOnSite: (number: string, name: string) => `${number} : ${name} sur le site de la compétition`,
  errorTitle: 'Une erreur est survenue !',
  loadFailed: 'Un problème est survenu lors de la récupération des listes de force.',
};
