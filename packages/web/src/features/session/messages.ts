/** Dutch texts of login and logout (spec 01 sections 2, 5 and 8). */
export const sessionTexts = {
  loginTitle: 'Aanmelden',
  email: 'E-mail',
  password: 'Wachtwoord',
  showPassword: 'Tekens tonen',
  login: 'Aanmelden',
  missingFields: 'Breng e-mail en wachtwoord in a.u.b.!',
  sessionExpired: 'Je sessie is verlopen. Meld je opnieuw aan.',
  forgotPassword: 'Wachtwoord vergeten?',
  authErrorTitle: 'Fout bij authenticatie...',
  loginFailed: 'Fout bij aanmelden. Probeer later opnieuw.',
  logoutTitle: 'Afmelden',
  loggedOut: 'Je werd afgemeld.',
  loginAgain: 'Opnieuw aanmelden',
};
