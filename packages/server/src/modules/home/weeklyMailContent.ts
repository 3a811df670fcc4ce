import type { MyWeek, WeekItem, WeekResult } from '@clubhuis/contract/entities/home';
import { weekItemRoute } from '@clubhuis/contract/rules/home';
import { addDays } from '@clubhuis/contract/rules/clock';
import { longDate, mailText as t, shortDate } from './messages.ts';

/**
 * What the weekly e-mail says, before it is written as text or HTML (weeklyMailText.ts,
 * weeklyMailHtml.ts): the lines of 'Mijn week' by day, the ones waiting for an answer first with a link
 * to their screen, last week's results a line each. Pure: the week is home/myWeek's answer.
 */

export interface MailLine {
  /** 'kind id memberId', as home's cards mark a line (the tests compare it with 'Mijn week'). */
  key: string;
  title: string;
  when: string;
  details: string[];
  /** 'voor Emma Maes' when the account has several members; ''. */
  member: string;
  waiting: boolean;
  /** The screen in the app: `${base}/#/teams`. */
  link: string;
}

export interface MailDay {
  label: string;
  lines: MailLine[];
}

export interface MailContent {
  subject: string;
  greeting: string;
  intro: string;
  waiting: MailLine[];
  days: MailDay[];
  results: string[];
  clubName: string;
  appLink: string;
  /** The app's 'Meldingen' screen, where the mail is switched on and off. */
  settingsLink: string;
  unsubscribeLink: string;
}

export interface MailContext {
  clubName: string;
  firstName: string;
  /** The app's address, PUBLIC_URL (http/publicBase.ts mailedLinkBase). */
  base: string;
  unsubscribeLink: string;
  /** The account answers for several members (a parent): each line names its member, as on home. */
  manyMembers: boolean;
  /** Per line key, the member's own answer link for a meeting waiting for its answer (issue 34). */
  answerLinks?: ReadonlyMap<string, string>;
}

const span = (from: string, till: string) => (from && till ? `${from}–${till}` : from);

/** One line's words per kind, as home's card (web features/home/WeekItemCard.tsx) shows it. */
function wordsOf(item: WeekItem): { title: string; when: string; details: string[] } {
  switch (item.kind) {
    case 'meeting': {
      const details = [item.lineUp ? t.labelled(t.lineUp, item.lineUp) : t.noLineUpYet];
      if (item.driver) details.push(t.labelled(t.driver, item.driver));
      if (item.answer === 1) details.push(t.youPlay);
      else if (item.answer === 0) details.push(t.youCannot);
      else if (item.inLineUp) details.push(t.inLineUp);
      return { title: `${item.team} (${item.homeout === 'H' ? t.home : t.away})`, when: `${item.time} · ${item.meeting}`, details };
    }
    case 'training': {
      const state =
        item.status === 9 ? t.cancelled : item.status === 8 ? t.merged : item.reserved === 1 ? t.youCome : item.reserved === -1 ? t.youCannotCome(item.remark) : '';
      return { title: item.title, when: `${span(item.time, item.endTime)} · ${item.group}`, details: state ? [state] : [] };
    }
    case 'trainerTraining':
      return { title: item.title, when: `${span(item.time, item.endTime)} · ${item.group}`, details: [item.asksAnswer ? t.toBeConfirmed(item.toBeConfirmed) : t.youTrain] };
    case 'playMoment':
      return { title: item.description, when: span(item.time, item.endTime), details: [t.reserved, ...(item.remark ? [item.remark] : [])] };
    case 'campDay':
      return {
        title: item.title,
        when: t.campDay,
        details: [item.presence === 1 ? t.presenceGiven : item.presence === 0 ? t.noTrainingGiven : item.asksAnswer ? t.presenceAsked : ''].filter(Boolean),
      };
    case 'leaguePlayDate':
      return {
        title: item.league,
        when: [item.time, t.leaguePlayDate(item.poule), item.terrain].filter(Boolean).join(' · '),
        details: [...(item.toPlay > 0 ? [t.toPlay(item.toPlay)] : []), ...(item.remarks ? [item.remarks] : [])],
      };
  }
}

function dayLabel(date: string, today: string): string {
  if (date === today) return t.today;
  if (date === addDays(today, 1)) return t.tomorrow;
  return t.day(date);
}

function resultLine(r: WeekResult, manyMembers: boolean): string {
  if (r.kind === 'meeting') {
    const outcome = r.won === 'Y' ? t.won : r.won === 'N' ? t.lost : t.draw;
    return `${shortDate(r.date)} · ${r.meeting} ${r.score} (${outcome})`;
  }
  return `${shortDate(r.date)} · ${r.league} ${r.poule}${manyMembers ? ` (${r.memberName})` : ''}: ${t.leagueResult(r.won, r.lost)}`;
}

/** The mail of one account's week; null when there is nothing to say (no lines, no results): no mail. */
export function weeklyMailContent(week: MyWeek, ctx: MailContext): MailContent | null {
  if (week.items.length === 0 && week.results.length === 0) return null;
  const today = week.from;
  const { manyMembers } = ctx;
  const lineOf = (item: WeekItem, withDate: boolean): MailLine => {
    const words = wordsOf(item);
    const key = `${item.kind} ${item.id} ${item.memberId}`;
    return {
      key,
      ...words,
      when: withDate ? `${longDate(item.date)} · ${words.when}` : words.when,
      member: manyMembers && item.memberName ? t.forMember(item.memberName) : '',
      waiting: item.asksAnswer,
      link: (item.asksAnswer ? ctx.answerLinks?.get(key) : undefined) ?? `${ctx.base}/#${weekItemRoute(item)}`,
    };
  };
  const days: MailDay[] = [];
  for (const item of week.items) {
    // In the server's order, so a trainer's trainings of last week still to confirm come first, under their own heading.
    const label = item.date < today ? t.toConfirm : dayLabel(item.date, today);
    let day = days.find((d) => d.label === label);
    if (!day) days.push((day = { label, lines: [] }));
    day.lines.push(lineOf(item, item.date < today));
  }
  const waiting = week.items.filter((i) => i.asksAnswer).map((i) => lineOf(i, true));
  return {
    subject: t.subject(ctx.clubName, waiting.length),
    greeting: t.greeting(ctx.firstName),
    intro: t.intro(ctx.clubName, week.from, week.until),
    waiting,
    days,
    results: week.results.map((r) => resultLine(r, manyMembers)),
    clubName: ctx.clubName,
    appLink: `${ctx.base}/#/`,
    settingsLink: `${ctx.base}/#/meldingen`,
    unsubscribeLink: ctx.unsubscribeLink,
  };
}
