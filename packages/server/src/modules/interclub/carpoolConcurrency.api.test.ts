import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, asc, eq, gt } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { meetingCarSeats, meetings, teams } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { YOUTH_TEAM, teamMembers } from '../../testing/carpoolKit.ts';
import type { ServerProcess } from '../../testing/serverProcess.ts';
import { startTwoProcesses } from '../../testing/twoProcesses.ts';

// Carpool seats under many requests at once (issue 32): never more passengers than seats, never one
// member in two cars. 100 players each ask a seat in two of five cars of 8 seats at the same moment:
// 200 requests for 40 seats. Every car fills (a car left short would have had a free seat for one of
// its 40 askers, who can only have been refused for a seat elsewhere: 32 at most), so the tally is exact.
const kind = inject('dbKind');
const CARS = 5;
const SEATS = 8;
const PLAYERS = 100;

type Post = (path: string, body: object) => Promise<{ status: number; message?: string }>;

async function youthMeetingOf(db: Db): Promise<number> {
  const today = brusselsClock(new Date()).date;
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .innerJoin(teams, eq(teams.id, meetings.teamId))
    .where(and(eq(teams.name, YOUTH_TEAM), gt(meetings.playDate, today), eq(meetings.home, false)))
    .orderBy(asc(meetings.playDate))
    .limit(1);
  return row!.id;
}

/** Five cars, then every player's two seat requests at once, spread by `post` (one process or two). */
async function race(db: Db, post: (i: number) => Post, tag: string) {
  const meeting = await youthMeetingOf(db);
  const drivers = await teamMembers(db, meeting, CARS, `${tag}-car`);
  for (const [i, d] of drivers.entries()) {
    const res = await post(i)('teamcomposition/carpoolOffer', { jwt: d.jwt, meeting_id: meeting, member_id: d.memberId, seats: SEATS, remarks: '' });
    expect(res.status).toBe(200);
  }
  const players = await teamMembers(db, meeting, PLAYERS, `${tag}-seat`);
  const requests = players.flatMap((p, i) =>
    [i % CARS, (i + 1) % CARS].map((car) => ({ jwt: p.jwt, meeting_id: meeting, driver_member_id: drivers[car]!.memberId, member_id: p.memberId, take: 1 })),
  );
  const answers = await Promise.all(requests.map((body, i) => post(i)('teamcomposition/carpoolSeat', body)));
  const tally: Record<string, number> = {};
  for (const a of answers) {
    const key = a.status === 200 ? '200' : `${a.status} ${/heeft al een plaats in de wagen van/.test(a.message ?? '') ? 'elders' : a.message}`;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  const seats = await db.select().from(meetingCarSeats).where(eq(meetingCarSeats.meetingId, meeting));
  const perCar = drivers.map((d) => seats.filter((s) => s.driverMemberId === d.memberId).length);
  return { answers, tally, seats, perCar };
}

function expectExact({ answers, tally, seats, perCar }: Awaited<ReturnType<typeof race>>) {
  expect(answers).toHaveLength(2 * PLAYERS);
  expect(tally['200']).toBe(CARS * SEATS);
  expect((tally['409 Deze wagen is vol.'] ?? 0) + (tally['409 elders'] ?? 0)).toBe(2 * PLAYERS - CARS * SEATS);
  expect(perCar).toEqual(Array(CARS).fill(SEATS));
  expect(seats).toHaveLength(CARS * SEATS);
  expect(new Set(seats.map((s) => s.memberId)).size).toBe(CARS * SEATS);
}

describe('teamcomposition/carpoolSeat under concurrency, one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fills exactly the seats when 100 players ask a seat in two cars each at once', async () => {
    const post: Post = async (path, body) => {
      const res = await t.postRaw(path, body);
      return { status: res.status, message: res.json?.message };
    };
    expectExact(await race(t.database.db, () => post, 'one'));
  });
});

// PGlite lives inside one process, so two processes can only share a PostgreSQL server.
describe.runIf(kind === 'postgres')('teamcomposition/carpoolSeat from two server processes on one PostgreSQL database (skipped on PGlite: needs TEST_DATABASE_URL)', () => {
  let database: { db: Db };
  let servers: ServerProcess[] = [];
  let close = async () => {};
  beforeAll(async () => {
    ({ servers, database, close } = await startTwoProcesses(process.env.TEST_DATABASE_URL!, inject('dbTemplate')));
  });
  afterAll(() => close());

  it('fills exactly the seats when 200 seat requests arrive through both processes at once', async () => {
    const post = (i: number): Post => async (path, body) => {
      const res = await fetch(`${servers[i % 2]!.url}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { message?: string };
      return { status: res.status, message: json.message };
    };
    const result = await race(database.db, post, 'two');
    expectExact(result);
  });
});
