import fp from 'fastify-plugin';
import { LIVE_PATH } from '@clubhuis/contract/live';
import { API_PREFIX, type AppDeps } from '../http/bind.ts';
import { loadSessionUsers } from '../http/context.ts';
import { createLiveHub, type LiveHub, type LiveHubOptions } from '../http/liveHub.ts';
import { eventStream, liveRequest, liveSession } from '../http/liveStream.ts';
import { LIVE_TOPICS } from './liveTopics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open live streams of this process (tests and the bench count them). */
    live: LiveHub;
  }
  interface FastifyRequest {
    /** The hub's last event id when this call came in; bind.ts gives it to signed-in callers only. */
    liveMark: string;
  }
}

export interface LiveOptions {
  deps: AppDeps;
  /** Tests shorten the heartbeat. */
  hub?: Partial<Pick<LiveHubOptions, 'heartbeatMs' | 'batchMs' | 'ringSize' | 'perSession'>>;
}

/**
 * Live updates (ARCHITECTURE.md, Live updates): `POST /api/live` with { jwt, last_event_id? } answers
 * a text/event-stream that names the answers (catalogue paths) that changed for that user. The
 * process's hub hears the database's notices through the caches' listening connections
 * (app.notices); nothing is asked per stream.
 */
export const live = fp<LiveOptions>(async (app, { deps, hub: tuning }) => {
  const hub = createLiveHub({
    db: deps.db,
    rules: LIVE_TOPICS,
    loadUsers: (loginIds) => loadSessionUsers(deps.db, loginIds),
    warn: (message) => app.log.warn(message),
    ...tuning,
  });
  const stopData = app.notices.data?.add(hub.data);
  const stopUsers = app.notices.users?.add(hub.users);
  // Before the server closes: it waits for open requests, and a stream never ends by itself.
  app.addHook('preClose', async () => {
    stopData?.();
    stopUsers?.();
    hub.close();
  });
  app.decorate('live', hub);
  app.decorateRequest('liveMark', '');
  // Taken before the call reads anything: a change its answer may lack gets a later id, so a first
  // stream opened from the lowest mark a page holds replays it (the gap before the stream opens).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith(API_PREFIX)) request.liveMark = hub.currentId();
    done();
  });

  app.post(API_PREFIX + LIVE_PATH, async (request, reply) => {
    const since = hub.userGeneration();
    const { jwt, lastEventId } = liveRequest(request);
    const session = await liveSession(deps, jwt);
    let remove = () => {};
    const sink = eventStream(request, reply, () => remove());
    remove = hub.open(sink, session, lastEventId, since);
    // The client may have left while its session was loaded: its 'close' came before anyone listened.
    if (reply.raw.destroyed) remove();
  });
});
