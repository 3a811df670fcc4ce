import { localized } from '../../i18n/language.ts';
import { sessionTextFr } from './messages.fr.ts';

/** Dutch texts of login, logout, password links and the language choice (French: messages.fr.ts). */
const sessionTextNl = {
  loginFailed: 'Onbekend e-mailadres of verkeerd wachtwoord.',
  tooManyTries: 'Te veel mislukte aanmeldpogingen. Wacht een minuut en probeer opnieuw.',
  loggedOut: (n: number) => (n === 1 ? 'Je bent afgemeld.' : `Je bent afgemeld op ${n} toestellen.`),
  unknownClub: 'Deze club is niet gekend.',
  tooManyResets: 'Er werden het voorbije uur al te veel links aangevraagd. Probeer het later opnieuw.',
  resetSent: 'Als dit e-mailadres bij ons gekend is, krijg je een e-mail met een link om een nieuw wachtwoord te kiezen. Kijk ook in je spam-map.',
  resetSubject: (club: string) => `Nieuw wachtwoord voor de app van ${club}`,
  resetText: (name: string, link: string) =>
    [`Dag ${name},`, '', 'Kies een nieuw wachtwoord met deze link (2 uur geldig, één keer te gebruiken):', '', link, '', 'Vroeg je dit niet aan? Dan mag je deze e-mail negeren.'].join('\n'),
  linkUsedOrExpired: 'Deze link is al gebruikt of verlopen. Vraag een nieuwe link aan.',
  tooManyLinkTries: 'Te veel ongeldige wachtwoordlinks vanaf dit adres. Probeer het over een uur opnieuw.',
  passwordSet: 'Je wachtwoord werd ingesteld. Je kan je nu aanmelden.',
  languageSaved: 'Je taal werd bewaard.',
};

export const sessionText = localized(sessionTextNl, sessionTextFr);
