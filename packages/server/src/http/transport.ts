import { readFileSync } from 'node:fs';
import { constants, type Http2SecureServer, type ServerHttp2Stream } from 'node:http2';
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { ApiError } from './errors.ts';
import { httpText } from './messages.ts';

/**
 * The Fastify instance on plain HTTP/1.1, or, with TLS_CERT_FILE and TLS_KEY_FILE, on HTTPS with
 * HTTP/2 (HTTP/1.1 still answered for older clients). Over HTTP/2 a phone fetches a screen's files on
 * one connection instead of six at a time, and browsers ask for brotli only over HTTPS (issue 16:
 * Lighthouse's LCP of /teams 2.5 s over HTTP/1.1, 1.8 s over HTTP/2; bench/RESULTS.md).
 */
export function createFastify(options: FastifyServerOptions, config: ServerConfig): FastifyInstance {
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  if (!config.tls) {
    return Fastify({
      ...options,
      // Node reads these only when the server is made, and checks them every connectionsCheckingInterval.
      http: { requestTimeout, connectionsCheckingInterval: Math.min(30_000, requestTimeout / 2) },
    });
  }
  const https = { allowHTTP1: true, cert: readFileSync(config.tls.certFile), key: readFileSync(config.tls.keyFile) };
  // Fastify types an HTTP/2 instance apart; the hooks, routes and replies used here are the same.
  const app = Fastify({ ...(options as FastifyHttp2SecureOptions<Http2SecureServer>), http2: true, https }) as unknown as FastifyInstance;
  bodyDeadline(app, requestTimeout);
  return app;
}

/**
 * Node's HTTP/2 server has no requestTimeout: a body sent a byte at a time would hold its stream (and
 * an HTTP/1.1 socket) for ever. Here too the whole request must arrive within REQUEST_TIMEOUT_SECONDS:
 * the body parser is told it failed with a 408, so the answer takes the usual way (error handler,
 * headers, log), and once it is out the stream or socket is closed.
 */
function bodyDeadline(app: FastifyInstance, ms: number): void {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  const clear = (raw: object) => {
    clearTimeout(timers.get(raw));
    timers.delete(raw);
  };
  app.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => {
      timers.delete(request.raw);
      // Closed once the answer is written: the stream's own 'finish' (the response's, and with it
      // onResponse, waits for the client's half to close).
      const stream = (request.raw as { stream?: ServerHttp2Stream }).stream;
      (stream ?? reply.raw).once('finish', () => closeRequest(request.raw));
      // Only while the body is being read (its parser listens); an 'error' without a listener throws.
      if (request.raw.listenerCount('error') > 0) request.raw.emit('error', new ApiError(408, httpText.requestTimeout));
      else closeRequest(request.raw);
    }, ms);
    timers.set(request.raw, timer);
    done();
  });
  // The body is in once validation starts; an answer before that (413, bad JSON) ends it too.
  app.addHook('preValidation', (request, _reply, done) => {
    clear(request.raw);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clear(request.raw);
    done();
  });
}

/**
 * An HTTP/2 stream is reset (the client's half would stay open); an HTTP/1.1 request over TLS loses its
 * socket. The reset says CANCEL, not NO_ERROR: after NO_ERROR a client that is still sending keeps its
 * stream open for as long as it likes (Node's client waits for its own half to finish, issue 28), while
 * CANCEL ends it. The answer is complete by then ('finish'), and clients keep a complete answer.
 */
function closeRequest(raw: FastifyRequest['raw']): void {
  const stream = (raw as { stream?: ServerHttp2Stream }).stream;
  if (stream) stream.close(constants.NGHTTP2_CANCEL);
  else raw.destroy();
}
