import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadCache, encodedAnswer, type CachedAnswer, type ReadCache } from './readCache.ts';

const LIFETIME = 2000;
const KEY = '1 http://x team/list {}';

/** A maker that answers 'v1', 'v2', … and counts its calls; `hold` keeps the next making open. */
function versions() {
  let made = 0;
  let release: (() => void) | undefined;
  let settled = 0;
  let failNext = false;
  const make = async (): Promise<CachedAnswer> => {
    made++;
    const version = made;
    try {
      if (failNext) {
        failNext = false;
        throw new Error('database gone');
      }
      if (release !== undefined) await new Promise<void>((resolve) => (release = resolve));
      // Long enough to be compressed, so the encodings are made.
      return { text: JSON.stringify({ version, padding: 'x'.repeat(2000) }), encoded: {} };
    } finally {
      settled++;
    }
  };
  return {
    make,
    made: () => made,
    /** Makings that have ended, answered or failed. */
    settled: () => settled,
    hold: () => (release = () => undefined),
    release: () => {
      const r = release;
      release = undefined;
      r?.();
    },
    failNext: () => (failNext = true),
  };
}

const versionOf = (answer: CachedAnswer) => (JSON.parse(answer.text) as { version: number }).version;
/**
 * Yields to the event loop until `done` holds: a remake in the background ends (its brotli runs on
 * libuv's threads, however long a busy machine takes). Checked after each turn, never after a fixed time.
 */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  do await new Promise((resolve) => setImmediate(resolve));
  while (!(await done()));
}

describe('the hot reads’ kept answers past their lifetime', () => {
  let cache: ReadCache;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    cache = createReadCache(LIFETIME);
    cache.setListening(true);
  });
  afterEach(() => vi.useRealTimers());
  /** Makes the first answer, then moves the clock past its lifetime (by default into the stale one). */
  const answeredThenAged = async (v: ReturnType<typeof versions>, ms = LIFETIME + 10) => {
    const first = await cache.answer(KEY, v.make);
    vi.advanceTimersByTime(ms);
    return first;
  };

  it('serves the old answer for one more lifetime while one fresh answer is made beside it', async () => {
    const v = versions();
    expect(versionOf(await answeredThenAged(v))).toBe(1);
    v.hold();
    // A burst while the remake is open: all get the old answer at once, and only one remake runs.
    const burst = await Promise.all(Array.from({ length: 20 }, () => cache.answer(KEY, v.make)));
    expect(burst.map(versionOf)).toEqual(Array(20).fill(1));
    expect(v.made()).toBe(2);
    v.release();
    // Until the remake is kept, the old answer is served and no second remake starts.
    await until(async () => versionOf(await cache.answer(KEY, v.make)) === 2);
    expect(v.made()).toBe(2);
  });

  it('makes the client wait for a fresh answer once the kept one is two lifetimes old', async () => {
    const v = versions();
    await answeredThenAged(v, 2 * LIFETIME + 10);
    expect(versionOf(await cache.answer(KEY, v.make))).toBe(2);
  });

  it('serves no old answer after a change, even one made during the remake', async () => {
    const v = versions();
    await answeredThenAged(v);
    v.hold();
    expect(versionOf(await cache.answer(KEY, v.make))).toBe(1);
    cache.changed(); // a notice while version 2 is being made from the data before it
    v.release();
    await until(() => v.settled() === 2);
    expect(versionOf(await cache.answer(KEY, v.make))).toBe(3);
  });

  it('drops the old answer when its remake fails, so the next request hears the failure', async () => {
    const v = versions();
    await answeredThenAged(v);
    v.failNext();
    expect(versionOf(await cache.answer(KEY, v.make))).toBe(1);
    await until(() => v.settled() === 2);
    v.failNext();
    await expect(cache.answer(KEY, v.make)).rejects.toThrow('database gone');
  });

  it('compresses the remade answer as clients asked before it replaces the old one', async () => {
    const v = versions();
    const first = await cache.answer(KEY, v.make);
    await encodedAnswer(first, 'br');
    vi.advanceTimersByTime(LIFETIME + 10);
    await cache.answer(KEY, v.make);
    await until(async () => versionOf(await cache.answer(KEY, v.make)) === 2);
    const second = await cache.answer(KEY, v.make);
    expect(versionOf(second)).toBe(2);
    expect(v.made()).toBe(2);
    expect(Object.keys(second.encoded)).toEqual(['br']);
    const { body, encoding } = await encodedAnswer(second, 'gzip;q=0, br');
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body as Buffer).toString()).toBe(second.text);
  });
});
