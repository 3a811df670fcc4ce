import type { FastifyInstance } from 'fastify';
import { handle, type AppDeps } from '../../http/bind.ts';
import { tabtCacheFor } from '../../adapters/tabt/tabtCache.ts';
import { strengthList } from './strengthList.ts';

export function strengthListsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const log = { info: (m: string) => app.log.info(m), warn: (m: string) => app.log.warn(m) };
  const tabt = tabtCacheFor(deps.db, deps.config.tabt, log);
  handle(app, deps, 'sterktelijsten/list.php', ({ body, user, deps: { db } }) => strengthList(db, tabt, user, body, new Date()));
}
