import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { tokenKeys } from './token.ts';

const SECRET = 'een-geheim-van-minstens-32-tekens-lang!!';
const keys = tokenKeys(SECRET);
const claims = { userId: 7, clubId: 1, loginId: 42 };
const jose = (build: (j: SignJWT) => SignJWT, secret = SECRET) => build(new SignJWT({ club: 1 }).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setJti('42')).sign(new TextEncoder().encode(secret));

describe('HS256 tokens with node:crypto', () => {
  it('verifies its own tokens and those of a standard library (jose)', async () => {
    expect(await keys.verify(await keys.sign(claims, 60))).toEqual(claims);
    expect(await keys.verify(await jose((j) => j.setExpirationTime('1m')))).toEqual(claims);
  });

  it('refuses another secret, a changed payload, alg none, an expired token and one without exp', async () => {
    const good = await keys.sign(claims, 60);
    const [h, p, s] = good.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ club: 1, sub: '1', jti: '42', exp: Math.floor(Date.now() / 1000) + 60 })).toString('base64url');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    const hs512 = `${Buffer.from('{"alg":"HS512"}').toString('base64url')}.${p}.${createHmac('sha512', SECRET).update(`x.${p}`).digest('base64url')}`;
    for (const token of [
      await tokenKeys('een ander geheim van minstens 32 tekens!').sign(claims, 60),
      `${h}.${otherPayload}.${s}`,
      none,
      hs512,
      await keys.sign(claims, -1),
      await jose((j) => j),
      'geen.token',
      `${good}.extra`,
    ]) {
      expect(await keys.verify(token), token).toBeNull();
    }
  });
});
