import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { catalogue, type Path } from '@clubhuis/contract/catalogue';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { textFields, validBody, withField } from '../testing/requestSamples.ts';
import { tableDigest } from '../testing/tableDigest.ts';

const RUNS = 200;
const paths = Object.keys(catalogue) as Path[];

let t: TestApp;
let memberJwt: string;
let adminJwt: string;
beforeAll(async () => {
  t = await createTestApp();
  memberJwt = await t.login('leider@demo.clubhuis.be');
  adminJwt = await t.login('beheer@demo.clubhuis.be');
});
afterAll(() => t.close());

/** Values of every kind a field should not hold: other types, odd text, extreme numbers, nesting. */
const strange = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', minLength: 81, maxLength: 2000 }),
  fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308)),
  fc.constantFrom('', ' ', '\u0000', '9999-99-99', '25:61', '<script>', "' or 1=1 --", '%00', '٣', '\ud800', 'x\ud83d', '2026-02-30'),
);

/**
 * A body the call's schema refuses, as it arrives after JSON: one field replaced or left out (or the
 * whole body something else), starting from a valid body.
 */
function malformed(path: Path): fc.Arbitrary<unknown> {
  const schema = catalogue[path].request as z.ZodObject;
  const fields = Object.keys(schema.shape);
  const base = validBody(path);
  const changed = fields.length === 0 ? fc.constant(base) : fc.record({ field: fc.constantFrom(...fields), value: strange, drop: fc.boolean() }).map(({ field, value, drop }) => {
    const body: Record<string, unknown> = { ...base };
    if (drop) delete body[field];
    else body[field] = value;
    return body;
  });
  return fc
    .oneof({ arbitrary: changed, weight: 9 }, { arbitrary: fc.anything({ maxDepth: 1 }), weight: 1 })
    .map((body) => (body === undefined ? null : JSON.parse(JSON.stringify(body)) as unknown))
    .filter((wire) => !schema.safeParse(wire).success);
}

const tokenFor = (path: Path) => {
  const access = catalogue[path].access;
  return access === 'public' ? {} : { jwt: access === 'admin' ? adminJwt : memberJwt };
};

// Issue 16: ≥ 200 malformed bodies per call, generated from its request schema (fast-check): never a
// 5xx, always a Dutch 400 that names the field (or says the body is no object), and no row changed.
describe('malformed input on every call', () => {
  it(`answers ${RUNS} bodies per call the schema refuses with a Dutch 400, writing nothing`, { timeout: 600_000 }, async () => {
    const before = await tableDigest(t.database.db);
    let sent = 0;
    for (const path of paths) {
      await fc.assert(
        fc.asyncProperty(malformed(path), async (wire) => {
          const body = wire !== null && typeof wire === 'object' && !Array.isArray(wire) ? { ...wire, ...tokenFor(path) } : wire;
          // Always as JSON text: postRaw would send a string body as it is, not as a JSON string.
          const res = await t.postRaw(path, JSON.stringify(body));
          sent++;
          expect(res.status, `${path} ${JSON.stringify(body).slice(0, 120)}`).toBe(400);
          expect(res.error.message, path).toMatch(/^(Het veld '[^']+' .+|De aanvraag moet een JSON-object zijn\.)$/);
        }),
        { numRuns: RUNS, seed: 16 },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(RUNS * paths.length);
    expect(await tableDigest(t.database.db)).toEqual(before);
  });
});

/** Half a surrogate pair: valid JSON (\ud800), no character; PostgreSQL's JSON refuses it. */
const LONE_SURROGATES = ['\ud800', 'x\ud83d', 'https://club.example/\udc00'];
/** In the form yyyy-mm-dd, of a day that does not exist. */
const IMPOSSIBLE_DATES = ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01'];

// Issue 28: text the fuzzing above cannot find, because it only sends bodies the schema refuses and
// these passed it. Every text field, nested ones too, as a user allowed to make the call.
describe('text and dates that only look valid', () => {
  it('refuses lone surrogates in every text field and impossible dates in every date field with a Dutch 400 naming the field, writing nothing', { timeout: 600_000 }, async () => {
    const before = await tableDigest(t.database.db);
    const wrong: string[] = [];
    let dates = 0;
    for (const path of paths) {
      for (const field of textFields(path)) {
        if (field.isDate) dates++;
        const name = field.path.join('.');
        for (const value of field.isDate ? [...LONE_SURROGATES, ...IMPOSSIBLE_DATES] : LONE_SURROGATES) {
          const res = await t.postRaw(path, JSON.stringify({ ...withField(path, field.path, value), ...tokenFor(path) }));
          if (res.status !== 400 || !res.error.message.startsWith(`Het veld '${name}' `)) wrong.push(`${path} ${name}=${JSON.stringify(value)}: ${res.status} ${res.error?.message}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The dates of attendance, camp planning, play date, birth dates and the administration's periods.
    expect(dates).toBeGreaterThanOrEqual(18);
    expect(await tableDigest(t.database.db)).toEqual(before);
  });
});
