import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Database } from '../../db/client.ts';
import { today } from '../../testing/playerMomentsKit.ts';
import { momentRow, momentsOf, trainerLogin } from '../../testing/trainingKit.ts';
import type { ServerProcess } from '../../testing/serverProcess.ts';
import { startTwoProcesses } from '../../testing/twoProcesses.ts';

const kind = inject('dbKind');

// PGlite lives inside one process, so two processes can only share a PostgreSQL server.
describe.runIf(kind === 'postgres')('training/updateTrainingMoment from two server processes on one PostgreSQL database (skipped on PGlite)', () => {
  let database: Database;
  let servers: ServerProcess[] = [];
  let close = async () => {};
  beforeAll(async () => {
    ({ servers, database, close } = await startTwoProcesses(process.env.TEST_DATABASE_URL!, inject('dbTemplate')));
  });
  afterAll(() => close());

  it('leaves one consistent state when two trainers cancel and merge the same training at once, 20 times over', async () => {
    const post = async (i: number, body: object) => {
      const res = await fetch(`${servers[i % 2]!.url}/api/training/updateTrainingMoment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as { success: boolean; data: { trainingStatus: number } | null } };
    };
    const login = await fetch(`${servers[0]!.url}/api/login.php`, {
      method: 'POST',
      body: JSON.stringify({ login: 'trainer@demo.clubhuis.be', password: 'demo' }),
    });
    const koen = ((await login.json()) as { jwt: string }).jwt;
    const pieter = await trainerLogin(database.db, 'Pieter Goossens');
    // Competition trainings: Pieter gives them, Koen (trainer@) assists; both may change them.
    const comp = (await momentsOf(database.db, 'Competitietraining')).find((m) => m.trainingDate > today() && m.status === 1)!;
    const youth = (await momentsOf(database.db, 'Jeugdtraining')).find(
      (m) => m.trainingDate < comp.trainingDate && m.trainingDate >= addDays(comp.trainingDate, -1) && m.status === 1,
    )!;
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2 === 0
            ? post(i, { jwt: koen, event_id: comp.id, status: 9, remark: 'Zaal bezet' })
            : post(i, { jwt: pieter, event_id: comp.id, status: 8, merge_id: youth.id }),
        ),
      );
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
      const row = await momentRow(database.db, comp.id);
      expect(row.status).toBe(won[0]!.json.data!.trainingStatus);
      expect(row.mergeId).toBe(row.status === 8 ? youth.id : null);
      const undo = await post(round, { jwt: koen, event_id: comp.id, status: 1 });
      expect(undo.json.data!.trainingStatus).toBe(1);
    }
  });
});

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
