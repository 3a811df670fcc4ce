import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { ServerConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { tokenKeys } from './auth/token.ts';
import { linkKeys } from './auth/links.ts';
import type { AppDeps } from './http/bind.ts';
import { createMailer, type Mailer } from './adapters/mail.ts';
import { requestId } from './logging.ts';
import { createFastify } from './http/transport.ts';
import { securityHeaders } from './plugins/securityHeaders.ts';
import { jsonBodies } from './plugins/jsonBodies.ts';
import { errorAnswers } from './plugins/errorAnswers.ts';
import { caches } from './plugins/caches.ts';
import { catalogueRoutes } from './plugins/catalogueRoutes.ts';
import { live } from './plugins/live.ts';
import { staticFiles } from './plugins/staticFiles.ts';
import { cachedConfigLoader, themeColourOf } from './modules/session/configQueries.ts';

export interface BuildOptions {
  db: Db;
  config: ServerConfig;
  jwtSecret: string;
  /** JSON request log (logging.ts createLogger); none: no log at all. */
  logger?: FastifyBaseLogger;
  /** Tests may hand in their own; else SMTP_URL or the outbox folder. */
  mailer?: Mailer;
  /** The database's change notices of users: with them each process caches its request users. */
  watchUsers?: Database['watchUsers'];
  /** The database's change notices of data: with them (and config.readCacheMs) each process caches the hot reads. */
  watchData?: Database['watchData'];
}

/**
 * Builds the app without listening: main.ts listens, tests call app.inject. The app is its plugins
 * (plugins/), in the order they apply to a request: headers, compression, body parsing, error answers,
 * the caches the routes read through, the catalogue's routes, the live stream, the web app's files.
 */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = createFastify(
    {
      ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
      // Every log line of a request carries its reqId: the caller's x-request-id when it is a short safe
      // token (a proxy's), else a fresh one; the answer echoes it (plugins/errorAnswers.ts).
      genReqId: requestId,
      requestIdHeader: false,
      bodyLimit: 256 * 1024,
      // Exactly the configured number of proxy hops: a client cannot choose the address the login limit
      // counts by adding X-Forwarded-For entries of its own in front.
      trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
      // Fastify turns Node's request timeout off by default: a client that sends its body a byte at a
      // time would hold a socket forever. Slow senders get 408 and are cut off; idle sockets close
      // (http/transport.ts sets Node's own check, or its own over HTTP/2).
      requestTimeout: config.requestTimeoutSeconds * 1000,
      connectionTimeout: config.connectionTimeoutSeconds * 1000,
    },
    config,
  );
  const mailer =
    opts.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log: (m) => app.log.info(m) });

  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024 });
  await app.register(jsonBodies);
  await app.register(errorAnswers);
  await app.register(caches, { watchUsers: opts.watchUsers, watchData: opts.watchData, readCacheMs: config.readCacheMs });
  const deps: AppDeps = {
    db: opts.db,
    keys: tokenKeys(opts.jwtSecret),
    links: linkKeys(opts.jwtSecret),
    config,
    mailer,
    ...app.caches,
  };
  await app.register(catalogueRoutes, { deps });
  await app.register(live, { deps });
  const loadConfig = cachedConfigLoader(opts.db, config.configCacheSeconds);
  await app.register(staticFiles, { webDist: config.webDist, themeColour: async () => themeColourOf(await loadConfig(config.defaultClubCode)) });
  return app;
}
