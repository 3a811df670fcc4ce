import { describe, expect, it } from 'vitest';
import { matchPath } from './matchPath';

describe('matchPath', () => {
  it('matches static paths, with or without trailing slash', () => {
    expect(matchPath('/home', '/home')).toEqual({});
    expect(matchPath('/home', '/home/')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '')).toEqual({});
  });

  it('extracts and decodes params', () => {
    expect(matchPath('/results/:refresh', '/results/12')).toEqual({ refresh: '12' });
    expect(matchPath('/league/:whom', '/league/a%20b')).toEqual({ whom: 'a b' });
  });

  it('rejects other paths', () => {
    expect(matchPath('/home', '/homes')).toBeNull();
    expect(matchPath('/results/:refresh', '/results')).toBeNull();
    expect(matchPath('/results/:refresh', '/results/1/2')).toBeNull();
    expect(matchPath('/league/:whom', '/league/%E0%A4%A')).toBeNull();
  });
});
