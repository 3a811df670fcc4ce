/** Dutch texts of loading the session's members (spec 01 section 8). */
export const sessionKernelTexts = {
  errorTitle: 'Er trad een fout op!',
  membersLoadFailed: 'Er trad een fout op bij het ophalen van de ledenfiches!',
};
