// A push service stand-in for the tests (issue 31): a real HTTP server on 127.0.0.1 that receives what
// the server's sender posts, checks its VAPID signature, and a device whose keys decrypt the message
// (RFC 8291, aes128gcm) with node:crypto alone, independent of the library that encrypted it.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Keys a browser would give (the private half thrown away): for calls that only store a subscription. */
export function pushKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

let endpoints = 0;
/** A fresh https endpoint (never contacted: no sender runs in the API tests unless one calls it). */
export function pushEndpoint(): string {
  return `https://push.example.test/send/${++endpoints}-${randomBytes(4).toString('hex')}`;
}

/** A device subscribed at the stand-in: its endpoint, its public keys and what it decrypts. */
export interface FakeDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  decrypt(body: Buffer): string;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 section 3.4 and RFC 8188: one record, the sender's public key as key id, padding delimiter 2. */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(auth, ecdh.computeSecret(senderKey), keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export function fakeDevice(origin: string): FakeDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint: `${origin}/push/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body) => decryptAes128gcm(body, ecdh, auth),
  };
}

/** One message the stand-in received. */
export interface PushMessage {
  endpoint: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The VAPID JWT's claims when its ES256 signature holds for the key the header names, else null. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string } | null;
}

/** The VAPID Authorization header (RFC 8292): 'vapid t=<jwt>, k=<public key>', checked with node:crypto. */
function checkVapid(header: string | undefined): PushMessage['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, jwt, k] = match as unknown as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  const [head, payload, signature] = jwt.split('.') as [string, string, string];
  const ok = verify('sha256', Buffer.from(`${head}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) return null;
  return { ...(JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; sub: string; exp: number }), publicKey: k };
}

export interface PushServiceStandIn {
  origin: string;
  received: PushMessage[];
  /** The status the stand-in answers for this endpoint from now on (201 unless set: 410 gone, 500 failing). */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const received: PushMessage[] = [];
  const statuses = new Map<string, number>();
  let origin = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`;
      const status = statuses.get(endpoint) ?? 201;
      if (status < 300) received.push({ endpoint, headers: req.headers, body: Buffer.concat(chunks), vapid: checkVapid(req.headers.authorization) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer: (endpoint, status) => statuses.set(endpoint, status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
