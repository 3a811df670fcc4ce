import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { catalogue, type Catalogue, type Path } from '@clubhuis/contract/catalogue';
import type { Db } from '../db/client.ts';
import type { LinkKeys } from '../auth/links.ts';
import type { TokenKeys } from '../auth/token.ts';
import type { ServerConfig } from '../config.ts';
import type { Mailer } from '../adapters/mail.ts';
import { ApiError } from './errors.ts';
import { httpText } from './messages.ts';
import { loadRequestUser, type RequestUser } from './context.ts';
import { validate } from './validate.ts';
import type { UserCache } from './userCache.ts';
import { encodedAnswer, isCachedRead, readKey, type ReadCache } from './readCache.ts';
import { compressedNow } from './answerEncoding.ts';
import { inLanguage } from '../i18n/language.ts';
import { languageFromList, type Language } from '@clubhuis/contract/rules/language';
import { LIVE_MARK_HEADER } from '@clubhuis/contract/live';

export interface AppDeps {
  db: Db;
  keys: TokenKeys;
  /** Signed short-lived links that need no login (auth/links.ts). */
  links: LinkKeys;
  config: ServerConfig;
  mailer: Mailer;
  /** Request users this process has loaded; absent: every call loads its user. */
  users?: UserCache;
  /** Answers of the hot reads this process keeps for a moment; absent: every read asks the database. */
  reads?: ReadCache;
}

type Entry<P extends Path> = Catalogue[P];
type UserFor<P extends Path> = Entry<P>['access'] extends 'member' | 'admin'
  ? RequestUser
  : Entry<P>['access'] extends 'optional'
    ? RequestUser | null
    : null;

export interface HandlerInput<P extends Path> {
  body: z.output<Entry<P>['request']>;
  user: UserFor<P>;
  deps: AppDeps;
  request: FastifyRequest;
}

/**
 * An answer whose JSON text PostgreSQL built (`json_agg` … `::text`): sent as it is, without parsing
 * and serialising it again in Node (issue 29, first reads). Its shape is the catalogue entry's
 * response, which the API tests check on every answer.
 */
export class JsonText<P extends Path = Path> {
  declare readonly path?: P;
  constructor(readonly text: string) {}
}

export type Handler<P extends Path> = (input: HandlerInput<P>) => Promise<z.input<Entry<P>['response']> | JsonText<P>>;

const JSON_TYPE = 'application/json; charset=utf-8';
const jsonOf = (answer: unknown): string => (answer instanceof JsonText ? answer.text : JSON.stringify(answer));

export const API_PREFIX = '/api/';

/** Calls whose catalogue entry answers with a success flag answer their errors in that form too. */
export function isEnvelope(path: string): boolean {
  // Not every route is a catalogue call (the live stream): those answer errors as { message }.
  return (catalogue as Partial<Catalogue>)[path as Path]?.answer === 'success';
}

/** Binds one catalogue entry: token check by its access, then its request schema, then the handler. */
export function handle<P extends Path>(app: FastifyInstance, deps: AppDeps, path: P, handler: Handler<P>): void {
  const entry = catalogue[path];
  const { reads } = deps;
  const cached = isCachedRead(path);
  app.post(API_PREFIX + path, (request, reply) =>
    // Until the caller is known, Accept-Language decides (a refused token's message, a malformed body).
    inLanguage(languageFromList(request.headers['accept-language']) ?? 'nl', async () => {
      // No body at all reads as {}; a JSON null is a body, and not an object (issue 16, malformed input).
      const raw = request.body === undefined ? {} : request.body;
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new ApiError(400, httpText.notObject);
      const user = await authenticate(deps, entry.access, (raw as { jwt?: unknown }).jwt);
      // The process's event count is no one else's business: only a signed-in caller opens a stream.
      if (user && request.liveMark) void reply.header(LIVE_MARK_HEADER, request.liveMark);
      // The account's own choice of language answers in that language on any phone.
      const language = callerLanguage(user, request);
      return inLanguage(language, async () => {
        const body = validate(entry.request, raw) as HandlerInput<P>['body'];
        const input = { body, user: user as UserFor<P>, deps, request };
        if (!reads) return sendable(request, reply, await handler(input));
        if (!cached) {
          // Any other call may write: this process's cached answers go at once (the notice comes later).
          try {
            return sendable(request, reply, await handler(input));
          } finally {
            reads.changed();
          }
        }
        const key = readKey(path, user?.loginId, body, `${request.protocol}://${request.host}`, language);
        const answer = await reads.answer(key, async () => ({ text: jsonOf(await handler(input)), encoded: {} }));
        const { body: sent, encoding } = await encodedAnswer(answer, request.headers['accept-encoding']);
        // Already compressed: the compress plugin leaves an answer with a Content-Encoding alone.
        if (encoding) void reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
        return reply.type(JSON_TYPE).send(sent);
      });
    }),
  );
}

/** The caller's language: the account's choice, else the call's Accept-Language, else Dutch. */
export function callerLanguage(user: RequestUser | null, request: FastifyRequest): Language {
  return user?.language || languageFromList(request.headers['accept-language']) || 'nl';
}

/**
 * A handler's answer as Fastify sends it: PostgreSQL's JSON text as it is (compressed here when that is
 * cheaper than the compress plugin's stream, answerEncoding.ts), anything else serialised by Fastify.
 */
function sendable(request: FastifyRequest, reply: FastifyReply, answer: unknown): unknown {
  if (!(answer instanceof JsonText)) return answer;
  const compressed = compressedNow(answer.text, request.headers['accept-encoding']);
  if (!compressed) return reply.type(JSON_TYPE).send(answer.text);
  // Already compressed: the compress plugin leaves an answer with a Content-Encoding alone.
  return reply.type(JSON_TYPE).header('content-encoding', compressed.encoding).header('vary', 'accept-encoding').send(compressed.body);
}

async function authenticate(deps: AppDeps, access: string, jwt: unknown): Promise<RequestUser | null> {
  if (access === 'public') return null;
  if (jwt === undefined || jwt === null || jwt === '') {
    if (access === 'optional') return null;
    throw new ApiError(401, httpText.noToken);
  }
  const claims = typeof jwt === 'string' && jwt.length <= 4096 ? await deps.keys.verify(jwt) : null;
  const user = claims && (await requestUser(deps, claims));
  if (!user) throw new ApiError(401, httpText.badToken);
  // Club administration: the user's own club only, as every query takes the club from the user.
  if (access === 'admin' && !user.rights.administrator) throw new ApiError(403, httpText.notAdministrator);
  return user;
}

/** The token's user from this process's cache, else from the database (and then cached). */
async function requestUser(deps: AppDeps, claims: { userId: number; clubId: number; loginId: number }): Promise<RequestUser | null> {
  const cached = deps.users?.get(claims.loginId);
  // The login id is the token's own; the user and club must be the token's too.
  if (cached) return cached.userId === claims.userId && cached.clubId === claims.clubId ? cached : null;
  const since = deps.users?.generation() ?? 0;
  const loaded = await loadRequestUser(deps.db, claims);
  if (!loaded) return null;
  deps.users?.set(loaded.user, loaded.expiresAt, since);
  return loaded.user;
}
