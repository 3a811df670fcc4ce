import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { teams } from '../../db/schema.ts';

/**
 * A club's current season: the season of its latest teams. The line-ups, the statistics and the week
 * digest all read this one, so they never disagree at a season's turn (the competition site's season
 * of a date is seasonNameOf in adapters/tabt).
 */
export function currentSeasonOf(clubId: SQLWrapper | number): SQL<string | null> {
  return sql<string | null>`(select max(cs.season) from ${teams} cs where cs.club_id = ${clubId})`;
}
