import type { Meeting } from '@clubhuis/contract/entities/interclub';
import type { Db } from '../../db/client.ts';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { COMING_WINDOW_DAYS, type MeetingWhen } from '@clubhuis/contract/rules/interclub';
import { meetingsJson, type MeetingScope } from './meetingJson.ts';

export type { MeetingScope } from './meetingJson.ts';

/** The part of the season /teams shows: coming or done (a page), of one member's teams or all. */
export function screenScope(
  body: { when?: MeetingWhen; member_id?: number; page?: number },
  now: Date,
): Pick<MeetingScope, 'concerning' | 'from' | 'until'> {
  const today = brusselsClock(now).date;
  return {
    concerning: body.member_id,
    from: body.when === 'coming' ? addDays(today, -COMING_WINDOW_DAYS) : undefined,
    until: body.when === 'done' ? { date: today, page: body.page ?? 0 } : undefined,
  };
}

/**
 * Meetings as objects, for the server's own use (a write's answer, the calendar feeds): the same
 * statement and JSON as teamcomposition/list sends (meetingJson.ts), parsed.
 */
export async function listMeetings(db: Db, scope: MeetingScope, feedBase: string): Promise<Meeting[]> {
  return JSON.parse(await meetingsJson(db, scope, feedBase)) as Meeting[];
}

export async function getMeeting(db: Db, clubId: number, meetingId: number, feedBase: string): Promise<Meeting | undefined> {
  const [meeting] = await listMeetings(db, { clubId, meetingId }, feedBase);
  return meeting;
}
