import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { serverSecrets } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface TokenClaims {
  userId: number;
  clubId: number;
  loginId: number;
}

export interface TokenKeys {
  sign(claims: TokenClaims, lifetimeSeconds: number): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

export function tokenKeys(secret: string): TokenKeys {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (c, lifetimeSeconds) =>
      new SignJWT({ club: c.clubId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(c.userId))
        .setJti(String(c.loginId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key),
    async verify(token) {
      try {
        // A token without an expiry would never end: refused, like one without its login or user.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'jti', 'sub'] });
        const userId = Number(payload.sub);
        const clubId = Number(payload.club);
        const loginId = Number(payload.jti);
        if (!Number.isInteger(userId) || !Number.isInteger(clubId) || !Number.isInteger(loginId)) return null;
        return { userId, clubId, loginId };
      } catch {
        return null;
      }
    },
  };
}

/** JWT_SECRET when set; else one generated once and kept in the database, so every server process shares it. */
export async function resolveSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const fresh = randomBytes(32).toString('base64url');
  await db.insert(serverSecrets).values({ name: 'jwt', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
  return row!.value;
}
