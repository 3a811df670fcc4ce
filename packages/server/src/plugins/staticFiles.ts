import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** The built web app, when there is one (API tests run without it). */
export const staticFiles = fp<{ webDist: string | undefined }>(async (app, { webDist }) => {
  if (!webDist || !existsSync(webDist)) return;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: false,
    cacheControl: false,
    // Vite names what is in assets/ after its content: kept a year; index.html is asked again every time,
    // so a new release is seen at once and reopening a screen revalidates one file, not forty.
    setHeaders: (res, path) => res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
});
