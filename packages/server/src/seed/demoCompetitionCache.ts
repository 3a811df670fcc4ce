import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clubs, competitionPlayers, meetingPlayers, meetings, members, tabtCache, teams } from '../db/schema.ts';
import type { TabtPlayer } from '../adapters/tabt/tabtSchemas.ts';
import { seasonNameOf, tabtSeason, type Federation } from '../adapters/tabt/tabtSite.ts';
import { demoSheets, matchAnswers, victories, type MemberRow } from './demoCompetitionMatches.ts';
import { clubMembersAnswer, memberResultsAnswers } from './demoCompetitionMembers.ts';

/*
 * The demo club is fictitious, so the competition site knows nothing about it: its answers are written
 * into tabt_cache here, under exactly the keys the server asks for, never expiring (the club is offline:
 * TABT_OFFLINE_CLUBS). They agree with the demo season: the club calendar is the seeded meetings, each
 * past table tennis meeting gets a match sheet whose score is the meeting's score and whose wins per
 * player are the line-up's victory counts (demoSeasonResults.ts writes them first; without them the
 * sheet decides and the counts are written from it), and every member's results are his matches on
 * them; the club's member list (the table tennis strength list) follows the club's own list numbers. Team A's meeting of today is under way: its sheet holds the first ten matches (the live score).
 *
 * Here the reading and writing; the answers are made in demoCompetitionMatches.ts (calendar and
 * sheets) and demoCompetitionMembers.ts (members' results).
 */

export async function seedDemoCompetitionCache(db: Db, clubId: number, today: string): Promise<void> {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId));
  const federation = club!.association.toUpperCase() as Federation;
  const seasonName = seasonNameOf(today);
  const season = tabtSeason(seasonName);

  // The competition site's match number of each table tennis meeting of the season: 880000 + team letter (A = 1) × 100 + week.
  await db.execute(sql`
    update ${meetings} m set match_unique_id = 880000 + (ascii(t.letter) - 64) * 100 + m.week
    from ${teams} t
    where t.id = m.team_id and t.club_id = ${clubId} and t.season = ${seasonName} and t.sport = 'tabletennis' and t.letter <> ''`);

  const calendar = (await db
    .select({ m: meetings, letter: teams.letter, divisionId: teams.divisionId })
    .from(meetings)
    .innerJoin(teams, eq(teams.id, meetings.teamId))
    // Teams without a letter (the youth team) play a competition the site's answers here leave out.
    .where(and(eq(meetings.clubId, clubId), eq(teams.season, seasonName), eq(teams.sport, 'tabletennis'), ne(teams.letter, '')))
    .orderBy(asc(meetings.playDate), asc(teams.letter))).map((r) => ({ ...r.m, letter: r.letter, divisionId: r.divisionId }));
  const clubMembers: MemberRow[] = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      ranking: members.ranking,
      associationId: members.associationId,
      memberState: members.memberState,
    })
    .from(members)
    .where(eq(members.clubId, clubId))
    .orderBy(asc(members.id));
  const memberById = new Map(clubMembers.map((m) => [m.id, m]));
  const lineups = calendar.length
    ? await db
        .select({ meetingId: meetingPlayers.meetingId, memberId: meetingPlayers.memberId, victoryCount: meetingPlayers.victoryCount })
        .from(meetingPlayers)
        .where(and(inArray(meetingPlayers.meetingId, calendar.map((m) => m.id)), eq(meetingPlayers.reserve, false)))
        .orderBy(asc(meetingPlayers.meetingId), asc(meetingPlayers.position))
    : [];
  const listed = await db
    .select({ memberId: competitionPlayers.memberId, listNumber: competitionPlayers.listNumber, indexNumber: competitionPlayers.indexNumber })
    .from(competitionPlayers)
    .where(and(eq(competitionPlayers.clubId, clubId), eq(competitionPlayers.sport, 'tabletennis')));
  const playing = new Set(listed.map((p) => p.memberId));

  const sheets = demoSheets(calendar, lineups, memberById, today);

  const fetchedAt = new Date(`${today}T06:00:00Z`);
  const rows: (typeof tabtCache.$inferInsert)[] = [
    ...matchAnswers(federation, season, club!.code, calendar, sheets),
    ...memberResultsAnswers(federation, season, club!.code, today, clubMembers, playing, sheets),
    clubMembersAnswer(federation, season, club!.code, clubMembers, listed),
  ].map((answer) => ({ ...answer, fetchedAt, expiresAt: null }));
  await db.insert(tabtCache).values(rows).onConflictDoNothing();

  // Victory counts of line-ups that have none yet (the season's results seed writes them first), from the sheets.
  const counts = sheets
    .filter((s) => !s.live && !s.countsGiven)
    .flatMap((s) =>
      s.ours.map((p, i) => sql`(${s.meeting.id}::int, ${memberIdOf(clubMembers, p)}::int, ${victories(s, i + 1)}::int)`),
    );
  if (counts.length > 0) {
    await db.execute(sql`
      update ${meetingPlayers} mp set victory_count = v.c
      from (values ${sql.join(counts, sql`, `)}) as v(meeting_id, member_id, c)
      where mp.meeting_id = v.meeting_id and mp.member_id = v.member_id`);
  }
}

const memberIdOf = (all: MemberRow[], p: TabtPlayer) => all.find((m) => m.associationId === String(p.UniqueIndex))!.id;
