import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { resolveSecret } from './token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the JWT secret without JWT_SECRET', () => {
  it('is generated once in the database, so a second server process accepts the first one’s tokens', async () => {
    const db = t.database.db;
    const [first, second] = await Promise.all([resolveSecret(db, undefined), resolveSecret(db, undefined)]);
    expect(first).toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(40);
    const config = { ...readConfig({}), webDist: undefined };
    const one = await buildApp({ db, config, jwtSecret: first });
    const two = await buildApp({ db, config, jwtSecret: await resolveSecret(db, undefined) });
    const login = await one.inject({ method: 'POST', url: '/api/login.php', payload: { login: 'lid@demo.clubhuis.be', password: 'demo' } });
    const res = await two.inject({ method: 'POST', url: '/api/member/getList.php', payload: { jwt: login.json().jwt } });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].memberName).toBe('Jan Peeters');
    await Promise.all([one.close(), two.close()]);
  });
});
