import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { userLogins } from '../../db/schema.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../testing/testApp.ts';
import { statusWithinASecond } from '../../testing/eventually.ts';

// Sessions end (issue 14, item 5): on logout, at their expiry, and never without an expiry.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const works = async (jwt: string) => (await t.postRaw('member/getList.php', { jwt })).status;
const loginIdOf = (jwt: string) => Number(JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).jti);

describe('logout.php', () => {
  it('ends this session on the server: its token is refused from then on, another session goes on', async () => {
    const phone = await t.login('lid@demo.clubhuis.be');
    const laptop = await t.login('lid@demo.clubhuis.be');
    const res = await t.post('logout.php', { jwt: phone });
    expect([res.status, res.json.message]).toEqual([200, 'Je bent afgemeld.']);
    expect(await works(phone)).toBe(401);
    expect(await works(laptop)).toBe(200);
  });

  it('ends every session of the user with everywhere, and no one else', async () => {
    const [a, b, c] = [await t.login('ouder@demo.clubhuis.be'), await t.login('ouder@demo.clubhuis.be'), await t.login('ouder@demo.clubhuis.be')];
    const other = await t.login('kapitein@demo.clubhuis.be');
    const res = await t.post('logout.php', { jwt: a, everywhere: 1 });
    expect(res.json.message).toBe('Je bent afgemeld op 3 toestellen.');
    expect([await works(a), await works(b), await works(c), await works(other)]).toEqual([401, 401, 401, 200]);
  });
});

describe('a token', () => {
  it('is refused once its login has run out, whatever the token says', async () => {
    const jwt = await t.login('leider@demo.clubhuis.be');
    expect(await works(jwt)).toBe(200);
    await t.database.db.update(userLogins).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userLogins.id, loginIdOf(jwt)));
    expect(await statusWithinASecond(() => works(jwt), 401)).toBe(401);
  });

  it('is refused without an expiry, even when signed with the right key and naming a live login', async () => {
    const real = await t.login('league@demo.clubhuis.be');
    const claims = JSON.parse(Buffer.from(real.split('.')[1]!, 'base64url').toString());
    const forever = await new SignJWT({ club: claims.club })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect(await works(real)).toBe(200);
    expect(await works(forever)).toBe(401);
  });
});
