import { describe, expect, it } from 'vitest';
import { createUserCache, usersChanged } from './userCache.ts';
import type { RequestUser } from './context.ts';

const user = (loginId: number): RequestUser => ({ userId: 1, clubId: 1, loginId, memberIds: [7], language: '', rights: {} as RequestUser['rights'] });

describe('the request-user cache', () => {
  it('serves nothing while no listener hears the changes', () => {
    const cache = createUserCache();
    cache.set(user(1), null, cache.generation());
    expect(cache.get(1)).toBeUndefined();
    cache.setListening(true);
    cache.set(user(1), null, cache.generation());
    expect(cache.get(1)).toEqual(user(1));
    cache.setListening(false);
    expect(cache.get(1)).toBeUndefined();
  });

  it('forgets every user on a notice, and on a write in this process', () => {
    const cache = createUserCache();
    cache.setListening(true);
    cache.set(user(1), null, cache.generation());
    cache.changed();
    expect(cache.get(1)).toBeUndefined();
    cache.set(user(2), null, cache.generation());
    usersChanged();
    expect(cache.get(2)).toBeUndefined();
  });

  it('does not keep a user loaded before a change that came in while it was loading', () => {
    const cache = createUserCache();
    cache.setListening(true);
    const since = cache.generation();
    cache.changed(); // the logout commits while the load is under way
    cache.set(user(1), null, since);
    expect(cache.get(1)).toBeUndefined();
    const since2 = cache.generation();
    usersChanged();
    cache.set(user(1), null, since2);
    expect(cache.get(1)).toBeUndefined();
  });

  it('does not serve a session past its expiry', () => {
    const cache = createUserCache();
    cache.setListening(true);
    cache.set(user(1), new Date(Date.now() - 1), cache.generation());
    expect(cache.get(1)).toBeUndefined();
    cache.set(user(2), new Date(Date.now() + 60_000), cache.generation());
    expect(cache.get(2)).toEqual(user(2));
  });
});
