import type { AppConfig, SessionUser } from '@clubhuis/contract/entities/session';
import { DEFAULT_HOME_PAGE, homeRoute, sportOf } from '@clubhuis/contract/rules/session';

/**
 * Where a login lands (spec 01 section 2): table tennis users go to their home page choice (1 week
 * digest, 2 teams, 3 my results, 4 statistics), else the club's, else 3; everyone else to /home.
 */
export function landingRoute(config: AppConfig, user: SessionUser, memberId: number): string {
  if (sportOf(config.association) !== 'tabletennis') return '/home';
  const choice = user.homePage >= 1 && user.homePage <= 4 ? user.homePage : config.homePage || DEFAULT_HOME_PAGE;
  return homeRoute(choice, memberId);
}
