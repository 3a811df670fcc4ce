import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import type { Database } from '../../db/client.ts';
import { addMoment, extraMembers, reservationsOf } from '../../testing/playerMomentsKit.ts';
import type { ServerProcess } from '../../testing/serverProcess.ts';
import { startTwoProcesses } from '../../testing/twoProcesses.ts';

const kind = inject('dbKind');

/** Status and message of each answer, tallied: { '200': 37, '409 Dit spelmoment is volzet.': 163 }. */
function tally(answers: { status: number; message?: string }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = a.status === 200 ? '200' : `${a.status} ${a.message}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

describe('reservation/update.php under concurrency, one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives exactly capacity places to 200 members reserving at once; the rest get 409', async () => {
    const capacity = 37;
    const moment = await addMoment(t.database.db, { days: 2, capacity });
    const players = await extraMembers(t.database.db, 200, 'race');
    const answers = await Promise.all(
      players.map(async (p) => {
        const res = await t.post('reservation/update.php', { jwt: p.jwt, event_id: moment, member_id: p.memberId });
        return { status: res.status, message: res.status === 200 ? undefined : res.error.message };
      }),
    );
    expect(tally(answers)).toEqual({ '200': capacity, '409 Dit spelmoment is volzet.': 200 - capacity });
    const rows = await reservationsOf(t.database.db, moment);
    expect(rows).toHaveLength(capacity);
    expect(new Set(rows.map((r) => r.memberId)).size).toBe(capacity);
  });

  it('keeps one row when one member reserves many times at once', async () => {
    const moment = await addMoment(t.database.db, { days: 2, capacity: 5 });
    const [p] = await extraMembers(t.database.db, 1, 'twice');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.post('reservation/update.php', { jwt: p!.jwt, event_id: moment, member_id: p!.memberId, remark: `poging ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rows = await reservationsOf(t.database.db, moment);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.remark).toMatch(/^poging \d+$/);
  });
});

// PGlite lives inside one process, so two processes can only share a PostgreSQL server.
describe.runIf(kind === 'postgres')('reservation/update.php from two server processes on one PostgreSQL database (skipped on PGlite: needs TEST_DATABASE_URL)', () => {
  let database: Database;
  let servers: ServerProcess[] = [];
  let close = async () => {};
  beforeAll(async () => {
    ({ servers, database, close } = await startTwoProcesses(process.env.TEST_DATABASE_URL!, inject('dbTemplate')));
  });
  afterAll(() => close());

  it('gives exactly capacity places when 200 members reserve through both processes at once', async () => {
    const capacity = 23;
    const moment = await addMoment(database.db, { days: 1, capacity });
    const players = await extraMembers(database.db, 200, 'twoproc');
    const answers = await Promise.all(
      players.map(async (p, i) => {
        const res = await fetch(`${servers[i % 2]!.url}/api/reservation/update.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jwt: p.jwt, event_id: moment, member_id: p.memberId }),
        });
        const json = (await res.json()) as { message?: string };
        return { status: res.status, message: json.message };
      }),
    );
    expect(tally(answers)).toEqual({ '200': capacity, '409 Dit spelmoment is volzet.': 200 - capacity });
    const rows = await reservationsOf(database.db, moment);
    expect(rows).toHaveLength(capacity);
    expect(new Set(rows.map((r) => r.memberId)).size).toBe(capacity);
  });
});
