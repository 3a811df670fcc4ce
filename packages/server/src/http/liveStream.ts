import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from './bind.ts';
import { loadSessionUsers, type SessionUser } from './context.ts';
import { ApiError } from './errors.ts';
import type { LiveSink } from './liveHub.ts';
import { httpText } from './messages.ts';

/** A stream this far behind (a phone that stopped reading) is ended rather than buffered. */
const MAX_BEHIND = 64 * 1024;
const MAX_ID = 64;

/** The body: { jwt, last_event_id? } (Last-Event-ID as a header works too). */
export function liveRequest(request: FastifyRequest): { jwt: string; lastEventId: string | undefined } {
  const body = request.body === undefined ? {} : request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, httpText.notObject);
  const { jwt, last_event_id: fromBody } = body as { jwt?: unknown; last_event_id?: unknown };
  if (jwt === undefined || jwt === null || jwt === '') throw new ApiError(401, httpText.noToken);
  if (typeof jwt !== 'string' || jwt.length > 4096) throw new ApiError(401, httpText.badToken);
  const header = request.headers['last-event-id'];
  const lastEventId = fromBody ?? (typeof header === 'string' && header !== '' ? header : undefined);
  if (lastEventId !== undefined && (typeof lastEventId !== 'string' || lastEventId.length > MAX_ID)) {
    throw new ApiError(400, httpText.wrongType('last_event_id', httpText.typeNames.string!));
  }
  return { jwt, lastEventId };
}

/** The token's session, loaded from the database as every call's user (401 when it ended). */
export async function liveSession(deps: AppDeps, jwt: string): Promise<SessionUser> {
  const claims = await deps.keys.verify(jwt);
  const loaded = claims && (await loadSessionUsers(deps.db, [claims.loginId])).get(claims.loginId);
  if (!claims || !loaded || loaded.user.userId !== claims.userId || loaded.user.clubId !== claims.clubId) {
    throw new ApiError(401, httpText.badToken);
  }
  return loaded;
}

/**
 * Turns the reply into a text/event-stream (HTTP/1.1 or an HTTP/2 stream alike): Fastify lets go of it
 * (no compression, which would hold events back in its buffer), `onClose` runs when the client leaves.
 */
export function eventStream(request: FastifyRequest, reply: FastifyReply, onClose: () => void): LiveSink {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // A proxy in front (nginx) would buffer the events otherwise.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
    // HTTP/1.1: the connection ends with the stream (a logout, the server closing), never idles on
    // in keep-alive for a minute; HTTP/2 names no connection header (its session outlives the stream).
    ...(request.raw.httpVersionMajor === 1 ? { connection: 'close' } : {}),
  });
  raw.once('close', onClose);
  return {
    write(text) {
      if (raw.destroyed || raw.writableEnded || raw.writableLength > MAX_BEHIND) return false;
      raw.write(text);
      return true;
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
  };
}
