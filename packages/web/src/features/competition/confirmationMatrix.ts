import type { TeamConfirmation } from '@clubhuis/contract/entities/competition';
import { showsMatrixMeeting, showsMatrixPlayer } from '@clubhuis/contract/rules/competition';
import { compareIso } from '../../ui/dates';
import { competitionTexts as t } from './messages';

/** A row of the confirmations matrix: one meeting of the team. */
export interface MatrixMeeting {
  teamCalendarId: number;
  week: number;
  meeting: string;
  meetingDate: string;
  isPast: boolean;
  isHome: boolean;
  won: TeamConfirmation['won'];
  /** Someone was set up in its line-up. */
  hasLineUp: boolean;
}

/** A column: one player. */
export interface MatrixPlayer {
  playerId: number;
  playerName: string;
  ranking: string;
  captain: boolean;
  isTeamPlayer: boolean;
  nrOfParticipations: number;
}

export interface ConfirmationMatrix {
  meetings: MatrixMeeting[];
  players: MatrixPlayer[];
  /** The answer of one player for one meeting. */
  cells: Map<string, TeamConfirmation>;
  /** There are past meetings to show that are hidden now (the toggle is offered). */
  canShowPast: boolean;
}

export const cellKey = (teamCalendarId: number, playerId: number) => `${teamCalendarId}:${playerId}`;

/**
 * The matrix players × meetings of teamcomposition/confirmationList with the hide rules of spec 01
 * section 5: a past meeting without line-up is left out, and so is a player from outside the team
 * without participations; past meetings are hidden unless showPast, as long as future ones exist.
 */
export function confirmationMatrix(list: readonly TeamConfirmation[], showPast: boolean): ConfirmationMatrix {
  const meetings = new Map<number, MatrixMeeting>();
  const players = new Map<number, MatrixPlayer>();
  const cells = new Map<string, TeamConfirmation>();
  for (const c of list) {
    const meeting = meetings.get(c.teamCalendarId);
    if (meeting) meeting.hasLineUp ||= c.hasBeenSetup;
    else {
      meetings.set(c.teamCalendarId, {
        teamCalendarId: c.teamCalendarId,
        week: c.week,
        meeting: c.meeting,
        meetingDate: c.meetingDate,
        isPast: c.isPast,
        isHome: c.isHome,
        won: c.won,
        hasLineUp: c.hasBeenSetup,
      });
    }
    const player = players.get(c.playerId);
    if (player) {
      player.captain ||= c.captain;
      player.isTeamPlayer ||= c.isTeamPlayer;
      player.nrOfParticipations = Math.max(player.nrOfParticipations, c.nrOfParticipations);
    } else {
      players.set(c.playerId, {
        playerId: c.playerId,
        playerName: c.playerName,
        ranking: c.ranking,
        captain: c.captain,
        isTeamPlayer: c.isTeamPlayer,
        nrOfParticipations: c.nrOfParticipations,
      });
    }
    cells.set(cellKey(c.teamCalendarId, c.playerId), c);
  }

  const shown = [...meetings.values()]
    .filter(showsMatrixMeeting)
    .sort((a, b) => compareIso(a.meetingDate, b.meetingDate) || a.week - b.week);
  const hasFuture = shown.some((m) => !m.isPast);
  const hidesPast = hasFuture && !showPast;
  return {
    meetings: hidesPast ? shown.filter((m) => !m.isPast) : shown,
    players: [...players.values()].filter(showsMatrixPlayer),
    cells,
    canShowPast: hasFuture && shown.some((m) => m.isPast),
  };
}

/** A cell's marks, drawn as icons (CellMarks): set up, can play, cannot, no answer yet, can drive; after the meeting the victory count. */
export type CellMark = 'setUp' | 'yes' | 'no' | 'unknown' | 'drive' | number;

export interface CellView {
  /** Short marks for the cell, in this order. */
  marks: CellMark[];
  /** The same in words, for the accessible name and the tooltip. */
  parts: string[];
  tone: 'setUp' | 'yes' | 'no' | 'unanswered';
}

/**
 * How one cell shows: a line-up first (after the meeting: the victory count), then the answer (1 yes,
 * 0 no, negative none), then the car for away meetings. In words the server's status and its
 * information ('Afwezig: ziek', 'Reserve') are used when given: they know absences and reserves.
 */
export function cellView(c: TeamConfirmation | undefined): CellView {
  if (!c) return { marks: [], parts: [t.cellUnanswered], tone: 'unanswered' };
  const marks: CellMark[] = [];
  const words: string[] = [];
  let tone: CellView['tone'];
  if (c.hasBeenSetup) {
    marks.push(c.isPast ? c.victoryCount : 'setUp');
    words.push(t.cellSetUp);
    if (c.isPast) words.push(t.cellVictories(c.victoryCount));
    tone = 'setUp';
  } else if (c.canPlay === 1) {
    marks.push('yes');
    words.push(t.cellYes);
    tone = 'yes';
  } else if (c.canPlay === 0) {
    marks.push('no');
    words.push(t.cellNo);
    tone = 'no';
  } else {
    if (!c.isPast && c.status !== '') marks.push('unknown');
    words.push(t.cellUnanswered);
    tone = 'unanswered';
  }
  const parts = c.status ? [c.status, ...(c.statusInformation ? [c.statusInformation] : [])] : words;
  if (!c.status && c.remarks) parts.push(c.remarks);
  if (c.canDrive && !c.isHome) {
    marks.push('drive');
    parts.push(t.cellDrive);
  }
  return { marks, parts, tone };
}
