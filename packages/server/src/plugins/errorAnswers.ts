import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TabtUnavailableError } from '../adapters/tabt/tabtCache.ts';
import { API_PREFIX, isEnvelope } from '../http/bind.ts';
import { ApiError } from '../http/errors.ts';
import { httpText } from '../http/messages.ts';
import { inLanguage } from '../i18n/language.ts';
import { languageFromList } from '@clubhuis/contract/rules/language';

/**
 * How every answer that is not a handler's own looks: the request id echoed, errors as { message } in
 * Dutch (the envelope calls' form for config and login), 5xx details hidden, unknown calls a 404.
 */
export const errorAnswers = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.setErrorHandler((error: FastifyError | ApiError | TabtUnavailableError, request, reply) => {
    // Ours: a handler's ApiError, or the competition site's outage as the adapter described it.
    const ours = error instanceof ApiError || error instanceof TabtUnavailableError;
    const status = ours ? error.status : (error.statusCode ?? 500);
    // Fastify's own refusals come before any handler's language: the call's Accept-Language picks it.
    const texts = inLanguage(languageFromList(request.headers['accept-language']) ?? 'nl', () => pick(httpText));
    let message = ours ? error.message : texts.internal;
    if (!ours && status === 413) message = texts.tooLarge;
    else if (!ours && status >= 400 && status < 500) message = texts.notJson;
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

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: inLanguage(languageFromList(request.headers['accept-language']) ?? 'nl', () => httpText.unknownCall) }),
  );
});

const pick = (texts: typeof httpText) => ({ internal: texts.internal, tooLarge: texts.tooLarge, notJson: texts.notJson });

function isKnownPath(app: FastifyInstance, path: string): boolean {
  return path !== '' && app.hasRoute({ method: 'POST', url: API_PREFIX + path });
}
