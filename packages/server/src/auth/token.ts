import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');
/** The one header this server writes and accepts: HS256 (no 'none', no other algorithm). */
const HEADER = b64url(JSON.stringify({ alg: 'HS256' }));

/**
 * HS256 JSON Web Tokens with node:crypto's HMAC: the check runs on every call, and node:crypto does it
 * in a tenth of WebCrypto's time (issue 16). Tokens of any standard library verify here and back
 * (the tests make some with jose).
 */
export function tokenKeys(secret: string): TokenKeys {
  const mac = (input: string) => createHmac('sha256', secret).update(input).digest();
  return {
    async sign(c, lifetimeSeconds) {
      const now = Math.floor(Date.now() / 1000);
      const payload = b64url(JSON.stringify({ club: c.clubId, sub: String(c.userId), jti: String(c.loginId), iat: now, exp: now + lifetimeSeconds }));
      return `${HEADER}.${payload}.${b64url(mac(`${HEADER}.${payload}`))}`;
    },
    async verify(token) {
      const [header, payload, signature, extra] = token.split('.');
      if (!header || !payload || !signature || extra !== undefined) return null;
      try {
        if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'HS256') return null;
        const given = Buffer.from(signature, 'base64url');
        const expected = mac(`${header}.${payload}`);
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
        // A token without an expiry would never end: refused, like one without its login or user.
        if (typeof claims.exp !== 'number' || claims.exp <= Date.now() / 1000 || claims.jti === undefined || claims.sub === undefined) return null;
        const userId = Number(claims.sub);
        const clubId = Number(claims.club);
        const loginId = Number(claims.jti);
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
