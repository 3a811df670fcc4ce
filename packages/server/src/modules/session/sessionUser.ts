import { and, asc, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { SessionUser } from '@clubhuis/contract/entities/session';
import { isLicensed } from '@clubhuis/contract/rules/session';
import type { Db } from '../../db/client.ts';
import { appConfig, clubs, contributionForms, teamPlayers, teams, users } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { currentSeasonOf } from '../interclub/season.ts';
import { subscriptionIdOf } from '../league/leagues.ts';
import { hasSportsCamp } from '../sportscamp/campAccess.ts';

/** Builds the session user of spec 01 section 3 for a freshly issued token. */
export async function buildSessionUser(
  db: Db,
  who: RequestUser,
  token: string,
  tokenExpiration: number,
): Promise<SessionUser> {
  const [row] = await db
    .select({ user: users, clubCode: clubs.code, activeLeagueId: appConfig.activeLeagueId })
    .from(users)
    .innerJoin(clubs, eq(clubs.id, users.clubId))
    .innerJoin(appConfig, eq(appConfig.clubId, users.clubId))
    .where(eq(users.id, who.userId));
  const forms =
    who.memberIds.length === 0
      ? []
      : await db
          .select({ id: contributionForms.id, description: contributionForms.description, amount: contributionForms.amount })
          .from(contributionForms)
          .where(inArray(contributionForms.memberId, who.memberIds))
          .orderBy(asc(contributionForms.id));
  // The user's teams of the club's current season: those it captains first, then those it plays in
  // (the statistics open on the user's own team).
  const captains = sql<boolean>`coalesce(${inArray(teams.captainMemberId, who.memberIds)}, false)`;
  const mine =
    who.memberIds.length === 0
      ? []
      : await db
          .select({ id: teams.id })
          .from(teams)
          .where(
            and(
              eq(teams.clubId, who.clubId),
              sql`${teams.season} = ${currentSeasonOf(who.clubId)}`,
              or(
                inArray(teams.captainMemberId, who.memberIds),
                exists(
                  db
                    .select({ one: sql`1` })
                    .from(teamPlayers)
                    .where(and(eq(teamPlayers.teamId, teams.id), inArray(teamPlayers.memberId, who.memberIds))),
                ),
              ),
            ),
          )
          .orderBy(desc(captains), asc(teams.name));
  const r = who.rights;
  return {
    token,
    loginId: who.loginId,
    userId: who.userId,
    firstName: row!.user.firstName,
    lastName: row!.user.lastName,
    email: row!.user.email,
    memberId: who.memberIds[0] ?? 0,
    memberIds: who.memberIds,
    myTeams: mine.map((t) => t.id),
    trainerId: r.trainerId,
    trainerProfile: r.trainerProfile,
    homePage: r.homePage,
    isLicensed: isLicensed(new Date()),
    clubCode: row!.clubCode,
    playerMoments: r.playerMoments,
    showPlayerMomentsInTheFuture: r.showPlayerMomentsInTheFuture,
    // Camp trainers only: the camp module is on and one of the user's members trains in a camp.
    hasSportsCamp: await hasSportsCamp(db, who.clubId, who.memberIds),
    composeAsCaptain: r.composeAsCaptain,
    composeAnyTeam: r.composeAnyTeam,
    availableContributionForms: forms,
    enterAnyLeagueResult: r.enterAnyLeagueResult,
    currentlyActiveLeagueId: row!.activeLeagueId,
    leaguePlayerMomentInfo: r.leaguePlayerMomentInfo,
    // The member's subscription to the active league, read from the league's own table.
    leagueSubscriptionId: await subscriptionIdOf(db, row!.activeLeagueId, who.memberIds),
    canUnsubscribeFromLeague: r.canUnsubscribeFromLeague,
    administrator: r.administrator,
    tokenExpiration,
    language: row!.user.language,
  };
}
