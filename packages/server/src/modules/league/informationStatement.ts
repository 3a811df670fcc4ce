import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/preparedPer.ts';
import { leagues } from '../../db/schema.ts';
import { leagueText } from './messages.ts';

// league/information.php's whole answer as PostgreSQL's JSON text: one round trip, no row mapping or
// serialising in Node (issue 29, first reads: the six statements and drizzle's building of them took
// most of the time). Table names are written out: the outer row is `leagues`.

/** The series members see (status 2 or higher), with how many of their poules are still to play. */
const shown = sql`shown as (
  select s.id, s.serie, s.date_from, s.date_till, s.status, s.remarks,
    (select count(*)::int from league_poules p where p.serie_id = s.id and p.status < 3) as to_be_played
  from league_series s where s.league_id = leagues.id and s.status >= 2
)`;

/** The member's poule places in those series. */
const mine = sql`mine as (
  select me.id, me.poule_id, me.player_index, me.subscription_id, me.status, sub.unsubscribed_at,
    s.id as serie_id, s.serie, s.date_from, s.date_till, s.status as serie_status
  from league_poule_players me
  join league_poules p on p.id = me.poule_id
  join shown s on s.id = p.serie_id
  join league_subscriptions sub on sub.id = me.subscription_id
  where me.member_id = ${sql.placeholder('whom')}::int
)`;

/**
 * The players of those poules; a player's ranking class is its padel level where the club keeps one.
 * `court`: who stands on court for the place, the replacement when there is one (the match names).
 */
const players = sql`players as (
  select pp.id, pp.poule_id, pp.player_index, pp.subscription_id, pp.member_id, pp.status, pp.draw_rank,
    pp.replacement_member_id, pp.absence_reason_id, ar.description as reason,
    m.first_name || ' ' || m.last_name as name,
    case when coalesce(cp.ranking, '') <> '' then cp.ranking else m.ranking end as member_ranking,
    case when r.first_name <> '' then r.first_name || ' ' || r.last_name end as replacement_name
  from league_poule_players pp
  join members m on m.id = pp.member_id
  left join competition_players cp on cp.member_id = pp.member_id and cp.sport = 'padel'
  left join members r on r.id = pp.replacement_member_id
  left join absence_reasons ar on ar.id = pp.absence_reason_id
  where pp.poule_id in (select poule_id from mine)
)`;

const games = sql`games as (select g.* from league_poule_matches g where g.poule_id in (select poule_id from mine))`;

/**
 * The standings of standings.ts (spec 02 sections 4 and 5), here for the member's poules: players 1 and
 * 2 play 3 and 4, each side's players win or lose the match and count its games; ranked by matches won,
 * saldo, games won, poule index; replaced players at the bottom in the order of their stored draw.
 * informationAnswer.api.test.ts checks both give the same standings.
 */
const standings = sql`sides as (
  select u.player_id,
    case when u.side <= 2 then g.games1 else g.games2 end as own,
    case when u.side <= 2 then g.games2 else g.games1 end as other
  from games g cross join lateral unnest(array[g.player1, g.player2, g.player3, g.player4]) with ordinality as u(player_id, side)
  where g.games1 is not null and g.games2 is not null
),
stats as (
  select pl.id,
    count(sd.own) filter (where sd.own > sd.other)::int as matches_won,
    count(sd.own) filter (where sd.own < sd.other)::int as matches_lost,
    coalesce(sum(sd.own), 0)::int as games_won,
    coalesce(sum(sd.other), 0)::int as games_lost
  from players pl left join sides sd on sd.player_id = pl.id
  group by pl.id
),
ranked as (
  select pl.*, st.matches_won, st.matches_lost, st.games_won, st.games_lost, row_number() over (
    partition by pl.poule_id
    order by pl.replacement_member_id is not null,
      case when pl.replacement_member_id is not null then coalesce(pl.draw_rank, 99) end,
      case when pl.replacement_member_id is null then st.matches_won end desc,
      case when pl.replacement_member_id is null then st.games_won - st.games_lost end desc,
      case when pl.replacement_member_id is null then st.games_won end desc,
      pl.player_index
  )::int as ranking
  from players pl join stats st on st.id = pl.id
)`;

const levelsJson = sql`coalesce((
  select json_agg(json_build_object('levelId', l.id, 'level', l.level, 'levelCode', l.code, 'description', l.description,
    'nrofpoules', l.nr_of_poules, 'nrofplayersperpoule', l.nr_of_players_per_poule) order by l.level, l.id)
  from league_levels l where l.league_id = leagues.id), '[]')`;

const period = (from: string, till: string) => sql.raw(`to_char(${from}, 'DD/MM/YYYY') || ' - ' || to_char(${till}, 'DD/MM/YYYY')`);

