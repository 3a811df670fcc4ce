// The SQL text pieces against the JavaScript they stand in for, on the test's database (PGlite or PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { escapeHtml } from '../http/html.ts';
import { escapedHtml, uriComponent } from './sqlText.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const samples = [
  '',
  'Kerkstraat 1, 9000 Gent',
  ascii,
  '100% & 50%25 ?a=b#c',
  'Zaal 3/4: 100% & #2; of niet?',
  `Rue de l'Église 5 – “Ter Ëlst” ½ Straße`,
  'emoji 😀 and tab\tand\nnew line',
  `<script>alert("x")</script> & 'quotes'`,
];

async function inSql(piece: (text: ReturnType<typeof sql>) => ReturnType<typeof sql>, text: string): Promise<string> {
  const result = (await t.database.db.execute(sql`select ${piece(sql`${text}::text`)} as out`)) as unknown as { rows: { out: string }[] };
  return result.rows[0]!.out;
}

describe('SQL text pieces', () => {
  it('escapes HTML as escapeHtml does', async () => {
    for (const text of samples) expect(await inSql(escapedHtml, text), text).toBe(escapeHtml(text));
  });

  it('encodes a URI component as encodeURIComponent does, on the quick path and character by character', async () => {
    for (const text of samples) expect(await inSql(uriComponent, text), text).toBe(encodeURIComponent(text));
  });
});
