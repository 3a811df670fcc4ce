import { localized } from '../../i18n/localized';

/** Dutch texts of login and logout (spec 01 sections 2, 5 and 8). */
export const sessionTexts = localized({
  loginTitle: 'Aanmelden',
  email: 'E-mail',
  password: 'Wachtwoord',
  showPassword: 'Tekens tonen',
  login: 'Aanmelden',
  missingFields: 'Breng e-mail en wachtwoord in a.u.b.!',
  sessionExpired: 'Je sessie is verlopen. Meld je opnieuw aan.',
  forgotPassword: 'Wachtwoord vergeten?',
  authErrorTitle: 'Fout bij authenticatie...',
  // Spec 01 section 8 has two defaults: the call failed (no answer, or an HTTP error) and 'try again
  // later' fits; or the server answered that the login did not succeed, without saying why.
  loginFailed: 'Fout bij aanmelden. Probeer later opnieuw.',
  loginRefused: 'Fout tijdens het aanmelden.',
  logoutTitle: 'Afmelden',
  loggedOut: 'Je werd afgemeld.',
  loginAgain: 'Opnieuw aanmelden',
  // A forgotten password and the one-time links (issue 15).
  forgotTitle: 'Wachtwoord vergeten',
  forgotIntro: 'Geef het e-mailadres waarmee je je aanmeldt. Je krijgt een e-mail met een link om een nieuw wachtwoord te kiezen.',
  sendLink: 'Stuur mij een link',
  forgotFailed: 'Er trad een probleem op bij het aanvragen van de link.',
  setTitle: 'Kies je wachtwoord',
  newPassword: 'Nieuw wachtwoord',
  repeatPassword: 'Herhaal het wachtwoord',
  tooShort: 'Kies een wachtwoord van minstens 8 tekens.',
  notSame: 'De twee wachtwoorden zijn niet gelijk.',
  savePassword: 'Bewaar mijn wachtwoord',
  setFailed: 'Er trad een probleem op bij het bewaren van je wachtwoord.',
  toLogin: 'Naar aanmelden',
}, () => import('./messages.fr').then((m) => m.sessionTexts));
