import type { NotificationKind } from '@clubhuis/contract/rules/notifications';
import { localized } from '../../i18n/localized';

/** Dutch texts of the 'Meldingen' screen (issue 31); French in messages.fr.ts. */
export const notificationTexts = localized({
  title: 'Meldingen',
  deviceTitle: 'Meldingen op dit toestel',
  deviceOn: 'Dit toestel krijgt je meldingen, ook als de app gesloten is.',
  deviceOff: 'Dit toestel krijgt geen meldingen.',
  deviceBusy: 'Even geduld…',
  unsupported: 'Deze browser kan geen meldingen tonen.',
  needsInstall:
    'Op een iPhone of iPad komen meldingen enkel in de geïnstalleerde app: tik in Safari op Deel en dan op Zet op beginscherm, open de app van daar en zet de meldingen hier aan.',
  denied:
    'Je browser weigert meldingen voor deze app. Sta meldingen toe in de instellingen van je browser (site-instellingen, Meldingen) en zet ze hier opnieuw aan.',
  notAllowed: 'Je hebt de vraag om meldingen niet toegestaan. Zet de schakelaar opnieuw aan om het nog eens te vragen.',
  failed: 'Meldingen aanzetten op dit toestel lukte niet. Probeer het later opnieuw.',
  notReady: 'De app is nog niet klaar om meldingen te ontvangen. Herlaad de pagina en probeer opnieuw.',
  choicesTitle: 'Waarover',
  all: 'Alle meldingen',
  allOffHint: 'Alle meldingen staan uit: je krijgt er geen, op geen enkel toestel.',
  forLinkedMembers: 'Je keuzes gelden voor alle leden die je via dit account volgt.',
  quietHours: 'Tussen 22:00 en 07:00 wachten meldingen tot de ochtend, behalve als ze over vandaag gaan.',
  mailTitle: 'E-mail',
  weeklyMail: 'Wekelijkse e-mail',
  weeklyMailHint: 'Elke week een overzicht van je komende week in je mailbox.',
  saveFailed: 'Je keuze werd niet bewaard.',
  errorTitle: 'Meldingen',
  kinds: {
    lineUp: 'Ik sta in of uit de opstelling van mijn ploeg',
    confirmAsk: 'Mijn kapitein vraagt te bevestigen',
    driver: 'De chauffeur is gekozen of haakt af',
    training: 'Een training van mij is geannuleerd of verplaatst',
    playMoment: 'Een plaats vrij op een spelmoment waarvoor ik wacht',
    leagueResult: 'Uitslagen ingebracht in mijn poule',
    leagueReplacement: 'Een vervanger voor mij in de league',
    campPlanning: 'De planning van een kampdag is gewijzigd',
    results: 'Uitslagen van mijn ploegen en van ploegen die ik volg',
  } satisfies Record<NotificationKind, string>,
}, () => import('./messages.fr').then((m) => m.notificationTexts));
