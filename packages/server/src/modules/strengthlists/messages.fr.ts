/** French texts the strength-list call answers with (Dutch: messages.ts). */
export const strengthListsTextFr = {
  unknownDiscipline: "Cette discipline n'existe pas dans le club.",
};
