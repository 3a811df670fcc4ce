import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { createReadCache, type ReadCache } from '../http/readCache.ts';
import { createUserCache, type UserCache } from '../http/userCache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What this process keeps between requests; absent parts: every call asks the database. */
    caches: { users?: UserCache; reads?: ReadCache };
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
  let users: UserCache | undefined;
  if (opts.watchUsers) {
    users = createUserCache();
    app.addHook('onClose', await opts.watchUsers(users));
  }
  let reads: ReadCache | undefined;
  if (opts.watchData && opts.readCacheMs > 0) {
    reads = createReadCache(opts.readCacheMs);
    app.addHook('onClose', await opts.watchData(reads));
  }
  app.decorate('caches', { users, reads });
});
