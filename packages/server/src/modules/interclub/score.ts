import { eq } from 'drizzle-orm';
import { meetingTime } from '@clubhuis/contract/rules/interclub';
import type { Db } from '../../db/client.ts';
import { meetings } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { lockMeeting } from './meetingAccess.ts';
import { interclubText } from './messages.ts';

/** Any member may post the intermediate score while the meeting is busy (started today) and has no final score. */
export async function setIntermediateScore(db: Db, user: RequestUser, body: { id: number; intermediatescore: string }, now: Date) {
  await db.transaction(async (tx) => {
    const m = await lockMeeting(tx, user.clubId, body.id);
    const when = meetingTime(m.meeting.playDate, m.meeting.playTime, now);
    if (when !== 'busy') throw new ApiError(409, interclubText.scoreNotBusy);
    if (m.meeting.score !== '') throw new ApiError(409, interclubText.scoreKnown);
    await tx.update(meetings).set({ intermediateScore: body.intermediatescore.trim() }).where(eq(meetings.id, m.meeting.id));
  });
}
