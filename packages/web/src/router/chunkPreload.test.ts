// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from './chunkPreload';

const BASE = 'http://club.test/assets/';
const scripts = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href);

afterEach(() => vi.useRealTimers());

describe('__vitePreload (the build\'s preload helper)', () => {
  it('asks for a chunk\'s JS files in batches of six, one task each, and each file once', async () => {
    vi.useFakeTimers();
    const files = Array.from({ length: 14 }, (_, i) => `./a${i}.js`);
    const load = vi.fn(async () => ({ page: 'a' }));
    const loaded = __vitePreload(load, files, `${BASE}shell.js`);
    // The chunk's own import starts at once; no link is appended in the caller's task.
    await expect(loaded).resolves.toEqual({ page: 'a' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scripts()).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(scripts()).toHaveLength(6);
    await vi.advanceTimersToNextTimerAsync();
    expect(scripts()).toHaveLength(12);
    await vi.advanceTimersToNextTimerAsync();
    expect(scripts()).toEqual(files.map((f) => `${BASE}${f.slice(2)}`));
    // The same screen again, with one new file: only that one is asked for.
    await __vitePreload(async () => 'again', [...files, './b.js'], `${BASE}shell.js`);
    await vi.runAllTimersAsync();
    expect(scripts()).toHaveLength(15);
    expect(scripts().at(-1)).toBe(`${BASE}b.js`);
  });
});
