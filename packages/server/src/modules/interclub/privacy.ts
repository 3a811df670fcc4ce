import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dropAnswerLinks } from './answerLinks.ts';
import { icalFeeds, meetingConfirmations, memberAbsences } from '../../db/schema.ts';

/** Absences, remarks with answers and the member's calendar feed go; line-ups and sheets stay. */
export async function eraseInterclubData(tx: Db, memberId: number): Promise<void> {
  await tx.delete(memberAbsences).where(eq(memberAbsences.memberId, memberId));
  await tx.update(meetingConfirmations).set({ remarks: '' }).where(eq(meetingConfirmations.memberId, memberId));
  await tx.delete(icalFeeds).where(eq(icalFeeds.memberId, memberId));
  await dropAnswerLinks(tx, memberId);
}
