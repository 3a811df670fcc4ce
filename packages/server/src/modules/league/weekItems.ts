import { sql, type SQL } from 'drizzle-orm';
import { memberIdsOf, type WeekScope } from '../../db/weekScope.ts';

/** The linked members' places in poules of a running period (status 2). */
const poulePlaces = sql`
    league_poule_players pp
    join league_poules po on po.id = pp.poule_id and po.status < 9
    join league_series se on se.id = po.serie_id and se.status = 2
    join leagues l on l.id = se.league_id
    join league_levels lv on lv.id = po.level_id
    join members me on me.id = pp.member_id`;

/** Those places whose play date lies between the days. */
function playingBetween(s: WeekScope, first: string, last: string): SQL {
  return sql`pp.club_id = ${s.clubId} and pp.member_id = any(${memberIdsOf(s)}) and pp.status <> 9 and po.play_date between ${first} and ${last}`;
}

const pouleName = sql`lv.code || po.poule::text`;

/** The play date of a linked member's poule this week, with the matches still to play. */
export function leagueWeekItems(s: WeekScope): SQL {
  return sql`
    select po.play_date::text as day, po.play_time as at, json_build_object(
      'kind', 'leaguePlayDate', 'id', po.id, 'memberId', me.id, 'memberName', me.first_name || ' ' || me.last_name,
      'date', po.play_date::text, 'time', po.play_time, 'asksAnswer', false,
      'leagueId', l.id, 'league', l.description, 'poule', ${pouleName}, 'terrain', po.play_terrain, 'remarks', po.play_remarks,
      'toPlay', (select count(*)::int from league_poule_matches x where x.poule_id = po.id and (x.games1 is null or x.games2 is null))) as item
    from ${poulePlaces}
    where ${playingBetween(s, s.from, s.until)}`;
}

/** Last week's play date of a linked member's poule: its matches won and lost. */
export function leagueWeekResults(s: WeekScope): SQL {
  const mine = sql`pp.id in (x.player1, x.player2)`;
  const theirs = sql`pp.id in (x.player3, x.player4)`;
  return sql`
    select po.play_date::text as day, po.play_time as at, json_build_object(
      'kind', 'league', 'id', po.id, 'date', po.play_date::text, 'memberId', me.id, 'memberName', me.first_name || ' ' || me.last_name,
      'leagueId', l.id, 'league', l.description, 'poule', ${pouleName}, 'won', res.won, 'lost', res.lost) as item
    from ${poulePlaces}
    cross join lateral (select
      count(*) filter (where (${mine} and x.games1 > x.games2) or (${theirs} and x.games2 > x.games1))::int as won,
      count(*) filter (where (${mine} and x.games1 < x.games2) or (${theirs} and x.games2 < x.games1))::int as lost
      from league_poule_matches x where x.poule_id = po.id and x.games1 is not null and x.games2 is not null) res
    where ${playingBetween(s, s.resultsFrom, s.until)} and po.play_date < ${s.from}`;
}
