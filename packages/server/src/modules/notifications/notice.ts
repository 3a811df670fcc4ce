import type { NotificationKind } from '@clubhuis/contract/rules/notifications';

/**
 * What a change tells a member, as facts (messages.ts writes them in the recipient's language). Every
 * notice names the day it is about: quiet hours let a notification about today through. `answerToken`: the member's answer link
 * (interclub, issue 34), which the notification then opens instead of /teams.
 */
export type Notice = { day: string; kind: NotificationKind } & (
  | { kind: 'lineUp'; in: boolean; reserve: boolean; team: string; meeting: string; answerToken?: string }
  | { kind: 'confirmAsk'; team: string; meeting: string; answerToken?: string }
  | { kind: 'driver'; chosen: boolean; driver: string; team: string; meeting: string }
  /** Carpool: the car the member rode in was withdrawn (its driver stopped driving or took the offer back). */
  | { kind: 'driver'; seatLost: true; driver: string; team: string; meeting: string }
  | { kind: 'training'; cancelled: boolean; training: string; time: string; movedTo: string }
  /** A place came free on a play moment: its name and start time (its day is `day`). */
  | { kind: 'playMoment'; name: string; startTime: string }
  | { kind: 'leagueResult'; poule: string }
  | { kind: 'leagueReplacement'; replacement: string; poule: string }
  | { kind: 'campPlanning'; camp: string }
  /** A team's match sheet on the competition site: '9-7', and our players' wins ('Jan 3, Piet 2'). */
  | { kind: 'results'; team: string; meeting: string; score: string; victories: string }
);

/** What a notification says, in the recipient's language, and the screen it opens (a hash route). */
export interface NoticeText {
  title: string;
  body: string;
  url: string;
}

/** The member a notice is about, as the account reads it: its first name matters when the account has several. */
export interface NoticeMember {
  firstName: string;
  several: boolean;
}
