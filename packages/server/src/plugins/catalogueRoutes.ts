import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { API_PREFIX, type AppDeps } from '../http/bind.ts';
import { sessionRoutes } from '../modules/session/routes.ts';
import { membersRoutes } from '../modules/members/routes.ts';
import { interclubRoutes } from '../modules/interclub/routes.ts';
import { statisticsRoutes } from '../modules/competition/statisticsRoutes.ts';
import { frenoyRoutes } from '../modules/competition/frenoyRoutes.ts';
import { playerMomentsRoutes } from '../modules/playermoments/routes.ts';
import { trainingRoutes } from '../modules/training/routes.ts';
import { sportsCampRoutes } from '../modules/sportscamp/routes.ts';
import { strengthListsRoutes } from '../modules/strengthlists/routes.ts';
import { leagueRoutes } from '../modules/league/routes.ts';
import { adminRoutes } from '../modules/admin/routes.ts';
import { passwordRoutes } from '../modules/session/passwordRoutes.ts';
import { homeRoutes } from '../modules/home/routes.ts';
import { notificationsRoutes } from '../modules/notifications/routes.ts';

/**
 * Every call of the catalogue, bound by its area's routes.ts, and /healthz. Encapsulated: it only adds
 * routes, and takes the app's hooks, body parser and error answers from the app around it.
 */
export const catalogueRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/healthz', async (_req, reply) => {
    await deps.db.execute(sql`select 1`);
    return reply.send({ status: 'ok' });
  });

  // Only for npm run bench: the same plugins and error handling with no handler work, as a yardstick.
  if (deps.config.benchBareRoute) app.post(`${API_PREFIX}bench/bare`, async () => ({ ok: true }));

  sessionRoutes(app, deps);
  membersRoutes(app, deps);
  interclubRoutes(app, deps);
  statisticsRoutes(app, deps);
  frenoyRoutes(app, deps);
  playerMomentsRoutes(app, deps);
  trainingRoutes(app, deps);
  sportsCampRoutes(app, deps);
  strengthListsRoutes(app, deps);
  leagueRoutes(app, deps);
  passwordRoutes(app, deps);
  adminRoutes(app, deps);
  homeRoutes(app, deps);
  notificationsRoutes(app, deps);
};
