import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What the server would otherwise compress per request (its threshold is 1 kB); index.html is sent by a route. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const MIN_BYTES = 1024;

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Writes `file.br` (brotli at its highest quality) and `file.gz` (gzip level 9) beside every text file
 * of the build; the server sends them as they are (@fastify/static's preCompressed). Compressing per
 * request, the server uses brotli's quality 4: the shell came to 108 kB, at 11 it is 92 kB. Lighthouse's
 * slow 4G pays the shell in round trips of ~15-30 kB, so that is one round trip less before any screen
 * (issue 30). A variant that would not be smaller is not written.
 */
export async function precompress(dir: string): Promise<number> {
  const files = filesIn(dir).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file);
      if (content.length < MIN_BYTES) return;
      const variants = [
        ['.br', await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })],
        ['.gz', await gzipped(content, { level: 9 })],
      ] as const;
      for (const [extension, compressed] of variants) {
        if (compressed.length >= content.length) continue;
        writeFileSync(file + extension, compressed);
        written++;
      }
    }),
  );
  return written;
}
