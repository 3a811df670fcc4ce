import type { Meeting, TeamConfirmationOption } from '@clubhuis/contract/entities/interclub';
import { idList, mayAnswerFor, type ComposeRights } from '@clubhuis/contract/rules/interclub';
import type { RequestOf } from '@clubhuis/contract/catalogue';

type ConfirmationPath = 'teamcomposition/participateMeeting' | 'teamcomposition/denyMeeting';

/** The two calls an answer can make; both answer the updated meeting. */
export type ConfirmationCall = { [P in ConfirmationPath]: { path: P; body: RequestOf<P> } }[ConfirmationPath];

export interface ConfirmationAnswer {
  optionId: number;
  remarks: string;
  canDrive: boolean;
}

/** Spec 01 section 4: the default option is id 1 (participate). */
export const DEFAULT_OPTION_ID = 1;

/**
 * Whom the user may answer for in this meeting: the selected member first, then (for a composer of
 * the team) the team's players, line-up and reserves, each as mayAnswerFor allows.
 */
export function answerCandidates(rights: ComposeRights, meeting: Meeting, selectedMemberId: number): number[] {
  const ids = [selectedMemberId, ...[meeting.teamPlayers, meeting.members, meeting.reserves].flatMap(idList)];
  return [...new Set(ids)].filter((id) => id > 0 && mayAnswerFor(rights, meeting, id));
}

/** The form starts from the member's earlier answer, else from the default option. */
export function initialAnswer(
  meeting: Meeting,
  memberId: number,
  options: readonly TeamConfirmationOption[],
): ConfirmationAnswer {
  const earlier = meeting.confirmations.find((c) => c.memberId === memberId);
  if (earlier) return { optionId: earlier.confirmationOption, remarks: earlier.remarks, canDrive: earlier.canDrive };
  const fallback = options.find((o) => o.id === DEFAULT_OPTION_ID) ?? options.find((o) => o.participate === 1) ?? options[0];
  return { optionId: fallback?.id ?? DEFAULT_OPTION_ID, remarks: '', canDrive: false };
}

/** canDrive is asked only for away meetings and only when the chosen option participates. */
export function asksCanDrive(meeting: Pick<Meeting, 'homeout'>, option: TeamConfirmationOption | undefined): boolean {
  return meeting.homeout === 'U' && option?.participate === 1;
}

/** participateMeeting when the option's participate flag is 1, else denyMeeting; remarks trimmed. */
export function confirmationCall(
  meeting: Meeting,
  memberId: number,
  answer: ConfirmationAnswer,
  options: readonly TeamConfirmationOption[],
): ConfirmationCall {
  const option = options.find((o) => o.id === answer.optionId);
  const body = {
    id: meeting.id,
    member_id: memberId,
    confirmationoption: answer.optionId,
    candrive: asksCanDrive(meeting, option) && answer.canDrive,
    remarks: answer.remarks.trim(),
  };
  return option?.participate === 1
    ? { path: 'teamcomposition/participateMeeting', body }
    : { path: 'teamcomposition/denyMeeting', body };
}
