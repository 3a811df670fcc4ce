// Counts the SQL statements of the training list calls at 1x and 10x the demo trainings: the number
// must stay the same when the history grows (no query per training or trainee).
import { PGlite } from '@electric-sql/pglite';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app.ts';
import { readConfig } from '../packages/server/src/config.ts';
import { openDatabase, type Db } from '../packages/server/src/db/client.ts';
import { trainingMoments, trainingPresences, trainingReservations } from '../packages/server/src/db/schema.ts';
import { seedDemoClub } from '../packages/server/src/seed/demoClub.ts';

export interface TrainingStatementCount {
  scale: number;
  moments: number;
  /** Statements per call, in the order of TRAINING_CALLS. */
  statements: number[];
}

export const TRAINING_CALLS = ['moment list (trainer@)', 'presences (trainer@)', 'trainee list (sporter@)', 'attendance overview (trainer@)'];

async function scaleTrainings(db: Db, factor: number): Promise<void> {
  const moments = await db.select().from(trainingMoments);
  const ids = moments.map((m) => m.id);
  const [presences, reservations] = await Promise.all([
    db.select().from(trainingPresences).where(inArray(trainingPresences.momentId, ids)),
    db.select().from(trainingReservations).where(inArray(trainingReservations.momentId, ids)),
  ]);
  for (let k = 2; k <= factor; k++) {
    const made = await db.insert(trainingMoments).values(moments.map(({ id: _, ...m }) => ({ ...m, mergeId: null }))).returning({ id: trainingMoments.id });
    const idOf = new Map(moments.map((m, i) => [m.id, made[i]!.id]));
    if (presences.length) await db.insert(trainingPresences).values(presences.map((p) => ({ ...p, momentId: idOf.get(p.momentId)! })));
    if (reservations.length) await db.insert(trainingReservations).values(reservations.map((r) => ({ ...r, momentId: idOf.get(r.momentId)! })));
  }
}

export async function countTrainingStatements(): Promise<TrainingStatementCount[]> {
  let statements = 0;
  const database = openDatabase({ pglite: new PGlite(), logger: { logQuery: () => void statements++ } });
  try {
    await database.migrate();
    await seedDemoClub(database.db);
    const app = await buildApp({ db: database.db, config: { ...readConfig({}), webDist: undefined }, jwtSecret: 'bench-secret-0123456789-0123456789' });
    const post = async (path: string, body: object) =>
      (await app.inject({ method: 'POST', url: `/api/${path}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) })).json() as {
        jwt: string;
        data: { memberIds: number[] } & { eventId: number; trainingStatus: number }[];
      };
    const trainer = (await post('login.php', { login: 'trainer@demo.clubhuis.be', password: 'demo' })).jwt;
    const sporter = await post('login.php', { login: 'sporter@demo.clubhuis.be', password: 'demo' });
    const [first] = (await post('training/getTrainingMomentsToBeConfirmedList', { jwt: trainer })).data;
    const calls = [
      () => post('training/getTrainingMomentsToBeConfirmedList', { jwt: trainer }),
      () => post('training/getTrainingPresencesList', { jwt: trainer, event_id: first!.eventId }),
      () => post('training/getTraineeMomentList', { jwt: sporter.jwt, trainee_id: sporter.data.memberIds[0] }),
      () => post('training/getAttendanceOverview', { jwt: trainer, group_id: 0 }),
    ];
    const measure = async (scale: number): Promise<TrainingStatementCount> => {
      const counts: number[] = [];
      for (const call of calls) {
        await call(); // warm caches
        statements = 0;
        await call();
        counts.push(statements);
      }
      return { scale, moments: (await database.db.select().from(trainingMoments)).length, statements: counts };
    };
    const one = await measure(1);
    await scaleTrainings(database.db, 10);
    const ten = await measure(10);
    await app.close();
    return [one, ten];
  } finally {
    await database.close();
  }
}
