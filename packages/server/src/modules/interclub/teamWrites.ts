import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, teamPlayers, teams } from '../../db/schema.ts';
import { currentSeasonOf } from './season.ts';

export type TeamRow = typeof teams.$inferSelect;

/** The club's teams of its current season, each with its roster in order, in two statements. */
export async function seasonTeams(db: Db, clubId: number) {
  const rows = await db
    .select()
    .from(teams)
    .where(and(eq(teams.clubId, clubId), sql`${teams.season} = ${currentSeasonOf(clubId)}`))
    .orderBy(asc(teams.sport), asc(teams.name));
  // The rosters of these teams only: earlier seasons' rosters are history, not this screen.
  const roster = rows.length
    ? await db
        .select({ teamId: teamPlayers.teamId, memberId: members.id, first: members.firstName, last: members.lastName })
        .from(teamPlayers)
        .innerJoin(members, eq(members.id, teamPlayers.memberId))
        .where(inArray(teamPlayers.teamId, rows.map((r) => r.id)))
        .orderBy(asc(teamPlayers.position))
    : [];
  return rows.map((team) => ({ team, players: roster.filter((r) => r.teamId === team.id).map((r) => ({ memberId: r.memberId, memberName: `${r.first} ${r.last}` })) }));
}

export async function lockTeam(tx: Db, clubId: number, teamId: number): Promise<TeamRow | undefined> {
  const [row] = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.clubId, clubId)))
    .for('update');
  return row;
}

export type TeamValues = Pick<TeamRow, 'name' | 'description' | 'division' | 'playersPerTeam' | 'startPlayerIndex' | 'captainMemberId' | 'sport' | 'season'>;

export async function insertTeam(tx: Db, clubId: number, values: TeamValues): Promise<TeamRow> {
  const [row] = await tx.insert(teams).values({ clubId, ...values }).returning();
  return row!;
}

export async function updateTeam(tx: Db, teamId: number, values: Partial<TeamValues>): Promise<TeamRow> {
  const [row] = await tx.update(teams).set(values).where(eq(teams.id, teamId)).returning();
  return row!;
}

/** The team's roster becomes these members in this order. */
export async function setTeamPlayers(tx: Db, clubId: number, teamId: number, memberIds: number[]): Promise<void> {
  await tx.delete(teamPlayers).where(eq(teamPlayers.teamId, teamId));
  if (memberIds.length > 0) await tx.insert(teamPlayers).values(memberIds.map((memberId, position) => ({ clubId, teamId, memberId, position })));
}

/** The club's current season's name ('' without teams). */
export async function seasonOfClub(db: Db, clubId: number): Promise<string> {
  const [row] = await db.select({ season: currentSeasonOf(clubId) }).from(teams).limit(1);
  return row?.season ?? '';
}
