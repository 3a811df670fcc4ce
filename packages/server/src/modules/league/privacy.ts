import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaguePoulePlayers, leagueSubscriptions } from '../../db/schema.ts';

/** The remarks of subscriptions, unsubscriptions and replacements go; poules and results stay. */
export async function eraseLeagueData(tx: Db, memberId: number): Promise<void> {
  await tx.update(leagueSubscriptions).set({ remarks: '', unsubscribeRemarks: '' }).where(eq(leagueSubscriptions.memberId, memberId));
  await tx.update(leaguePoulePlayers).set({ remarks: '' }).where(eq(leaguePoulePlayers.memberId, memberId));
}
