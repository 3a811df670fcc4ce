import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('precompress', () => {
  it('writes a brotli and a gzip copy of each text file from 1 kB that decode to the file, and none of the rest', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'clubhuis-precompress-'));
    mkdirSync(join(dist, 'assets'));
    const code = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Speler ${i}` })))};`;
    writeFileSync(join(dist, 'assets', 'a.js'), code);
    writeFileSync(join(dist, 'assets', 'small.js'), 'export const x = 1;');
    writeFileSync(join(dist, 'icon.png'), Buffer.alloc(4096, 7));

    expect(await precompress(dist)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'a.js.br'))).toString()).toBe(code);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'a.js.gz'))).toString()).toBe(code);
    expect(readFileSync(join(dist, 'assets', 'a.js.br')).length).toBeLessThan(readFileSync(join(dist, 'assets', 'a.js.gz')).length);
    for (const file of ['assets/small.js.br', 'assets/small.js.gz', 'icon.png.br', 'icon.png.gz']) expect([file, existsSync(join(dist, file))]).toEqual([file, false]);
    rmSync(dist, { recursive: true, force: true });
  });
});
