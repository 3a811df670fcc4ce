import { localized } from '../../i18n/language.ts';
import { notificationsTextFr, pushTextFr } from './messages.fr.ts';
import type { Notice, NoticeMember, NoticeText } from './notice.ts';

export type { NoticeText } from './notice.ts';

/** The area's Dutch answers (French: messages.fr.ts). */
const notificationsTextNl = {
  subscribed: 'Meldingen staan aan op dit toestel.',
  unsubscribed: 'Meldingen staan uit op dit toestel.',
  endpointNotAllowed: "Het veld 'endpoint' is geen adres van een push-dienst (enkel https).",
  badKeys: "Het veld 'keys' bevat geen sleutels van een push-abonnement.",
  notOwnSubscription: 'Dit toestel is aangemeld voor meldingen van een ander account.',
  unknownSubscription: 'Dit toestel is niet aangemeld voor meldingen.',
};

export const notificationsText = localized(notificationsTextNl, notificationsTextFr);

/**
 * What a notification says (Dutch; French in messages.fr.ts), written in the recipient account's
 * language (enqueue.ts runs it in `inLanguage`). `when` is the notice's day as dayText writes it.
 */
const pushTextNl = {
  /** Day abbreviations, Sunday first (Date.getUTCDay order). */
  weekdays: ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'],
  /**
   * The text for one member of the account: 'Je …' when the account has this member only, the member's
   * first name when it answers for several (a parent reads whose notification it is).
   */
  notice: (n: Notice, member: NoticeMember, when: string): NoticeText => {
    const whom = member.several ? member.firstName : 'je';
    const is = member.several ? `${member.firstName} staat` : 'Je staat';
    switch (n.kind) {
      case 'lineUp':
        return {
          title: `Opstelling ${n.team}`,
          body: n.in
            ? `${is} ${n.reserve ? 'als reserve ' : ''}in de opstelling voor ${n.meeting} op ${when}.`
            : `${is} niet meer in de opstelling voor ${n.meeting} op ${when}.`,
          url: n.in && n.answerToken ? `/antwoord/${n.answerToken}` : '/teams',
        };
      case 'confirmAsk':
        return { title: 'Bevestig je deelname', body: `De kapitein van ${n.team} vraagt ${whom} te bevestigen voor ${n.meeting} op ${when}.`, url: n.answerToken ? `/antwoord/${n.answerToken}` : '/teams' };
      case 'driver':
        if ('seatLost' in n)
          return {
            title: `Carpool ${n.team}`,
            body: `${n.driver} neemt ${whom} niet meer mee naar ${n.meeting} op ${when}: kies een andere wagen.`,
            url: '/teams',
          };
        return {
          title: `Chauffeur ${n.team}`,
          body: n.chosen ? `${n.driver} rijdt naar ${n.meeting} op ${when}.` : `${n.driver} rijdt niet meer naar ${n.meeting} op ${when}: er is nog geen chauffeur.`,
          url: '/teams',
        };
      case 'training':
        return n.cancelled
          ? { title: 'Training geannuleerd', body: `${n.training} van ${when} om ${n.time} gaat niet door.`, url: '/traineetrainingmoments/reservation' }
          : {
              title: 'Training verplaatst',
              body: `${n.training} van ${when} gaat samen met ${n.movedTo}.`,
              url: '/traineetrainingmoments/reservation',
            };
      case 'playMoment':
        return { title: 'Plaats vrij', body: `Er is een plaats vrij op ${n.name} - ${when} ${n.startTime}. Reserveer snel.`, url: '/reservation' };
      case 'leagueResult':
        return { title: `Uitslagen poule ${n.poule}`, body: `De uitslagen van poule ${n.poule} zijn ingebracht.`, url: '/league' };
      case 'leagueReplacement':
        return { title: 'Vervanger aangeduid', body: `${n.replacement} vervangt ${whom} in poule ${n.poule}.`, url: '/league' };
      case 'campPlanning':
        return { title: 'Kampplanning gewijzigd', body: `De planning van ${n.camp} is gewijzigd vanaf ${when}.`, url: '/sportscampplanning' };
      case 'results':
        return {
          title: `Uitslag ${n.team}`,
          body: `${n.meeting}: ${n.score}${n.victories ? ` (gewonnen: ${n.victories})` : ''}.`,
          url: '/teams',
        };
    }
  },
};

export const pushText = localized(pushTextNl, pushTextFr);

/** 'za 12/10' for 2026-10-12 ('sam. 12/10' in French): short enough for a notification's line. */
export function dayText(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return `${pushText.weekdays[d.getUTCDay()]} ${d.getUTCDate()}/${d.getUTCMonth() + 1}`;
}

/** 'wo 02/12' ('mer. 02/12'): a play moment's day as its pickers write it (momentLine). */
function momentDay(isoDate: string): string {
  const [, month, date] = isoDate.split('-');
  return `${pushText.weekdays[new Date(`${isoDate}T00:00:00Z`).getUTCDay()]} ${date}/${month}`;
}

/** The text of a notice for one member of the account, in the current language (the recipient's). */
export function noticeText(n: Notice, member: NoticeMember): NoticeText {
  return pushText.notice(n, member, n.kind === 'playMoment' ? momentDay(n.day) : dayText(n.day));
}
