import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { LeagueSubscription } from '@clubhuis/contract/entities/league';
import type { Db } from '../../db/client.ts';
import { competitionPlayers, leagueLevels, leaguePoulePlayers, leaguePoules, leagueSeries, leagueSubscriptions, leagues, members } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { requireOwn } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { leagueOf } from './leagues.ts';
import { leagueText } from './messages.ts';

const sub = leagueSubscriptions;

/**
 * Whether the user sees the subscribers' contact data: the league managers (they run the league), the
 * club's administrators (they keep the member files anyway) and the captains (poule player 1) of a
 * poule of the league's ongoing series (they arrange the play date with players standing in).
 */
async function seesContacts(db: Db, user: RequestUser, leagueId: number): Promise<boolean> {
  if (user.rights.enterAnyLeagueResult || user.rights.administrator) return true;
  if (user.memberIds.length === 0) return false;
  const [captain] = await db
    .select({ n: count() })
    .from(leaguePoulePlayers)
    .innerJoin(leaguePoules, eq(leaguePoules.id, leaguePoulePlayers.pouleId))
    .innerJoin(leagueSeries, eq(leagueSeries.id, leaguePoules.serieId))
    .where(and(eq(leagueSeries.leagueId, leagueId), eq(leagueSeries.status, 2), eq(leaguePoulePlayers.playerIndex, 1), inArray(leaguePoulePlayers.memberId, [...user.memberIds])));
  return Number(captain?.n ?? 0) > 0;
}

/**
 * league/subscriptions.php: every subscription of the league, for every member (spec 02 shows the list
 * in the league menu): name, gender, current poule, ranking and status. Address, e-mail, phones and
 * birth date only for those who need them to run the league (seesContacts); empty for everyone else.
 */
export async function subscriptionList(db: Db, user: RequestUser, leagueId: number): Promise<LeagueSubscription[]> {
  await leagueOf(db, user.clubId, leagueId);
  // The poule a subscriber plays in now: in the latest series that has started.
  const lastSerie = db
    .select({ id: max(leagueSeries.id) })
    .from(leagueSeries)
    .where(and(eq(leagueSeries.leagueId, leagueId), sql`${leagueSeries.status} >= 2`));
  const contacts = await seesContacts(db, user, leagueId);
  const rows = await db
    .select({
      s: sub,
      m: members,
      level: leagueLevels.code,
      poule: leaguePoules.poule,
      padelRanking: competitionPlayers.ranking,
    })
    .from(sub)
    .innerJoin(members, eq(members.id, sub.memberId))
    .leftJoin(competitionPlayers, and(eq(competitionPlayers.memberId, sub.memberId), eq(competitionPlayers.sport, 'padel')))
    .leftJoin(leaguePoulePlayers, and(eq(leaguePoulePlayers.subscriptionId, sub.id), inArray(leaguePoulePlayers.pouleId, db.select({ id: leaguePoules.id }).from(leaguePoules).where(inArray(leaguePoules.serieId, lastSerie)))))
    .leftJoin(leaguePoules, eq(leaguePoules.id, leaguePoulePlayers.pouleId))
    .leftJoin(leagueLevels, eq(leagueLevels.id, leaguePoules.levelId))
    .where(eq(sub.leagueId, leagueId))
    .orderBy(asc(members.lastName), asc(members.firstName));
  return rows.map(({ s, m, level, poule, padelRanking }) => ({
    subscriptionId: s.id,
    memberId: m.id,
    memberName: `${m.firstName} ${m.lastName}`,
    gender: m.gender,
    address: contacts ? m.address : '',
    email: contacts ? m.email : '',
    telephone: contacts ? m.telephone : '',
    mobile: contacts ? m.mobile : '',
    birthdate: contacts ? (m.birthdate ?? '') : '',
    // The league's sport is padel: its level where the club keeps one.
    ranking: padelRanking || m.ranking,
    actualLevel: level ?? '',
    actualPoule: poule ?? 0,
    subscriptionDate: s.subscribedAt.toISOString(),
    status: s.status,
    statusDescription: leagueText.subscriptionStatus(s.status, s.unsubscribedAt !== null),
  }));
}

/**
 * league/subscribe.php: one of the user's members subscribes, under the league row's lock so the
 * maximum holds however many subscribe at once: online subscriptions on, today within the window,
 * below the maximum, once per member.
 */
export async function subscribe(db: Db, user: RequestUser, body: { leagueid: number; memberid: number; remarks: string }, today: string) {
  const memberId = body.memberid > 0 ? body.memberid : (user.memberIds[0] ?? 0);
  requireOwn(user, memberId, leagueText.notOwnMember);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [league] = await t
      .select()
      .from(leagues)
      .where(and(eq(leagues.id, body.leagueid), eq(leagues.clubId, user.clubId)))
      .for('update');
    if (!league) throw new ApiError(404, leagueText.unknownLeague);
    if (!league.onlineSubscriptions) throw new ApiError(409, leagueText.noOnlineSubscriptions);
    if (today < league.subscriptionDateFrom || today > league.subscriptionDateTill) throw new ApiError(409, leagueText.subscriptionsClosed);
    const existing = await t.select({ id: sub.id, status: sub.status }).from(sub).where(eq(sub.leagueId, league.id));
    const [mine] = await t.select({ id: sub.id }).from(sub).where(and(eq(sub.leagueId, league.id), eq(sub.memberId, memberId)));
    if (mine) throw new ApiError(409, leagueText.alreadySubscribed);
    if (existing.filter((e) => e.status === 1).length >= league.maxNrOfSubscriptions) throw new ApiError(409, leagueText.full);
    const [row] = await t.insert(sub).values({ clubId: user.clubId, leagueId: league.id, memberId, remarks: body.remarks.trim() }).returning({ id: sub.id });
    return { leagueSubscriptionId: row!.id };
  });
}
