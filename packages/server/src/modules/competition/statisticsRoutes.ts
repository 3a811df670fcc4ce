import type { FastifyInstance } from 'fastify';
import { handle, type AppDeps } from '../../http/bind.ts';
import { teamCalendar } from './calendar.ts';
import { confirmationList } from './confirmationList.ts';
import { rankingList, teamRankings } from './rankings.ts';
import { clubScope, teamScope } from './statisticsScope.ts';
import { listRoster } from './teamPlayers.ts';
import { weekDigest } from './weekDigest.ts';
import { weekOverview } from './weekOverview.ts';
import { teamIdOf } from '@clubhuis/contract/endpoint';

/**
 * Statistics and the week digest (spec 01: /statistics, /weekdigest, home), answered from the local
 * tables the competition sync fills. 'optional' calls: anonymous callers get the club's public view.
 */
export function statisticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  handle(app, deps, 'team/rankings', async ({ user, body }) => teamRankings(db, await teamScope(db, user, config, teamIdOf(body))));
  handle(app, deps, 'team/players', async ({ user, body }) => listRoster(db, await teamScope(db, user, config, teamIdOf(body))));
  handle(app, deps, 'team/calendar', async ({ user, body }) => teamCalendar(db, await teamScope(db, user, config, teamIdOf(body))));
  handle(app, deps, 'competition/weekOverview', async ({ user, body }) =>
    weekOverview(db, await teamScope(db, user, config, teamIdOf(body))),
  );
  handle(app, deps, 'teamcomposition/confirmationList', async ({ user, body }) =>
    confirmationList(db, await teamScope(db, user, config, teamIdOf(body)), new Date()),
  );
  handle(app, deps, 'competition/rankingList', async ({ user }) => rankingList(db, await clubScope(db, user, config)));
  handle(app, deps, 'competition/weekDigest', async ({ user }) => weekDigest(db, await clubScope(db, user, config)));
}
