import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// Issue 16: every log line is JSON and carries the request's id; tokens and passwords never appear.
describe('request log', () => {
  const lines: string[] = [];
  let t: TestApp;
  let jwt: string;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, createLogger({ stream: { write: (line: string) => void lines.push(line) } }));
    jwt = await t.login('lid@demo.clubhuis.be');
  });
  afterAll(() => t.close());

  const logOf = (reqId: string) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.reqId === reqId);

  it('writes JSON lines with the caller x-request-id, echoes it, and logs neither the jwt nor the password', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/getList.php',
      headers: { 'content-type': 'application/json', 'x-request-id': 'proxy-7f3a.42', authorization: `Bearer ${jwt}` },
      payload: JSON.stringify({ jwt }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('proxy-7f3a.42');
    await t.app.inject({
      method: 'POST',
      url: '/api/login.php',
      headers: { 'content-type': 'application/json', 'x-request-id': 'login-1' },
      payload: JSON.stringify({ email: 'lid@demo.clubhuis.be', password: 'demo-not-this' }),
    });

    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const entries = logOf('proxy-7f3a.42');
    expect(entries.map((e) => e.msg)).toEqual(['incoming request', 'request completed']);
    expect(entries[0]!.req).toMatchObject({ method: 'POST', url: '/api/member/getList.php' });
    expect(entries[1]!.res).toEqual({ statusCode: 200 });
    expect(logOf('login-1')).toHaveLength(2);
    const all = lines.join('');
    expect(all).not.toContain(jwt);
    expect(all).not.toContain(jwt.split('.')[1]!);
    expect(all).not.toContain('demo-not-this');
    expect(all.toLowerCase()).not.toContain('bearer');
  });

  it('makes its own id when the header is missing or not a short safe token', async () => {
    lines.length = 0;
    for (const given of [undefined, 'x'.repeat(65), 'two words', 'a\\"}{b']) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: given === undefined ? {} : { 'x-request-id': given } });
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(logOf(id)).toHaveLength(2);
    }
    expect(new Set(lines.map((line) => (JSON.parse(line) as { reqId: string }).reqId)).size).toBe(4);
  });

  it('leaves the secret token of a calendar feed out of the logged URL', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/ical/s3cr3tfeedtoken.ics', headers: { 'x-request-id': 'ical-1' } });
    expect(lines.join('')).not.toContain('s3cr3tfeedtoken');
    expect(logOf('ical-1')[0]!.req).toMatchObject({ url: '/api/ical/…' });
  });

  it('logs a failed statement without its values', () => {
    lines.length = 0;
    // As the error handler logs a 500.
    const err = new DrizzleQueryError('update users set password_hash = $1 where id = $2', ['scrypt$geheimehash', 7], new Error('boom'));
    t.app.log.error({ err }, 'request failed');
    const entry = JSON.parse(lines[0]!) as { err: { message: string; stack: string; params: unknown } };
    expect(lines[0]).not.toContain('geheimehash');
    expect(entry.err.message).toBe('Failed query: update users set password_hash = $1 where id = $2\nparams: [redacted]');
    expect(entry.err.stack).toContain('    at ');
    expect(entry.err.params).toBe('[redacted]');
  });

  it('redacts a token or password that a log call is handed by mistake', () => {
    lines.length = 0;
    t.app.log.info({ body: { jwt, password: 'geheim' }, headers: { authorization: `Bearer ${jwt}` } }, 'oops');
    expect(lines.join('')).not.toContain(jwt);
    expect(lines.join('')).not.toContain('geheim');
    expect(JSON.parse(lines[0]!)).toMatchObject({ body: { jwt: '[redacted]', password: '[redacted]' }, headers: { authorization: '[redacted]' } });
  });
});
