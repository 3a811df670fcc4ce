import { describe, expect, it } from 'vitest';
import { homeRoute, isLicensed, sportOf } from './session.ts';

describe('session rules', () => {
  it('maps associations to sports', () => {
    expect(sportOf('VTTL')).toBe('tabletennis');
    expect(sportOf('Sporta')).toBe('tabletennis');
    expect(sportOf('AFTT')).toBe('tabletennis');
    expect(sportOf('BV')).toBe('badminton');
    expect(sportOf('GYMFED')).toBe('gym');
    expect(sportOf('PADEL')).toBe('padel');
    expect(sportOf('KBVB')).toBe('other');
  });
  it('licenses until 1 September 2050', () => {
    expect(isLicensed(new Date('2050-08-31T23:59:59Z'))).toBe(true);
    expect(isLicensed(new Date('2050-09-01T00:00:00Z'))).toBe(false);
  });
  it('maps the home page setting to a route', () => {
    expect(homeRoute(1, 7)).toBe('/weekdigest');
    expect(homeRoute(2, 7)).toBe('/teams');
    expect(homeRoute(3, 7)).toBe('/results/7');
    expect(homeRoute(4, 7)).toBe('/statistics');
    expect(homeRoute(9, 7)).toBe('/home');
  });
});
