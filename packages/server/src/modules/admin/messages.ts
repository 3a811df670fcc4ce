/** Dutch texts of club administration. */
export const adminText = {
  unknownMember: 'Dit lid bestaat niet in deze club.',
  memberSaved: (name: string) => `De gegevens van ${name} werden bewaard.`,
  memberAdded: (name: string) => `${name} werd toegevoegd als lid.`,
  memberStopped: (name: string) => `${name} is geen actief lid meer. Resultaten en geschiedenis blijven bewaard.`,
  memberRestarted: (name: string) => `${name} is opnieuw een actief lid.`,
  unknownAccount: 'Deze gebruiker bestaat niet in deze club.',
  emailTaken: "Het veld 'email' is ongeldig: dit e-mailadres wordt al gebruikt door een andere gebruiker.",
  memberNotOwn: "Het veld 'memberIds' bevat een lid dat niet tot deze club behoort.",
  ownAdministrator: 'Je kan je eigen beheerdersrecht niet afnemen: vraag dat aan een andere beheerder.',
  accountSaved: (email: string) => `De gebruiker ${email} werd bewaard.`,
  accountInactive: 'Deze gebruiker is niet actief: activeer hem eerst.',
  invited: (email: string) => `Er werd een uitnodiging verstuurd naar ${email}. De link is 7 dagen geldig.`,
  inviteSubject: (club: string) => `Je account voor de app van ${club}`,
  inviteText: (name: string, club: string, link: string) =>
    [
      `Dag ${name},`,
      '',
      `Je hebt nu een account voor de app van ${club}. Kies je wachtwoord met deze link (7 dagen geldig, één keer te gebruiken):`,
      '',
      link,
      '',
      'Daarna meld je je aan met je e-mailadres en dat wachtwoord.',
    ].join('\n'),
  tooManyMails: 'Je hebt het maximum aantal e-mails voor dit uur bereikt. Probeer het later opnieuw.',
  importHasRefusals: (n: number) =>
    `${n === 1 ? '1 regel werd' : `${n} regels werden`} geweigerd: verbeter het bestand, of importeer enkel de andere regels.`,
  imported: (add: number, change: number) => `Import klaar: ${add} ${add === 1 ? 'lid' : 'leden'} toegevoegd, ${change} gewijzigd.`,
  badFile: "Het veld 'file' is geen leesbaar bestand.",
};

export const csvText = {
  columnNames: { firstName: 'Voornaam', lastName: 'Naam', gender: 'Geslacht' },
  missingColumns: (names: string[]) => `Het bestand mist ${names.length === 1 ? 'de kolom' : 'de kolommen'} ${names.map((n) => `'${n}'`).join(', ')}.`,
  empty: 'Het bestand bevat geen leden.',
  required: (column: string) => `Kolom '${column}' is leeg.`,
  badGender: (column: string, value: string) => `Kolom '${column}': '${value}' is geen geslacht (M of V).`,
  badDate: (column: string, value: string) => `Kolom '${column}': '${value}' is geen geldige datum.`,
  badEmail: (column: string, value: string) => `Kolom '${column}': '${value}' is geen e-mailadres.`,
  badPhone: (column: string, value: string) => `Kolom '${column}': '${value}' is geen telefoonnummer.`,
  tooLong: (column: string, max: number) => `Kolom '${column}' is te lang (maximaal ${max} tekens).`,
  badCharacters: (column: string) => `Kolom '${column}' bevat ongeldige tekens.`,
  duplicate: (line: number) => `Dubbel met regel ${line}.`,
  ambiguous: (names: string[]) => `Past bij meer dan één lid: ${names.join(', ')}.`,
};
