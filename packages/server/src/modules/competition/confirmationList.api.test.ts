import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { TeamConfirmation } from '@clubhuis/contract/entities/competition';
import { meetingConfirmations, meetingPlayers, meetings, members, teamPlayers } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { meetingsOf, teamBLogins, today } from '../../testing/interclubKit.ts';
import { teamIdOf } from '../../testing/statisticsKit.ts';

let t: TestApp;
let lid: string;
let jan: number;
let tom: number;
let teamB: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ lid, jan, tom } = await teamBLogins(t));
  teamB = await teamIdOf(t.database.db, 'TTC De Demo B');
});
afterAll(() => t.close());

async function matrix(jwt?: string, teamId = teamB): Promise<TeamConfirmation[]> {
  const res = await t.post('teamcomposition/confirmationList', { teamId, jwt });
  expect(res.status).toBe(200);
  return res.json;
}

const cell = (rows: TeamConfirmation[], meetingId: number, playerId: number) =>
  rows.find((r) => r.teamCalendarId === meetingId && r.playerId === playerId);

async function rosterIds(teamId: number): Promise<number[]> {
  const rows = await t.database.db.select().from(teamPlayers).where(eq(teamPlayers.teamId, teamId)).orderBy(asc(teamPlayers.position));
  return rows.map((r) => r.memberId);
}

