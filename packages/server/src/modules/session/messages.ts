export const sessionText = {
  loginFailed: 'Onbekend e-mailadres of verkeerd wachtwoord.',
  tooManyTries: 'Te veel mislukte aanmeldpogingen. Wacht een minuut en probeer opnieuw.',
  loggedOut: (n: number) => (n === 1 ? 'Je bent afgemeld.' : `Je bent afgemeld op ${n} toestellen.`),
  unknownClub: 'Deze club is niet gekend.',
};
