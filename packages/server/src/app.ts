import { existsSync } from 'node:fs';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import helmet from 'helmet';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import type { ServerConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { createUserCache, type UserCache } from './http/userCache.ts';
import { createReadCache, type ReadCache } from './http/readCache.ts';
import { tokenKeys } from './auth/token.ts';
import { linkKeys } from './auth/links.ts';
import { ApiError } from './http/errors.ts';
import { httpText } from './http/messages.ts';
import { API_PREFIX, isEnvelope, type AppDeps } from './http/bind.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { membersRoutes } from './modules/members/routes.ts';
import { interclubRoutes } from './modules/interclub/routes.ts';
import { statisticsRoutes } from './modules/competition/statisticsRoutes.ts';
import { frenoyRoutes } from './modules/competition/frenoyRoutes.ts';
import { playerMomentsRoutes } from './modules/playermoments/routes.ts';
import { trainingRoutes } from './modules/training/routes.ts';
import { sportsCampRoutes } from './modules/sportscamp/routes.ts';
import { strengthListsRoutes } from './modules/strengthlists/routes.ts';
import { leagueRoutes } from './modules/league/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { passwordRoutes } from './modules/session/passwordRoutes.ts';
import { createMailer, type Mailer } from './adapters/mail.ts';
import { TabtUnavailableError } from './adapters/tabt/tabtCache.ts';
import { requestId } from './logging.ts';
import { createFastify } from './http/transport.ts';

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

/** Builds the app without listening: main.ts listens, tests call app.inject. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = createFastify(
    {
      ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
      // Every log line of a request carries its reqId: the caller's x-request-id when it is a short safe
      // token (a proxy's), else a fresh one; the answer echoes it (hook below).
      genReqId: requestId,
      requestIdHeader: false,
      bodyLimit: 256 * 1024,
      // Exactly the configured number of proxy hops: a client cannot choose the address the login limit
      // counts by adding X-Forwarded-For entries of its own in front.
      trustProxy: opts.config.trustProxy > 0 ? (_address: string, hop: number) => hop < opts.config.trustProxy : false,
      // Fastify turns Node's request timeout off by default: a client that sends its body a byte at a
      // time would hold a socket forever. Slow senders get 408 and are cut off; idle sockets close
      // (http/transport.ts sets Node's own check, or its own over HTTP/2).
      requestTimeout: opts.config.requestTimeoutSeconds * 1000,
      connectionTimeout: opts.config.connectionTimeoutSeconds * 1000,
    },
    opts.config,
  );
  const { config } = opts;
  const mailer =
    opts.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log: (m) => app.log.info(m) });
  let users: UserCache | undefined;
  if (opts.watchUsers) {
    users = createUserCache();
    app.addHook('onClose', await opts.watchUsers(users));
  }
  let reads: ReadCache | undefined;
  if (opts.watchData && config.readCacheMs > 0) {
    reads = createReadCache(config.readCacheMs);
    app.addHook('onClose', await opts.watchData(reads));
  }
  const deps: AppDeps = { db: opts.db, keys: tokenKeys(opts.jwtSecret), links: linkKeys(opts.jwtSecret), config, mailer, users, reads };

  // Security headers on every answer. Built once: @fastify/helmet rebuilt the policy per request (8% of
  // a cached read's CPU in a profile, issue 16).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables in a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // A club may serve the app over plain HTTP on its own network; upgrading would break it there.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  await app.register(compress, { threshold: 1024 });

  // Some clients post JSON as text/plain (no CORS preflight); every body is read as JSON.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, httpText.notJson), undefined);
    }
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.setErrorHandler((error: FastifyError | ApiError | TabtUnavailableError, request, reply) => {
    // Ours: a handler's ApiError, or the competition site's outage as the adapter described it.
    const ours = error instanceof ApiError || error instanceof TabtUnavailableError;
    const status = ours ? error.status : (error.statusCode ?? 500);
    let message = ours ? error.message : httpText.internal;
    if (!ours && status === 413) message = httpText.tooLarge;
    else if (!ours && status >= 400 && status < 500) message = httpText.notJson;
    // An error of ours with 5xx is an outage we expected and described (the competition site is down): warn.
    if (ours && status >= 500) request.log.warn(error.message);
    // { err } with a message of our own: logged bare, pino would copy the error's message (a failed
    // statement's values with it) into msg, past the err serializer (logging.ts).
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    const url = request.url.split('?')[0]!;
    const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : '';
    const body = isKnownPath(app, path) && isEnvelope(path) ? { success: false, message, data: null } : { message };
    const known = ours || (status >= 400 && status < 500);
    reply.status(known ? status : 500).send(body);
  });

  app.get('/healthz', async (_req, reply) => {
    await opts.db.execute(sql`select 1`);
    return reply.send({ status: 'ok' });
  });

  // Only for npm run bench: the same plugins and error handling with no handler work, as a yardstick.
  if (opts.config.benchBareRoute) app.post(`${API_PREFIX}bench/bare`, async () => ({ ok: true }));

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

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: httpText.unknownCall }));

  if (opts.config.webDist && existsSync(opts.config.webDist)) {
    await app.register(fastifyStatic, {
      root: opts.config.webDist,
      wildcard: false,
      preCompressed: false,
      cacheControl: false,
      // Vite names what is in assets/ after its content: kept a year; index.html is asked again every time,
      // so a new release is seen at once and reopening a screen revalidates one file, not forty.
      setHeaders: (res, path) => res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  return app;
}

function isKnownPath(app: FastifyInstance, path: string): boolean {
  return path !== '' && app.hasRoute({ method: 'POST', url: API_PREFIX + path });
}
