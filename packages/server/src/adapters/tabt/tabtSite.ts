import { seasonOfDate } from '@clubhuis/contract/rules/interclub';
import type { TabtConfig } from '../../config.ts';

/** The federations running a TabT competition site: its SOAP endpoint and its public web site. */
export const FEDERATIONS = {
  VTTL: { endpoint: 'https://api.vttl.be/index.php?s=vttl', site: 'https://competitie.vttl.be' },
  SPORTA: { endpoint: 'https://ttonline.sporta.be/api/index.php?s=sporcrea', site: 'https://ttonline.sporta.be' },
  AFTT: { endpoint: 'https://resultats.aftt.be/api/index.php', site: 'https://resultats.aftt.be' },
} as const;
export type Federation = keyof typeof FEDERATIONS;

/** Where one club's competition data comes from. */
export interface TabtSite {
  federation: Federation;
  /** The club's code at the federation (clubs.code): 'OVL134'. */
  clubCode: string;
  /** SOAP endpoint; null = offline, only stored answers are served. */
  endpoint: string | null;
  /** The public web site, for links to members and matches. */
  siteUrl: string;
}

/** The club's site by its association; null for clubs that are not in a table tennis federation. */
export function siteOf(config: TabtConfig, club: { code: string; association: string }): TabtSite | null {
  const federation = club.association.toUpperCase();
  if (!(federation in FEDERATIONS)) return null;
  const fed = FEDERATIONS[federation as Federation];
  const offline = config.offline || config.offlineClubs.includes(club.code);
  return {
    federation: federation as Federation,
    clubCode: club.code,
    endpoint: offline ? null : (config.endpoint ?? fed.endpoint),
    siteUrl: fed.site,
  };
}

/** A season as the app names it ('2026-2027'): September to August (the contract's rule, shared with the app). */
export function seasonNameOf(today: string): string {
  return seasonOfDate(today);
}

/** TabT numbers seasons by their last year: '2026-2027' is season 27. */
export function tabtSeason(seasonName: string): number {
  return Number(seasonName.slice(5, 9)) - 2000;
}

/** The member's page on the competition site; a club's own link prefix (app_config.frenoy_url) wins. */
export function memberUrl(site: TabtSite, uniqueIndex: string, clubPrefix = ''): string {
  return clubPrefix ? `${clubPrefix}${uniqueIndex}` : `${site.siteUrl}/index.php?menu=6&result=1&sel=${uniqueIndex}`;
}

/** A match's page: TabT sites answer /match/<MatchUniqueId>. */
export function matchUrl(site: TabtSite, matchUniqueId: number): string {
  return `${site.siteUrl}/match/${matchUniqueId}`;
}
