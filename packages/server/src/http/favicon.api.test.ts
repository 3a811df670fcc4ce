import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// The web app's public folder, which the build copies into dist as it is.
const publicDir = resolve(import.meta.dirname, '../../../web/public');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: publicDir });
});
afterAll(() => t.close());

describe('/favicon.ico (issue 28, item 21)', () => {
  // Browsers, bookmarks and link previews ask for it whatever index.html names.
  it('is an icon file, not a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/icon/);
    // An ICO header: reserved 0, type 1 (icon), then at least one image.
    expect(res.rawPayload.readUInt16LE(0)).toBe(0);
    expect(res.rawPayload.readUInt16LE(2)).toBe(1);
    expect(res.rawPayload.readUInt16LE(4)).toBeGreaterThan(0);
  });
});
