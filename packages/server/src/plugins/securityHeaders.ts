import fp from 'fastify-plugin';
import helmet from 'helmet';

// Security headers on every answer (API, app files, 404s; the hashed files those that apply to them).
// Built once: @fastify/helmet rebuilt the policy per request (8% of a cached read's CPU in a profile,
// issue 16).
const headers = helmet({
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

/**
 * The headers of the app's hashed files (assets/, routes staticFiles.ts makes for the files that are
 * there): scripts and stylesheets, which no document runs from. The document's own (the policy, framing,
 * opener, HSTS, which index.html and every call carry) were ~700 of the ~1,080 header bytes of each of
 * the ~25 files a screen asks for, uncompressed over HTTP/1.1 on a phone's slow network (issue 30).
 */
const fileHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
};

/** Not encapsulated (fastify-plugin): the hook holds for every route of the app. */
export const securityHeaders = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    // The matched route, not the address: a path under assets/ that is no file gets every header.
    if (request.routeOptions.url?.startsWith('/assets/')) {
      reply.headers(fileHeaders);
      return done();
    }
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
});
