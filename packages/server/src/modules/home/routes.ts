import type { FastifyInstance } from 'fastify';
import { handle, JsonText, type AppDeps } from '../../http/bind.ts';
import { myWeek } from './myWeek.ts';

export function homeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  handle(app, deps, 'home/myWeek', async ({ user }) =>
    new JsonText<'home/myWeek'>(await myWeek(db, { clubId: user.clubId, memberIds: user.memberIds, trainerId: user.rights.trainerId }, new Date())),
  );
}
