/** The associations a club can belong to (spec 01 section 6; AFTT added by issue 33): one list for every form and check. */
export const ASSOCIATIONS = ['VTTL', 'AFTT', 'SPORTA', 'BV', 'GYMFED', 'PADEL'] as const;

/** Sport of a club, from its association (spec 01 section 6). */
export type Sport = 'tabletennis' | 'badminton' | 'gym' | 'padel' | 'other';

export function sportOf(association: string): Sport {
  switch (association.toUpperCase()) {
    // VTTL and AFTT (the French-speaking federation, issue 33) run the same TabT competition site.
    case 'VTTL':
    case 'AFTT':
    case 'SPORTA':
      return 'tabletennis';
    case 'BV':
      return 'badminton';
    case 'GYMFED':
      return 'gym';
    case 'PADEL':
      return 'padel';
    default:
      return 'other';
  }
}

/** A club's primary colour (issue 30): '#' and six hexadecimal digits, as a colour input gives it. */
export function isHexColour(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

/**
 * A club's logo as the app keeps it: an image the administrator chose, made small in the browser (at most
 * 96 px high) and sent as a data: address, or a web address. The config answer carries it on every app
 * start, so it stays small.
 */
export const MAX_LOGO = 40_000;

/** The licence check of spec 01 section 5: true until 1 September 2050. */
export function isLicensed(now: Date): boolean {
  return now.getTime() < Date.UTC(2050, 8, 1);
}

/** Post-login route for a table tennis user (spec 01 section 2): 1 week digest, 2 teams, 3 my results, 4 statistics. */
export function homeRoute(homePage: number, memberId: number): string {
  switch (homePage) {
    case 1:
      return '/weekdigest';
    case 2:
      return '/teams';
    case 3:
      return `/results/${memberId}`;
    case 4:
      return '/statistics';
    default:
      return '/home';
  }
}

export const DEFAULT_HOME_PAGE = 3;
