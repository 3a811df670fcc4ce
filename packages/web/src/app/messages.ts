import { localized } from '../i18n/localized';

/** Dutch texts of the shell (spec 01 sections 2 and 8). */
export const shellTexts = localized({
  loading: 'Bezig met laden...',
  configErrorTitle: 'Configuratiefout',
  configErrorIntro: 'De app kon haar instellingen niet ophalen.',
  retry: 'Herprobeer',
  configErrorPrefix: 'Fout bij het ophalen van de configuratie - ',
  noConnection: 'geen verbinding met de server.',
  menu: 'Menu',
  mainMenu: 'Hoofdmenu',
  offline: 'Je bent offline. Je ziet wat je het laatst geladen hebt; een wijziging wacht tot er weer verbinding is.',
  changesWaiting: (count: number) =>
    count === 1
      ? 'Je wijziging wacht op verbinding en wordt verstuurd zodra je weer online bent.'
      : `${count} wijzigingen wachten op verbinding en worden verstuurd zodra je weer online bent.`,
  welcome: (firstName: string) => `Welkom, ${firstName}!`,
  contributionForms: 'Je hebt één of meerdere mutualiteitsformulieren beschikbaar.',
  contributionForm: (description: string, amount: string) => `${description} (${amount}) downloaden`,
  contributionFormFailed: 'Er trad een probleem op bij het ophalen van het mutualiteitsformulier.',
  dismissMessage: 'Klik om dit bericht te verbergen',
}, () => import('./messages.fr').then((m) => m.shellTexts));
