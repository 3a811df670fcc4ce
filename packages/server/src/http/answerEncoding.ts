import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** As the compress plugin (app.ts): answers under 1 KB go as they are. */
export const COMPRESS_FROM = 1024;

/**
 * Up to this size an answer PostgreSQL wrote is compressed at once on the event loop: ~0.1 ms for a
 * /teams answer (28 KB), where the compress plugin's zlib stream on libuv's threads cost ~0.3 ms of
 * CPU for the same bytes (the hand-over, not the deflate, on a machine whose cores are all busy).
 * Larger answers (a whole season) keep the plugin's stream, so no request holds the loop ~1 ms.
 */
const COMPRESS_AT_ONCE_UP_TO = 64 * 1024;

export type Encoding = 'br' | 'gzip';

/** 'gzip' in 'gzip, deflate, br;q=1.0' but not in 'gzip;q=0'. */
export function accepts(header: string, encoding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name!.trim().toLowerCase() === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/** The encoding to send for a client's Accept-Encoding, brotli first; none for a small answer. */
export function encodingFor(text: string, acceptEncoding: string | undefined): Encoding | undefined {
  if (text.length < COMPRESS_FROM || !acceptEncoding) return undefined;
  return (['br', 'gzip'] as const).find((e) => accepts(acceptEncoding, e));
}

/**
 * A JSON text compressed now, with the compress plugin's settings (brotli quality 4, gzip's default
 * level); undefined when it goes as it is or is left to the plugin.
 */
export function compressedNow(text: string, acceptEncoding: string | undefined): { body: Buffer; encoding: Encoding } | undefined {
  if (text.length > COMPRESS_AT_ONCE_UP_TO) return undefined;
  const encoding = encodingFor(text, acceptEncoding);
  if (!encoding) return undefined;
  const body =
    encoding === 'br'
      ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
      : gzipSync(text);
  return { body, encoding };
}
