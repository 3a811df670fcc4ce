import { eq } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { leagueLevels } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { enqueueNotifications } from '../notifications/enqueue.ts';
import type { LockedPoule } from './pouleAccess.ts';

/** 'B1': the poule's level and number, as the league screens name it. */
export async function pouleName(tx: Db, p: LockedPoule): Promise<string> {
  const [level] = await tx.select({ code: leagueLevels.code }).from(leagueLevels).where(eq(leagueLevels.id, p.poule.levelId));
  return `${level?.code ?? ''}${p.poule.poule}`;
}

/**
 * Results entered in a poule tell its players (and those standing in for them), not the one who
 * entered them. Keyed by the scores as stored, so the same entry sent again notifies nobody twice.
 */
export async function notifyResults(tx: Db, user: RequestUser, p: LockedPoule, scores: { id: number; games1: number; games2: number }[], now: Date): Promise<void> {
  const playing = p.players.flatMap((pl) => [pl.memberId, ...(pl.replacementMemberId ? [pl.replacementMemberId] : [])]);
  const notice = { kind: 'leagueResult' as const, poule: await pouleName(tx, p), day: brusselsClock(now).date };
  await enqueueNotifications(tx, {
    clubId: user.clubId,
    actingUserId: user.userId,
    about: `poule:${p.poule.id}`,
    version: [...scores].sort((a, b) => a.id - b.id).map((s) => `${s.id}=${s.games1}-${s.games2}`).join(','),
    notices: [...new Set(playing)].map((memberId) => ({ memberId, notice })),
    now,
  });
}