describe('teamcomposition/confirmationList', () => {
  it('has a row per meeting and roster player, roster order, with line-up, wins and participations', async () => {
    const rows = await matrix(lid);
    const roster = await rosterIds(teamB);
    expect(rows).toHaveLength(22 * roster.length);
    expect(rows.slice(0, roster.length).map((r) => r.playerId)).toEqual(roster);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const [past] = await meetingsOf(t, 'TTC De Demo B', 'past');
    const lineUp = await t.database.db.select().from(meetingPlayers).where(eq(meetingPlayers.meetingId, past!.id));
    const played = lineUp[0]!;
    expect(cell(rows, past!.id, played.memberId)).toMatchObject({
      week: past!.week,
      meeting: `${past!.homeTeam} - ${past!.awayTeam}`,
      meetingDate: past!.playDate,
      isPast: true,
      status: 'Opgesteld',
      statusInformation: played.victoryCount === 1 ? '1 overwinning' : `${played.victoryCount} overwinningen`,
      victoryCount: played.victoryCount,
      hasBeenSetup: true,
      isTeamPlayer: true,
      isHome: past!.home,
    });
    // Every roster player's participations are their line-ups for the team this season.
    const all = await t.database.db
      .select({ memberId: meetingPlayers.memberId })
      .from(meetingPlayers)
      .innerJoin(meetings, eq(meetings.id, meetingPlayers.meetingId))
      .where(and(eq(meetings.teamId, teamB), eq(meetingPlayers.reserve, false)));
    for (const id of roster) {
      expect(rows.find((r) => r.playerId === id)!.nrOfParticipations).toBe(all.filter((l) => l.memberId === id).length);
    }
    expect(rows.filter((r) => r.captain).every((r) => r.playerId === tom)).toBe(true);
  });

  it("shows members' answers and absences to a logged-in member", async () => {
    const rows = await matrix(lid);
    const [next] = await meetingsOf(t, 'TTC De Demo B', 'coming');
    // Jan has answered nothing coming yet.
    expect(cell(rows, next!.id, jan)).toMatchObject({
      isPast: false,
      status: 'Geen antwoord',
      canPlay: -1,
      confirmationOption: 0,
      hasBeenSetup: false,
      won: 0,
    });
    const answers = await t.database.db.select().from(meetingConfirmations).where(eq(meetingConfirmations.meetingId, next!.id));
    const yes = answers.find((a) => a.participate === 1)!;
    expect(cell(rows, next!.id, yes.memberId)).toMatchObject({
      status: 'Kan spelen',
      statusInformation: 'Ik kan spelen',
      canPlay: 1,
      canDrive: yes.canDrive,
      confirmationOption: 1,
      confirmationVariant: 'success',
    });
    // A holiday around team B's week 12 (seeded absence).
    const week12 = (await meetingsOf(t, 'TTC De Demo B', 'coming')).find((m) => m.week === 12)!;
    const absent = rows.filter((r) => r.teamCalendarId === week12.id && r.status === 'Afwezig');
    expect(absent).toHaveLength(1);
    expect(absent[0]!.statusInformation).toBe('Op vakantie: Skivakantie');
  });

  it('tells who cannot play, with the remark', async () => {
    const teamA = await teamIdOf(t.database.db, 'TTC De Demo A');
    const rows = await matrix(lid, teamA);
    const no = rows.filter((r) => r.status === 'Kan niet spelen');
    expect(no.length).toBeGreaterThan(0);
    expect(no[0]).toMatchObject({ statusInformation: 'Ik kan niet spelen: Op reis', remarks: 'Op reis', canPlay: 0, confirmationOption: 2, confirmationVariant: 'danger' });
  });

  it('hides answers, remarks and absences from an anonymous caller, not the line-ups', async () => {
    const rows = await matrix();
    const logged = await matrix(lid);
    expect(rows.map((r) => [r.teamCalendarId, r.playerId])).toEqual(logged.map((r) => [r.teamCalendarId, r.playerId]));
    for (const r of rows) {
      expect([r.remarks, r.canPlay, r.canDrive, r.confirmationOption, r.confirmationVariant]).toEqual(['', -1, false, 0, '']);
      expect(r.status).toBe(r.hasBeenSetup ? 'Opgesteld' : '');
    }
    expect(rows.filter((r) => r.hasBeenSetup).length).toBe(logged.filter((r) => r.hasBeenSetup).length);
    expect(logged.some((r) => r.canPlay === 1 && !r.hasBeenSetup)).toBe(true);
  });

  it('leaves out past meetings without a line-up and outsiders who never played; shows an outsider who did', async () => {
    const db = t.database.db;
    const [latest, earlier] = await meetingsOf(t, 'TTC De Demo B', 'past');
    const [next] = await meetingsOf(t, 'TTC De Demo B', 'coming');
    const roster = await rosterIds(teamB);
    const clubId = latest!.clubId;
    const outsiders = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.clubId, clubId), eq(members.memberState, 1), notInArray(members.id, roster)))
      .orderBy(asc(members.id))
      .limit(2);
    const [fillIn, answerer] = outsiders.map((m) => m.id) as [number, number];
    // An outsider answered for the coming meeting but never played: not in the matrix.
    await db.insert(meetingConfirmations).values({ clubId, meetingId: next!.id, memberId: answerer, optionNumber: 1, participate: 1 });
    // The latest past meeting loses its line-up: it drops out of the matrix.
    await db.delete(meetingPlayers).where(eq(meetingPlayers.meetingId, latest!.id));
    // In an earlier one an outsider replaced a roster player: the outsider appears, after the roster.
    const [replaced] = await db.select().from(meetingPlayers).where(eq(meetingPlayers.meetingId, earlier!.id)).orderBy(asc(meetingPlayers.position));
    await db
      .update(meetingPlayers)
      .set({ memberId: fillIn, victoryCount: 3 })
      .where(and(eq(meetingPlayers.meetingId, earlier!.id), eq(meetingPlayers.memberId, replaced!.memberId)));
    for (const jwt of [undefined, lid]) {
      const rows = await matrix(jwt);
      expect(rows.some((r) => r.teamCalendarId === latest!.id)).toBe(false);
      expect(new Set(rows.map((r) => r.teamCalendarId)).size).toBe(21);
      expect(rows.some((r) => r.playerId === answerer)).toBe(false);
      expect(rows.filter((r) => r.playerId === fillIn)).toHaveLength(21);
      expect(rows.at(-1)!.playerId).toBe(fillIn);
      expect(cell(rows, earlier!.id, fillIn)).toMatchObject({
        hasBeenSetup: true,
        isTeamPlayer: false,
        nrOfParticipations: 1,
        victoryCount: 3,
        status: 'Opgesteld',
        statusInformation: '3 overwinningen',
      });
      expect(cell(rows, earlier!.id, replaced!.memberId)!.hasBeenSetup).toBe(false);
    }
  });

  it('answers 404 for an unknown team', async () => {
    const res = await t.post('teamcomposition/confirmationList', { teamId: 424242, jwt: lid });
    expect([res.status, res.error.message]).toEqual([404, 'Deze ploeg bestaat niet.']);
  });

  it('marks past and coming meetings by the Brussels date', async () => {
    const rows = await matrix(lid);
    expect(rows.every((r) => r.isPast === r.meetingDate < today())).toBe(true);
  });
});
