/** Dutch texts the strength-list call answers with. */
export const strengthListsText = {
  unknownDiscipline: 'Deze discipline bestaat niet in de club.',
};
