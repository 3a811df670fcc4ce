import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { z } from 'zod';
import { catalogue, type Path } from '@clubhuis/contract/catalogue';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { validBody } from '../testing/requestSamples.ts';
import * as schema from '../db/schema.ts';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

let t: TestApp;
let jwt: string;
let adminJwt: string;
beforeAll(async () => {
  t = await createTestApp();
  jwt = await t.login('leider@demo.clubhuis.be');
  adminJwt = await t.login('beheer@demo.clubhuis.be');
});
afterAll(() => t.close());

const paths = Object.keys(catalogue) as Path[];

/** Row counts of every table: a refused request must leave them as they were. */
async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const [{ n }] = (await t.database.db.select({ n: count() }).from(table)) as [{ n: number }];
    out[getTableConfig(table).name] = n;
  }
  return out;
}

/** For each field of a request schema: a value of the wrong type and, for bounded strings and lists, one too long. */
function badValues(request: z.ZodObject): { field: string; value: unknown }[] {
  const out: { field: string; value: unknown }[] = [];
  for (const [field, fieldSchema] of Object.entries(request.shape)) {
    let s = fieldSchema as z.ZodType;
    while (s.def.type === 'optional' || s.def.type === 'nullable' || s.def.type === 'default') s = (s.def as unknown as { innerType: z.ZodType }).innerType;
    const type = s.def.type;
    out.push({ field, value: type === 'string' ? 12345 : type === 'number' ? 'twaalf' : type === 'boolean' ? 'ja' : type === 'array' ? 'lijst' : [] });
    const max = (s as unknown as { maxLength?: number | null }).maxLength;
    if (type === 'string' && max) out.push({ field, value: 'x'.repeat(max + 1) });
    // NUL and other control characters: refused by every text field (issue 14, item 6), never a 500.
    if (type === 'string') for (const c of ['\u0000', '\u001b', '\u007f']) out.push({ field, value: `a${c}b` });
    if (type === 'array' && max) out.push({ field, value: Array.from({ length: max + 1 }, (_, i) => i + 1) });
  }
  return out;
}

// Malformed bodies and unknown paths on purpose: postRaw throughout.
describe('the endpoint catalogue', () => {
  it('has every path bound on the server', () => {
    for (const path of paths) expect(t.app.hasRoute({ method: 'POST', url: `/api/${path}` }), path).toBe(true);
  });

  it('answers malformed bodies with 400 and a Dutch message naming the field, writing nothing', async () => {
    const before = await rowCounts();
    for (const path of paths) {
      const entry = catalogue[path];
      const token = entry.access === 'public' ? {} : { jwt: entry.access === 'admin' ? adminJwt : jwt };
      const notJson = await t.postRaw(path, '{"login": ');
      expect([notJson.status, notJson.error.message], path).toEqual([400, 'De aanvraag bevat geen geldige JSON.']);
      const array = await t.postRaw(path, '[1,2]');
      expect([array.status, array.error.message], path).toEqual([400, 'De aanvraag moet een JSON-object zijn.']);
      // A JSON null is a body too, not 'no body' (found by malformed.api.test.ts).
      const nothing = await t.postRaw(path, 'null');
      expect([nothing.status, nothing.error.message], path).toEqual([400, 'De aanvraag moet een JSON-object zijn.']);
      for (const { field, value } of badValues(entry.request as z.ZodObject)) {
        const res = await t.postRaw(path, { ...validBody(path), ...token, [field]: value });
        expect(res.status, `${path} ${field}=${JSON.stringify(value).slice(0, 20)}`).toBe(400);
        expect(res.error.message, path).toMatch(new RegExp(`^Het veld '${field}' `));
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('tells which required field is missing', async () => {
    const res = await t.postRaw('login.php', { password: 'demo' });
    expect(res.error.message).toBe("Het veld 'login' ontbreekt.");
  });

  it('answers an unknown call with 404 in Dutch', async () => {
    const res = await t.postRaw('bestaat/niet.php', {});
    expect([res.status, res.error.message]).toEqual([404, 'Deze oproep bestaat niet.']);
  });

  it('answers /healthz when the database answers, with security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
