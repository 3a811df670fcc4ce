// teamcomposition/list's answer field for field: PostgreSQL writes its JSON (meetingJson.ts), so every
// format the app relies on (numbers, HTML, links, the Dutch date) is pinned here on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { icalFeeds, meetingConfirmations, meetingPlayers, meetings, members, teamPlayers, teams } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { otherClubAdmin } from '../../testing/adminKit.ts';
import { comingAway, memberId, today } from '../../testing/interclubKit.ts';
import { addDays } from '@clubhuis/contract/rules/clock';
import { COMING_WINDOW_DAYS } from '@clubhuis/contract/rules/interclub';
import type { Meeting } from '@clubhuis/contract/entities/interclub';

let t: TestApp;
let lid: string;
let kapitein: string;
let expected: Meeting;
const dayFormat = new Intl.DateTimeFormat('nl-BE', { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

beforeAll(async () => {
  t = await createTestApp();
  [lid, kapitein] = await Promise.all([t.login('lid@demo.clubhuis.be'), t.login('kapitein@demo.clubhuis.be')]);
  const db = t.database.db;
  const meeting = await comingAway(t, 'TTC De Demo B');
  const [team] = await db.select().from(teams).where(eq(teams.id, meeting.teamId));
  const [jan, tom, emma, els] = await Promise.all([
    memberId(t, 'Jan', 'Peeters'),
    memberId(t, 'Tom', 'Claes'),
    memberId(t, 'Emma', 'Maes'),
    memberId(t, 'Els', 'Wouters'),
  ]);
  // Text that HTML and a URL must escape, on a line-up with a reserve, two answers and a driver.
  await db.update(members).set({ lastName: `Maes <&> "O'Neil"`, ranking: 'E<6>' }).where(eq(members.id, emma));
  await db.update(members).set({ ranking: '' }).where(eq(members.id, tom));
  await db.update(members).set({ ranking: 'C2' }).where(eq(members.id, jan));
  const address = 'Sporthal “De Ëik”, Kerkstraat 5 & 7/9, 9000 Gent #2 😀';
  await db
    .update(meetings)
    .set({
      address,
      report: 'Goed <b>gespeeld</b>\nvolgende keer beter',
      compositionRemarks: 'Om 19u aan de zaal',
      compositionError: 'Correcte teamopstelling',
      driverMemberId: jan,
      driverRemarks: 'Vertrek 18u30',
      intermediateScore: '',
    })
    .where(eq(meetings.id, meeting.id));
  await db.delete(meetingPlayers).where(eq(meetingPlayers.meetingId, meeting.id));
  await db.delete(meetingConfirmations).where(eq(meetingConfirmations.meetingId, meeting.id));
  const clubId = meeting.clubId;
  await db.insert(meetingPlayers).values([
    { clubId, meetingId: meeting.id, memberId: jan, reserve: false, position: 2 },
    { clubId, meetingId: meeting.id, memberId: tom, reserve: false, position: 1 },
    { clubId, meetingId: meeting.id, memberId: emma, reserve: true, position: 1 },
  ]);
  await db.insert(meetingConfirmations).values([
    { clubId, meetingId: meeting.id, memberId: jan, optionNumber: 1, participate: 1, canDrive: true, remarks: 'Ik rij' },
    { clubId, meetingId: meeting.id, memberId: els, optionNumber: 2, participate: 0, canDrive: false, remarks: 'Op reis' },
    { clubId, meetingId: meeting.id, memberId: tom, optionNumber: 1, participate: 1, canDrive: false, remarks: '' },
  ]);
  const [feed] = await db.select().from(icalFeeds).where(eq(icalFeeds.teamId, team!.id));
  const [janRow, tomRow, elsRow] = await Promise.all(
    [jan, tom, els].map(async (id) => (await db.select().from(members).where(eq(members.id, id)))[0]!),
  );
  const name = (m: typeof janRow) => `${m!.firstName} ${m!.lastName}`;
  const roster = await db.select().from(teamPlayers).where(eq(teamPlayers.teamId, team!.id)).orderBy(asc(teamPlayers.position));
  expected = {
    id: meeting.id,
    playId: meeting.playId,
    playDate: meeting.playDate,
    playTime: meeting.playTime,
    dateDescription: dayFormat.format(new Date(`${meeting.playDate}T00:00:00Z`)),
    weekDescription: `Week ${meeting.week}`,
    teamId: team!.id,
    team: 'TTC De Demo B',
    teamDescription: team!.description,
    meeting: `${meeting.homeTeam} - ${meeting.awayTeam}`,
    division: team!.division,
    nrOfPlayersPerTeam: 4,
    startPlayerIndex: 5,
    captain: tom,
    composition:
      `<ol><li>${name(tomRow)}</li><li>${name(janRow)} (C2)</li></ol>` +
      `<p>Reserves:</p><ul><li>Emma Maes &#60;&#38;&#62; &#34;O&#39;Neil&#34; (E&#60;6&#62;)</li></ul>`,
    error: 'Correcte teamopstelling',
    members: `${tom},${jan}`,
    reserves: `${emma}`,
    intermediateScore: '',
    score: meeting.score,
    won: meeting.won,
    homeout: 'U',
    address,
    frenoyUrl: meeting.frenoyUrl,
    googleMapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
    driverId: jan,
    driver: name(janRow),
    driverRemarks: 'Vertrek 18u30',
    // By name: Claes before Peeters; Wouters denied.
    confirmedMembers: `${name(tomRow)}, ${name(janRow)}`,
    canDrive: `${jan}`,
    report: '<p>Goed &#60;b&#62;gespeeld&#60;/b&#62;<br>volgende keer beter</p>',
    icalUrl: `http://localhost:80/api/ical/${feed!.token}.ics`,
    confirmed: `${tom},${jan}`,
    denied: `${els}`,
    remarks: 'Om 19u aan de zaal',
    sport: 'tabletennis',
    confirmations: [
      { memberId: tom, memberName: name(tomRow), confirmationOption: 1, participate: 1, canDrive: false, remarks: '' },
      { memberId: jan, memberName: name(janRow), confirmationOption: 1, participate: 1, canDrive: true, remarks: 'Ik rij' },
      { memberId: els, memberName: name(elsRow), confirmationOption: 2, participate: 0, canDrive: false, remarks: 'Op reis' },
    ],
    teamPlayers: roster.map((r) => r.memberId).join(','),
  };
});
afterAll(() => t.close());

describe('teamcomposition/list answers', () => {
  it('writes a meeting exactly as the app reads it, for the screen’s list and for one meeting', async () => {
    const jan = await memberId(t, 'Jan', 'Peeters');
    const coming = (await t.post('teamcomposition/list', { jwt: lid, when: 'coming', member_id: jan })).json as Meeting[];
    expect(coming.find((m) => m.id === expected.id)).toStrictEqual(expected);
    const one = await t.post('teamcomposition/list', { jwt: lid, id: expected.id });
    expect(one.json).toStrictEqual([expected]);
  });

  it('shows every member of the club the same answers and remarks; nobody outside the club sees the meeting', async () => {
    const asCaptain = (await t.post('teamcomposition/list', { jwt: kapitein, when: 'coming' })).json as Meeting[];
    expect(asCaptain.find((m) => m.id === expected.id)).toStrictEqual(expected);
    const other = await otherClubAdmin(t.database.db);
    const outside = await t.post('teamcomposition/list', { jwt: other.jwt, id: expected.id });
    expect([outside.status, outside.json]).toEqual([200, []]);
    expect((await t.post('teamcomposition/list', { id: expected.id })).status).toBe(401);
  });

  it('writes every meeting’s date the nl-BE way and its links, on the whole season and a played page', async () => {
    const season = (await t.post('teamcomposition/list', { jwt: lid })).json as Meeting[];
    for (const m of season) {
      expect(m.dateDescription).toBe(dayFormat.format(new Date(`${m.playDate}T00:00:00Z`)));
      expect(m.googleMapsUrl).toBe(m.address === '' ? '' : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(m.address)}`);
    }
    const played = (await t.post('teamcomposition/list', { jwt: lid, when: 'done', page: 0 })).json as Meeting[];
    expect(played[0]!.playDate <= today()).toBe(true);
    expect(played.map((m) => m.id)).toEqual(
      season.filter((m) => m.playDate <= today()).sort((a, b) => `${b.playDate} ${b.playTime}`.localeCompare(`${a.playDate} ${a.playTime}`) || a.team.localeCompare(b.team) || a.id - b.id).slice(0, played.length).map((m) => m.id),
    );
    const from = addDays(today(), -COMING_WINDOW_DAYS);
    const coming = (await t.post('teamcomposition/list', { jwt: lid, when: 'coming' })).json as Meeting[];
    expect(coming).toStrictEqual(season.filter((m) => m.playDate >= from));
  });

  it('sends the JSON compressed as the client asks (brotli, gzip or none), a screen’s list and a whole season alike', async () => {
    const jan = await memberId(t, 'Jan', 'Peeters');
    for (const body of [{ jwt: lid, when: 'coming' as const, member_id: jan }, { jwt: lid }]) {
      const plain = (await t.post('teamcomposition/list', body)).json;
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['br;q=0, gzip', 'gzip', gunzipSync],
        ['identity', undefined, (b: Buffer) => b],
      ] as const) {
        const res = await t.app.inject({ method: 'POST', url: '/api/teamcomposition/list', payload: body, headers: { 'accept-encoding': accept } });
        expect([res.statusCode, res.headers['content-type'], res.headers['content-encoding']], accept).toEqual([200, 'application/json; charset=utf-8', encoding]);
        expect(JSON.parse(decode(res.rawPayload).toString()), accept).toEqual(plain);
      }
    }
  });
});
