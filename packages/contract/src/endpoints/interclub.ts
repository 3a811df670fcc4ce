import { z } from 'zod';
import { endpoint, Flag, Id, Text } from '../endpoint.ts';
import {
  AbsenceReason,
  AvailableTeamPlayer,
  CompositionLog,
  IcalFeed,
  Meeting,
  MemberAbsence,
  Team,
  TeamConfirmationOption,
} from '../entities/interclub.ts';
import { MAX_PLAYERS_PER_TEAM, MAX_RESERVES, MAX_INTERMEDIATE_SCORE, MAX_REMARKS, MEETING_LIST_WHEN } from '../rules/interclub.ts';

const Remarks = Text(MAX_REMARKS);
const Sent = z.object({ message: z.string(), recipients: z.number().int() });

export const confirmationOptionList = endpoint({
  path: 'teamcomposition/confirmationOptionList',
  access: 'member',
  request: z.object({}),
  response: z.array(TeamConfirmationOption),
});

/**
 * The season's meetings of the club; `id` narrows to one meeting (teamcalendar id). The optional
 * `when`, `member_id` and `page` size the answer to the screen (/teams): without them the whole
 * season, as the spec answers.
 */
export const list = endpoint({
  path: 'teamcomposition/list',
  access: 'member',
  request: z.object({
    id: Id.optional(),
    /** coming: from three days ago, soonest first; done: up to today, latest first, a page at a time. */
    when: z.enum(MEETING_LIST_WHEN).optional(),
    /** Only the meetings of this member's teams: roster, line-up, captain or an answer. */
    member_id: Id.optional(),
    /** With when 'done': the page of MEETING_PAGE_SIZE meetings, 0 the latest. */
    page: z.number().int().min(0).max(10_000).optional(),
  }),
  response: z.array(Meeting),
});

export const compositionLog = endpoint({
  path: 'teamcomposition/compositionLog',
  access: 'member',
  request: z.object({ teamcalendar_id: Id }),
  response: z.array(CompositionLog),
});

export const updateDriver = endpoint({
  path: 'teamcomposition/updateDriver',
  access: 'member',
  request: z.object({ id: Id, member_id: Id, remarks: Remarks.default('') }),
  response: Meeting,
});

export const deleteDriver = endpoint({
  path: 'teamcomposition/deleteDriver',
  access: 'member',
  request: z.object({ id: Id, member_id: Id }),
  response: Meeting,
});

const Confirmation = z.object({
  id: Id,
  member_id: Id,
  confirmationoption: Id,
  candrive: Flag.default(false),
  remarks: Remarks.default(''),
});

export const participateMeeting = endpoint({
  path: 'teamcomposition/participateMeeting',
  access: 'member',
  request: Confirmation,
  response: Meeting,
});

export const denyMeeting = endpoint({
  path: 'teamcomposition/denyMeeting',
  access: 'member',
  request: Confirmation,
  response: Meeting,
});

/** Saves a line-up; the answer carries the verdict ('Correcte teamopstelling' or a warning). */
export const update = endpoint({
  path: 'teamcomposition/update',
  access: 'member',
  request: z.object({
    teamcalendar_id: Id,
    players: z.array(Id).max(MAX_PLAYERS_PER_TEAM),
    reserves: z.array(Id).max(MAX_RESERVES).default([]),
    remarks: Remarks.default(''),
  }),
  response: z.object({ error: z.string(), meeting: Meeting }),
});

/** Mails the line-up: flags 1 players, 2 reserves, 3 both. */
export const mail = endpoint({
  path: 'teamcomposition/mail',
  access: 'member',
  request: z.object({ teamcalendar_id: Id, flags: z.number().int().min(1).max(3).default(3) }),
  response: Sent,
});

/** Mails the member's own calendar feed to the user's e-mail address. */
export const memberIcalMail = endpoint({
  path: 'teamcomposition/icalMail',
  access: 'member',
  request: z.object({ member_id: Id }),
  response: Sent,
});

export const absenceReasonList = endpoint({
  path: 'teamcomposition/absencereasonList',
  access: 'member',
  request: z.object({}),
  response: z.array(AbsenceReason),
});

export const absenceList = endpoint({
  path: 'teamcomposition/absenceList',
  access: 'member',
  request: z.object({ member_id: Id }),
  response: z.array(MemberAbsence),
});

export const teamList = endpoint({
  path: 'team/list',
  access: 'member',
  request: z.object({}),
  response: z.array(Team),
});

/** The club's players for a team (id = team id), with list and index number. */
export const playersList = endpoint({
  path: 'team/playersList',
  access: 'member',
  request: z.object({ id: Id }),
  response: z.array(AvailableTeamPlayer),
});

/** Mails a team's calendar feed to the user's e-mail address. */
export const teamIcalMail = endpoint({
  path: 'team/icalMail',
  access: 'member',
  request: z.object({ team_id: Id }),
  response: Sent,
});

/** The feeds a user can subscribe to: the team's (when team_id is given) and one per linked member. */
export const icalFeed = endpoint({
  path: 'team/icalFeed',
  access: 'member',
  request: z.object({ team_id: Id.optional() }),
  response: z.array(IcalFeed),
});

export const setIntermediateScore = endpoint({
  path: 'competition/setIntermediateScore',
  access: 'member',
  request: z.object({ id: Id, intermediatescore: Text(MAX_INTERMEDIATE_SCORE) }),
  response: Meeting,
});
