import type { FastifyInstance } from 'fastify';
import { handle, type AppDeps } from '../../http/bind.ts';
import { tabtCacheFor } from '../../adapters/tabt/tabtCache.ts';
import { individualResults } from './individualResults.ts';
import { matchResult } from './matchResult.ts';
import { headToHead } from './headToHead.ts';
import { rankingHistory } from './rankingHistory.ts';
import { scheduleSync } from './tabtSync.ts';
import { scheduleLivePoll } from './tabtLivePoll.ts';

/** The calls answered from the competition site (frenoy/*), with TABT_SYNC_HOURS the sync's schedule, and the evening poller. */
export function frenoyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const log = { info: (m: string) => app.log.info(m), warn: (m: string) => app.log.warn(m) };
  const tabt = tabtCacheFor(deps.db, deps.config.tabt, log);

  handle(app, deps, 'frenoy/individualResults.php', ({ body, user, deps: { db } }) =>
    individualResults(db, tabt, body.memberid, user, new Date()),
  );
  handle(app, deps, 'frenoy/rankingHistory', ({ body, user, deps: { db } }) => rankingHistory(db, body.memberid, user));
  handle(app, deps, 'frenoy/headToHead', ({ body, user, deps: { db } }) => headToHead(db, tabt, body.memberid, body.opponent, user, new Date()));
  handle(app, deps, 'frenoy/matchResult.php', ({ body, user, deps: { db } }) => matchResult(db, tabt, body.match_id, user));

  if (deps.config.tabt.syncHours > 0) {
    const stop = scheduleSync(deps.db, tabt, log, deps.config.tabt.syncHours);
    app.addHook('onClose', async () => stop());
  }
  // Match evenings (issue 34): our matches' sheets every TABT_LIVE_POLL_SECONDS while they are played.
  if (deps.config.tabt.livePollSeconds > 0) {
    const stop = scheduleLivePoll(deps.db, tabt, log, deps.config.tabt.livePollSeconds);
    app.addHook('onClose', async () => stop());
  }
}
