import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamFollows } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { requireTeam } from './feeds.ts';

/*
 * Following teams (issue 34): an account follows a team of its own club for itself. Only the caller's
 * own account is ever read or changed; a team of another club is unknown (404).
 */

export async function followedTeams(db: Db, user: RequestUser): Promise<{ team_ids: number[] }> {
  const rows = await db
    .select({ teamId: teamFollows.teamId })
    .from(teamFollows)
    .where(and(eq(teamFollows.clubId, user.clubId), eq(teamFollows.userId, user.userId)))
    .orderBy(asc(teamFollows.teamId));
  return { team_ids: rows.map((r) => r.teamId) };
}

/** Follows or stops following; pressing twice (or twice at once) leaves one row or none. */
export async function followTeam(db: Db, user: RequestUser, teamId: number, follow: boolean): Promise<{ team_ids: number[] }> {
  const team = await requireTeam(db, user.clubId, teamId);
  if (follow) {
    await db.insert(teamFollows).values({ clubId: user.clubId, userId: user.userId, teamId: team.id }).onConflictDoNothing();
  } else {
    await db.delete(teamFollows).where(and(eq(teamFollows.userId, user.userId), eq(teamFollows.teamId, team.id)));
  }
  return followedTeams(db, user);
}

/** The accounts that follow a team: told of its results (interclub/sheetNotices.ts). */
export async function followersOf(db: Db, clubId: number, teamId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: teamFollows.userId })
    .from(teamFollows)
    .where(and(eq(teamFollows.clubId, clubId), eq(teamFollows.teamId, teamId)));
  return rows.map((r) => r.userId);
}
