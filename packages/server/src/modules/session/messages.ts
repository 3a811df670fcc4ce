export const sessionText = {
  loginFailed: 'Onbekend e-mailadres of verkeerd wachtwoord.',
  tooManyTries: 'Te veel mislukte aanmeldpogingen. Wacht een minuut en probeer opnieuw.',
  unknownClub: 'Deze club is niet gekend.',
};
