import fp from 'fastify-plugin';
import { ApiError } from '../http/errors.ts';
import { httpText } from '../http/messages.ts';

/** Some clients post JSON as text/plain (no CORS preflight): every body is read as JSON, whatever its type. */
export const jsonBodies = fp(async (app) => {
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
});
