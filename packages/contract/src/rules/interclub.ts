/** Interclub rules both the app and the server apply (spec 01 sections 4, 5 and 9). */
import { addDays, brusselsClock, type BrusselsClock } from './clock.ts';

export const MAX_PLAYERS_PER_TEAM = 6;
export const MAX_RESERVES = 3;
export const MAX_INTERMEDIATE_SCORE = 80;
/**
 * A line-up's, a driver's and a car's remarks (carpool, 'vertrek 18:45 aan de sporthal'; the spec's driver's
 * car shares the driver's remarks): at most this many characters (the endpoints and the forms).
 */
export const MAX_REMARKS = 500;
/** The verdict of a line-up without remarks; any other verdict is a warning. */
export const CORRECT_COMPOSITION = 'Correcte teamopstelling';
/** 'Coming' meetings start 3 days ago. */
export const COMING_WINDOW_DAYS = 3;
/** The two halves of /teams; teamcomposition/list can answer either instead of the whole season. */
export const MEETING_LIST_WHEN = ['coming', 'done'] as const;
export type MeetingWhen = (typeof MEETING_LIST_WHEN)[number];
/** Played meetings come a page at a time, latest first. */
export const MEETING_PAGE_SIZE = 20;
export const ARRIVE_MINUTES_BEFORE = 30;
/** Carpool (issue 32): a car offers 1 to MAX_CAR_SEATS free seats (the driver not counted); 0 withdraws it. */
export const MAX_CAR_SEATS = 8;
/** The free seats of the spec's driver's car ('Ja, ik zal rijden') until its driver sets them. */
export const DRIVER_CAR_SEATS = 3;

export type MeetingTime = 'past' | 'today' | 'busy' | 'future';

/** The Belgian season of a date ('2026-2027'): September to August. */
export function seasonOfDate(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 9 ? year : year - 1;
  return `${start}-${start + 1}`;
}

/** Past before today; today; busy once today's start is reached (spec 01 section 4). */
export function meetingTime(playDate: string, playTime: string, now: Date): MeetingTime {
  return meetingTimeOn(playDate, playTime, brusselsClock(now));
}

/** meetingTime on a clock read once: a list of meetings reads the clock once, not per meeting. */
export function meetingTimeOn(playDate: string, playTime: string, { date, time }: BrusselsClock): MeetingTime {
  if (playDate < date) return 'past';
  if (playDate > date) return 'future';
  return playTime !== '' && time >= playTime ? 'busy' : 'today';
}

/** Coming = on or after 3 days ago (spec 01 section 5): the first play date that counts as coming. */
export function comingFrom(now: Date): string {
  return addDays(brusselsClock(now).date, -COMING_WINDOW_DAYS);
}

export interface ComposeRights {
  composeAnyTeam: boolean;
  composeAsCaptain: boolean;
  memberIds: readonly number[];
}

/** A composer of the team: any team with composeAnyTeam, or its captain with composeAsCaptain. */
export function composesTeam(user: ComposeRights, captain: number): boolean {
  return user.composeAnyTeam || (user.composeAsCaptain && user.memberIds.includes(captain));
}

/**
 * Composing is allowed when compositions need release, the meeting is not past, and the user may
 * compose any team or is the team's captain with composeAsCaptain (spec 01 section 5).
 */
export function mayCompose(
  needRelease: boolean,
  user: ComposeRights,
  meeting: { captain: number; playDate: string; playTime: string },
  now: Date,
): boolean {
  if (!needRelease || meetingTime(meeting.playDate, meeting.playTime, now) === 'past') return false;
  return composesTeam(user, meeting.captain);
}

/** Who may answer for a member: the member's own user, or a composer of the team for its players. */
export function mayAnswerFor(
  user: ComposeRights,
  meeting: { captain: number; teamPlayers: string; members: string; reserves: string },
  memberId: number,
): boolean {
  if (user.memberIds.includes(memberId)) return true;
  if (!composesTeam(user, meeting.captain)) return false;
  const ids = [meeting.teamPlayers, meeting.members, meeting.reserves].flatMap(idList);
  return ids.includes(memberId);
}

/** '3,5,8' → [3, 5, 8]. */
export function idList(commaList: string): number[] {
  return commaList
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** Table tennis offers players from the team's start index on; padel (and others) offer all. */
export function offeredPlayers<P extends { indexNumber: number }>(
  players: readonly P[],
  sport: string,
  startPlayerIndex: number,
): P[] {
  return sport === 'tabletennis' ? players.filter((p) => p.indexNumber >= startPlayerIndex) : [...players];
}

export type ResultStyle = 'won' | 'lost' | 'neutral';

export function resultStyle(won: string): ResultStyle {
  return won === 'Y' ? 'won' : won === 'N' ? 'lost' : 'neutral';
}
