import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { noticeFanOut, type NoticeFanOut } from '../db/changeNotices.ts';
import { createReadCache, type ReadCache } from '../http/readCache.ts';
import { createUserCache, type UserCache } from '../http/userCache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What this process keeps between requests; absent parts: every call asks the database. */
    caches: { users?: UserCache; reads?: ReadCache };
    /**
     * The database's change notices, one listening connection per channel, for every part that needs
     * them (the caches here, the live streams of plugins/live.ts); absent without a database that sends them.
     */
    notices: { users?: NoticeFanOut; data?: NoticeFanOut };
  }
}

export interface CachesOptions {
  /** The database's change notices of users: with them the process keeps its request users. */
  watchUsers?: Database['watchUsers'];
  /** The database's change notices of data: with them and a lifetime the process keeps the hot reads. */
  watchData?: Database['watchData'];
  readCacheMs: number;
}

/**
 * The request users and the hot reads, each kept only while the process hears the database's change
 * notices for it (ARCHITECTURE.md, Requests); it stops listening when the app closes.
 */
export const caches = fp<CachesOptions>(async (app, opts) => {
  const notices: { users?: NoticeFanOut; data?: NoticeFanOut } = {};
  if (opts.watchUsers) {
    notices.users = noticeFanOut();
    app.addHook('onClose', await opts.watchUsers(notices.users));
  }
  if (opts.watchData) {
    notices.data = noticeFanOut();
    app.addHook('onClose', await opts.watchData(notices.data));
  }
  let users: UserCache | undefined;
  if (notices.users) {
    users = createUserCache();
    notices.users.add(users);
  }
  let reads: ReadCache | undefined;
  if (notices.data && opts.readCacheMs > 0) {
    reads = createReadCache(opts.readCacheMs);
    notices.data.add(reads);
  }
  app.decorate('caches', { users, reads });
  app.decorate('notices', notices);
});
