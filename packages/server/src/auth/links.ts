import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links that need no login (a contribution form's PDF): the subject and an expiry, signed
 * with a key derived from the server secret, so every process accepts them and nobody can forge or
 * extend one. Nothing is stored; a link simply stops working when its time is up.
 */
export interface LinkKeys {
  sign(subject: string, lifetimeSeconds: number, now?: Date): string;
  /** The subject of a valid, unexpired link; null otherwise. */
  verify(token: string, now?: Date): string | null;
}

export function linkKeys(secret: string): LinkKeys {
  // Its own key: a link signature can never pass as a token signature, nor the other way round.
  const key = createHmac('sha256', secret).update('clubhuis signed links v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    sign(subject, lifetimeSeconds, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
      const body = Buffer.from(`${subject}|${expires}`).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    verify(token, now = new Date()) {
      const [body, signature, ...rest] = token.split('.');
      if (!body || !signature || rest.length > 0) return null;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const text = Buffer.from(body, 'base64url').toString('utf8');
      const bar = text.lastIndexOf('|');
      const expires = Number(text.slice(bar + 1));
      if (bar < 0 || !Number.isInteger(expires) || expires * 1000 <= now.getTime()) return null;
      return text.slice(0, bar);
    },
  };
}
