import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { selfSignedCert } from '../../server/src/testing/selfSignedCert.ts';
import { startServer, type ServerProcess } from '../../server/src/testing/serverProcess.ts';
import { launch, loginAndLand } from './browser.ts';

// A club serves the app over HTTPS with HTTP/2 (README, TLS_CERT_FILE): the same app, every file and
// call over HTTP/2, the code in brotli, which browsers ask for only over HTTPS (issue 16).
let dir: string;
let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'clubhuis-e2e-tls-'));
  server = await startServer({ env: { DATABASE_URL: '', DATA_DIR: dir }, tls: selfSignedCert(dir) });
  browser = await launch();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the app over HTTPS', () => {
  it('opens the line-ups with every file and call over HTTP/2, the code in brotli', async () => {
    expect(server.url.startsWith('https://')).toBe(true);
    // The certificate is a throwaway one for 127.0.0.1; a club's is signed.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'nl-BE', ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const encodings: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/index-[^/]+\.js$/.test(response.url())) encodings.push(response.headers()['content-encoding'] ?? 'none');
    });
    await loginAndLand(page, server.url, 'lid@demo.clubhuis.be');
    await page.goto(`${server.url}/#/teams`);
    await page.getByRole('article', { name: 'TTC De Demo B Week 10' }).waitFor();

    // What came over the network (not from a cache): the page, the code and the calls.
    const fetched = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => e.transferSize > 0)
        .map((e) => ({ url: e.name, protocol: e.nextHopProtocol })),
    );
    expect(fetched.some((f) => f.url.includes('/api/teamcomposition/list'))).toBe(true);
    expect(fetched.filter((f) => f.protocol !== 'h2')).toEqual([]);
    expect(encodings).toEqual(['br']);
    await context.close();
  });
});
