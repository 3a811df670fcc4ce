import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * The server's one logger: pino, one JSON object per line (stdout unless a stream is given). Fastify
 * makes a child of it per request that carries `reqId`. LOG_LEVEL sets the level; `silent` is off.
 */
export function createLogger(opts: { level?: string; stream?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: opts.level || 'info',
      // Defence in depth: no serializer below writes headers or bodies, but a future
      // `log.info({ headers })` or `log.info({ body })` must not leak a token or a password.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
          'headers.cookie',
          'req.body.jwt',
          'req.body.password',
          'body.jwt',
          'body.password',
          'jwt',
          'password',
        ],
        censor: '[redacted]',
      },
      serializers: { req: requestSummary, err: errorSummary },
    },
    opts.stream,
  );
}

/**
 * Fastify's own request serializer (method, url, host, address), with the secret token of a calendar
 * feed URL (/api/ical/<token>.ics: whoever has it reads the calendar) left out.
 */
function requestSummary(req: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: req.method,
    url: req.url?.startsWith(ICAL_PREFIX) ? `${ICAL_PREFIX}…` : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

const ICAL_PREFIX = '/api/ical/';

/**
 * pino's error serializer (only errors pay for it), without the values of a failed statement: drizzle
 * puts them in the message (and so the stack) and in `params`, and they can be a password hash or a
 * link's token hash. The statement itself stays.
 */
function errorSummary(err: Error) {
  const out = pino.stdSerializers.err(err) as ReturnType<typeof pino.stdSerializers.err> & { params?: unknown };
  if (!('params' in err)) return out;
  out.params = '[redacted]';
  out.message = withoutParams(out.message);
  out.stack = withoutParams(out.stack);
  return out;
}

function withoutParams(text: string): string {
  return text.replace(/\nparams: [^]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
}

/** A request id a proxy or client sent along, when it is a short token that is safe in a log line and a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the incoming x-request-id when it is safe, else a fresh UUID. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
