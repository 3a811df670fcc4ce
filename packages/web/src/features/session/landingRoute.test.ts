import { describe, expect, it } from 'vitest';
import type { AppConfig, SessionUser } from '@clubhuis/contract/entities/session';
import { landingRoute } from './landingRoute';

const config = (association: string, homePage = 0) => ({ association, homePage }) as AppConfig;
const user = (homePage: number) => ({ homePage }) as SessionUser;

describe('landingRoute', () => {
  it("follows the table tennis user's own choice", () => {
    expect(landingRoute(config('VTTL', 1), user(2), 9)).toBe('/teams');
    expect(landingRoute(config('VTTL'), user(1), 9)).toBe('/weekdigest');
    expect(landingRoute(config('SPORTA'), user(4), 9)).toBe('/statistics');
    expect(landingRoute(config('VTTL'), user(3), 9)).toBe('/results/9');
  });

  it("falls back to the club's home page, then to my results", () => {
    expect(landingRoute(config('VTTL', 2), user(0), 9)).toBe('/teams');
    expect(landingRoute(config('VTTL', 0), user(7), 9)).toBe('/results/9');
  });

  it('sends other sports home', () => {
    expect(landingRoute(config('BV', 2), user(2), 9)).toBe('/home');
    expect(landingRoute(config('GYMFED'), user(3), 9)).toBe('/home');
  });
});
