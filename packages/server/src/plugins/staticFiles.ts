import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { indexPageFor } from './indexPage.ts';

interface StaticOptions {
  webDist: string | undefined;
  /** The default club's colour for the installed app (manifest theme_color; issue 30). */
  themeColour: () => Promise<string>;
}

const MANIFEST = 'manifest.webmanifest';
const INDEX = 'index.html';

/** The built web app, when there is one (API tests run without it). */
export const staticFiles = fp<StaticOptions>(async (app, { webDist, themeColour }) => {
  if (!webDist || !existsSync(webDist)) return;
  // The web manifest carries the club's colour: the installed app's title bar and splash follow the
  // club's settings (within CONFIG_CACHE_SECONDS) instead of the colour the build was made with.
  const manifestFile = join(webDist, MANIFEST);
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>) : null;
  if (manifest) app.get(`/${MANIFEST}`, async (_request, reply) => {
    const theme_color = await themeColour();
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify({ ...manifest, theme_color }));
  });
  // index.html in the phone's language: its boot line shows before the app's code (indexPage.ts).
  const indexFile = join(webDist, INDEX);
  const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (index) {
    for (const url of ['/', `/${INDEX}`]) {
      app.get(url, async (request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-language')
          .send(indexPageFor(index, request.headers['accept-language'])),
      );
    }
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes a brotli and a gzip copy of each text file (web build/precompress.ts), compressed
    // harder than @fastify/compress does per request: sent as they are, the copies get no routes.
    globIgnore: [...(index ? [MANIFEST, INDEX] : [MANIFEST]), '**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    // Revalidation (settings.json, the icons) goes by ETag; Last-Modified and Accept-Ranges were bytes on
    // every file for nothing (issue 30).
    lastModified: false,
    acceptRanges: false,
    // Vite names what is in assets/ after its content: kept a year; index.html is asked again every time,
    // so a new release is seen at once and reopening a screen revalidates one file, not forty.
    setHeaders: (res, path) => {
      res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A cache between phone and server keeps a copy per encoding: a compressed copy has no other sign.
      res.setHeader('vary', 'accept-encoding');
    },
  });
});
