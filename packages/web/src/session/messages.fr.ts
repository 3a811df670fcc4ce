/** French texts of loading the session's members (Dutch: messages.ts). */
export const sessionKernelTexts = {
  errorTitle: 'Une erreur est survenue !',
  membersLoadFailed: 'Une erreur est survenue lors de la récupération des fiches de membre !',
};
