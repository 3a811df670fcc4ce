import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// A built app in miniature: index.html and one hashed asset.
const dist = mkdtempSync(join(tmpdir(), 'clubhuis-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="nl"><title>Clubhuis</title><p class="boot">Clubhuis wordt geladen…</p></html>');
writeFileSync(join(dist, 'assets', 'index-Cd1nNhxq.js'), 'console.log(1)');
// The copies the web build writes beside a file of 1 kB or more (build/precompress.ts).
const CODE = `export const names = ${JSON.stringify(Array.from({ length: 100 }, (_, i) => `Lid ${i}`))};`;
writeFileSync(join(dist, 'assets', 'BIG12345.js'), CODE);
writeFileSync(join(dist, 'assets', 'BIG12345.js.br'), brotliCompressSync(CODE));
writeFileSync(join(dist, 'assets', 'BIG12345.js.gz'), gzipSync(CODE));
writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Clubhuis', theme_color: '#1971c2', display: 'standalone' }));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t.close());

describe('the built app', () => {
  it('serves hashed assets as immutable for a year, and index.html and other files to be revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Cd1nNhxq.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/favicon.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    }
  });

  it("sends a hashed file only the headers a script needs, and index.html the document's policy (issue 30)", async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Cd1nNhxq.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A path under assets/ that is no file keeps them all.
    const missing = await t.app.inject({ method: 'GET', url: '/assets/nothing.js' });
    expect([missing.statusCode, missing.headers['x-frame-options']]).toEqual([404, 'SAMEORIGIN']);
  });

  it("sends the build's compressed copy in the encoding the browser accepts, marked as such, and the copies have no address of their own", async () => {
    const get = (acceptEncoding: string) => t.app.inject({ method: 'GET', url: '/assets/BIG12345.js', headers: { 'accept-encoding': acceptEncoding } });
    const br = await get('gzip, deflate, br');
    expect([br.statusCode, br.headers['content-encoding'], br.headers['content-type'], br.headers.vary]).toEqual([200, 'br', 'application/javascript; charset=utf-8', 'accept-encoding']);
    expect(br.rawPayload.equals(brotliCompressSync(CODE))).toBe(true);
    const gzip = await get('gzip');
    expect([gzip.headers['content-encoding'], gzip.rawPayload.equals(gzipSync(CODE))]).toEqual(['gzip', true]);
    const plain = await get('identity');
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, CODE]);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const copy of ['/assets/BIG12345.js.br', '/assets/BIG12345.js.gz']) expect([copy, (await t.app.inject({ method: 'GET', url: copy })).statusCode]).toEqual([copy, 404]);
  });

  it("answers the web manifest with the club's colour, so the installed app's bar follows the club's settings", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([200, 'application/manifest+json; charset=utf-8', 'no-cache']);
    // The demo club's teal (#0f766e), dark enough for white text: the header and the bar show it as it is.
    expect(res.json()).toEqual({ name: 'Clubhuis', theme_color: '#0f766e', display: 'standalone' });
  });

  it("writes index.html's boot line in the phone's language (issue 33)", async () => {
    const french = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'fr-BE,fr;q=0.9' } });
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('Chargement de Clubhuis…');
    expect(french.headers.vary).toBe('accept-language');
    const dutch = await t.app.inject({ method: 'GET', url: '/index.html', headers: { 'accept-language': 'en-US' } });
    expect(dutch.body).toContain('Clubhuis wordt geladen…');
  });
});