/** isFirstSerie: the league's first series; isLastSerie: the latest one shown ("the last series"). */
const seriesJson = sql`coalesce((
  select json_agg(json_build_object('serieId', s.id, 'serie', s.serie, 'dateFrom', s.date_from, 'dateTill', s.date_till,
    'period', ${period('s.date_from', 's.date_till')}, 'status', s.status,
    'statusDescription', coalesce(${JSON.stringify(leagueText.serieStatus)}::json ->> s.status::text, ''),
    'toBePlayed', s.to_be_played, 'remarks', s.remarks, 'isFirstSerie', s.serie = b.first, 'isLastSerie', s.serie = b.last) order by s.serie)
  from shown s cross join (
    select min(x.serie) as first, max(x.serie) filter (where x.status >= 2) as last from league_series x where x.league_id = leagues.id
  ) b), '[]')`;

const poulePlayersJson = sql`coalesce((
  select json_agg(json_build_object('poulePlayerId', x.id, 'player', x.player_index, 'subscriptionId', x.subscription_id,
    'memberId', x.member_id, 'memberName', x.name, 'memberRanking', x.member_ranking,
    'replacementId', coalesce(x.replacement_member_id, 0), 'replacementName', coalesce(x.replacement_name, ''),
    'absenceReasonId', coalesce(x.absence_reason_id, 0), 'absenceReason', coalesce(x.reason, ''), 'status', x.status,
    'matchesWon', x.matches_won, 'matchesLost', x.matches_lost, 'gamesWon', x.games_won, 'gamesLost', x.games_lost,
    'saldo', x.games_won - x.games_lost, 'ranking', x.ranking) order by x.ranking)
  from ranked x where x.poule_id = p.id), '[]')`;

/** A name of a place that is not the poule's shows empty, as poules.ts does. */
const pouleMatchesJson = sql`coalesce((
  select json_agg(json_build_object('pouleGameId', g.id, 'matchIndex', g.match_index,
    'playerId1', g.player1, 'playerId2', g.player2, 'playerId3', g.player3, 'playerId4', g.player4,
    'playerName1', n.n1, 'playerName2', n.n2, 'playerName3', n.n3, 'playerName4', n.n4,
    'team1', n.n1 || ' / ' || n.n2, 'team2', n.n3 || ' / ' || n.n4,
    'games1', g.games1, 'games2', g.games2, 'remarks', g.remarks) order by g.match_index)
  from games g cross join lateral (
    select coalesce(max(c.court) filter (where c.id = g.player1), '') as n1, coalesce(max(c.court) filter (where c.id = g.player2), '') as n2,
      coalesce(max(c.court) filter (where c.id = g.player3), '') as n3, coalesce(max(c.court) filter (where c.id = g.player4), '') as n4
    from (select y.id, coalesce(y.replacement_name, y.name) as court from players y where y.poule_id = p.id) c
  ) n
  where g.poule_id = p.id), '[]')`;

const pouleStatusText = sql`case when p.status >= 9 then ${leagueText.pouleStatus(9)}::text when p.status >= 3 then ${leagueText.pouleStatus(3)}::text else ${leagueText.pouleStatus(2)}::text end`;

/** A participation: the poule as poules.ts answers it, then its series and the member's place in it. */
const participationsJson = sql`coalesce((
  select json_agg(json_build_object(
    'level', lv.level, 'levelId', lv.id, 'levelCode', lv.code, 'pouleId', p.id, 'poule', p.poule, 'resultEntry', leagues.results_entry,
    'pouleStatus', p.status, 'pouleStatusDescription', ${pouleStatusText},
    'poulePlayers', ${poulePlayersJson},
    'pouleResults', (select count(*)::int from games g where g.poule_id = p.id and g.games1 is not null and g.games2 is not null),
    'pouleMatches', ${pouleMatchesJson},
    'playDate', coalesce(to_char(p.play_date, 'YYYY-MM-DD'), ''), 'playTime', p.play_time, 'playTerrain', p.play_terrain,
    'playRemarks', p.play_remarks,
    'serieId', mi.serie_id, 'serie', mi.serie, 'period', ${period('mi.date_from', 'mi.date_till')}, 'serieStatus', mi.serie_status,
    'poulePlayerId', mi.id, 'poulePlayerIndex', mi.player_index, 'subscriptionId', mi.subscription_id,
    'poulePlayerStatus', mi.status, 'unSubscribed', mi.unsubscribed_at is not null) order by mi.serie, mi.id)
  from mine mi
  join league_poules p on p.id = mi.poule_id
  join league_levels lv on lv.id = p.level_id), '[]')`;

/** No row: the league is not this club's. */
export const informationOf = preparedPer((db: Db) =>
  db
    .select({
      json: sql<string>`(
        with ${shown}, ${mine}, ${players}, ${games}, ${standings}
        select json_build_object('levels', ${levelsJson}, 'series', ${seriesJson}, 'participations', ${participationsJson})::text
      )`,
    })
    .from(leagues)
    .where(and(eq(leagues.id, sql.placeholder('leagueId')), eq(leagues.clubId, sql.placeholder('clubId'))))
    .prepare('league_information'),
);
