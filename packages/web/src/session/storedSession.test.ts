import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@clubhuis/contract/entities/session';
import { parseStoredSession } from './storedSession';

const api = 'http://club.test/api/';
const user = { token: 't', tokenExpiration: 2_000, memberIds: [1], memberId: 1 } as unknown as SessionUser;
const raw = (apiUrl: string, u: unknown = user) => JSON.stringify({ user: u, apiUrl, selectedMemberId: 1 });

describe('parseStoredSession', () => {
  it('keeps a session of the same API that has not expired', () => {
    expect(parseStoredSession(raw(api), api, 1_000)).toEqual({ user, apiUrl: api, selectedMemberId: 1 });
  });

  it('drops a session of another API address', () => {
    expect(parseStoredSession(raw('http://other.test/api/'), api, 1_000)).toBeNull();
  });

  it('drops an expired session', () => {
    expect(parseStoredSession(raw(api), api, 2_000)).toBeNull();
    expect(parseStoredSession(raw(api), api, 3_000)).toBeNull();
  });

  it('drops missing or unreadable data', () => {
    expect(parseStoredSession(null, api, 0)).toBeNull();
    expect(parseStoredSession('{not json', api, 0)).toBeNull();
    expect(parseStoredSession('null', api, 0)).toBeNull();
    expect(parseStoredSession(raw(api, { token: 't' }), api, 0)).toBeNull();
  });
});
