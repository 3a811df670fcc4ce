import { describe, expect, it } from 'vitest';
import { linkKeys } from './links.ts';

describe('linkKeys', () => {
  const keys = linkKeys('a-secret');
  const now = new Date('2026-11-24T10:00:00Z');

  it('gives back the subject of a valid link until it expires', () => {
    const token = keys.sign('contributionform:7', 600, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(keys.verify(token, now)).toBe('contributionform:7');
    expect(keys.verify(token, new Date(now.getTime() + 599_000))).toBe('contributionform:7');
    expect(keys.verify(token, new Date(now.getTime() + 600_000))).toBeNull();
  });

  it('refuses a changed subject or expiry, another secret and garbage', () => {
    const token = keys.sign('contributionform:7', 600, now);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from('contributionform:8|9999999999').toString('base64url')}.${signature}`;
    expect(keys.verify(forged, now)).toBeNull();
    expect(linkKeys('another-secret').verify(token, now)).toBeNull();
    for (const bad of ['', '.', 'abc', 'abc.def', `${token}.x`]) expect(keys.verify(bad, now)).toBeNull();
  });
});
