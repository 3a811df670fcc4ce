/** What one club's sync did, filled in by its steps (tabtSync*.ts) and logged by describeSync. */
export interface SyncSummary {
  club: string;
  /** Why nothing was done (not table tennis, offline, site unreachable with nothing stored). */
  skipped?: string;
  teamsCreated: number;
  teamsUpdated: number;
  meetingsCreated: number;
  meetingsUpdated: number;
  /** Matches of the site's calendar for which none of our teams was found. */
  matchesUnmatched: number;
  /** meeting_players rows written from sheets (victory counts, players who were not in the line-up). */
  sheetPlayers: number;
  /** Division ranking rows inserted, changed or removed. */
  rankingRows: number;
  /** Members on the club's list at the site (the table tennis strength list, kept in the cache). */
  listedMembers: number;
  /** Some answer was older than its lifetime: the site could not be asked. */
  stale: boolean;
}
