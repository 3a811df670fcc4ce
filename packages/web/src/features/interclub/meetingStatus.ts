import type { Meeting, MemberAbsence } from '@clubhuis/contract/entities/interclub';
import { CORRECT_COMPOSITION, idList, meetingTime, resultStyle } from '@clubhuis/contract/rules/interclub';

export type MemberStatus = 'absent' | 'participating' | 'notParticipating';

/** The member's absence entry for the meeting's date, if any (dates compared as yyyy-mm-dd). */
export function absenceOn(absences: readonly MemberAbsence[], playDate: string): MemberAbsence | undefined {
  return absences.find((a) => a.dateFrom.slice(0, 10) === playDate);
}

/** Spec 01 section 4: absent (absence that day), participating (in the line-up or confirmed), else not. */
export function memberStatus(meeting: Meeting, memberId: number, absences: readonly MemberAbsence[]): MemberStatus {
  if (absenceOn(absences, meeting.playDate)) return 'absent';
  const inLineUp = idList(meeting.members).includes(memberId) || idList(meeting.confirmed).includes(memberId);
  return inLineUp ? 'participating' : 'notParticipating';
}

/** Names of the members who said they cannot play (the denied ids, named through the confirmations). */
export function deniedNames(meeting: Meeting): string[] {
  const denied = new Set(idList(meeting.denied));
  return meeting.confirmations.filter((c) => denied.has(c.memberId)).map((c) => c.memberName);
}

/** A saved line-up whose verdict is not 'Correcte teamopstelling' carries a warning. */
export function hasWarning(meeting: Pick<Meeting, 'error'>): boolean {
  return meeting.error !== '' && meeting.error !== CORRECT_COMPOSITION;
}

/** Spec 01 section 4: while there is no score and the meeting is busy or has an intermediate score. */
export function showsIntermediateScore(meeting: Meeting, now: Date): boolean {
  if (meeting.score !== '') return false;
  return meeting.intermediateScore !== '' || meetingTime(meeting.playDate, meeting.playTime, now) === 'busy';
}

/** Mantine colour of a score by the result (won green, lost red, otherwise grey). */
export function scoreColor(won: string): 'green' | 'red' | 'gray' {
  return SCORE_COLORS[resultStyle(won)];
}

const SCORE_COLORS = { won: 'green', lost: 'red', neutral: 'gray' } as const;
