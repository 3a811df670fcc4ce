import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/preparedPer.ts';
import { leagues } from '../../db/schema.ts';
import { leagueText } from './messages.ts';

// league/information.php's whole answer as PostgreSQL's JSON text: one round trip, no row mapping or
// serialising in Node (issue 29, first reads: the six statements and drizzle's building of them took
// most of the time). Table names are written out: the outer row is `leagues`, the poule `p`. Few plan
// nodes on purpose: each costs PostgreSQL time on every call, whatever the rows.

const period = (from: string, till: string) => sql.raw(`to_char(${from}, 'DD/MM/YYYY') || ' - ' || to_char(${till}, 'DD/MM/YYYY')`);

const levelsJson = sql`coalesce((
  select json_agg(json_build_object('levelId', l.id, 'level', l.level, 'levelCode', l.code, 'description', l.description,
    'nrofpoules', l.nr_of_poules, 'nrofplayersperpoule', l.nr_of_players_per_poule) order by l.level, l.id)
  from league_levels l where l.league_id = leagues.id), '[]')`;

/**
 * The series members see (status 2 or higher) with how many of their poules are still to play;
 * isFirstSerie: the league's first series, isLastSerie: the latest one shown ("the last series").
 */
const seriesJson = sql`coalesce((
  select json_agg(json_build_object('serieId', s.id, 'serie', s.serie, 'dateFrom', s.date_from, 'dateTill', s.date_till,
    'period', ${period('s.date_from', 's.date_till')}, 'status', s.status,
    'statusDescription', coalesce(${sql.placeholder('serieStatus')}::json ->> s.status::text, ''),
    'toBePlayed', (select count(*)::int from league_poules q where q.serie_id = s.id and q.status < 3),
    'remarks', s.remarks, 'isFirstSerie', s.serie = b.first, 'isLastSerie', s.serie = b.last) order by s.serie)
  from league_series s cross join (
    select min(x.serie) as first, max(x.serie) filter (where x.status >= 2) as last from league_series x where x.league_id = leagues.id
  ) b
  where s.league_id = leagues.id and s.status >= 2), '[]')`;

/**
 * The standings of standings.ts (spec 02 sections 4 and 5): players 1 and 2 play 3 and 4, each side's
 * players win or lose the match and count its games; ranked by matches won, saldo, games won, poule
 * index; replaced players at the bottom in the order of their stored draw. A player's ranking class is
 * its padel level where the club keeps one. informationAnswer.api.test.ts checks both give the same.
 */
const pouleRanked = sql`(
  select pp.id, pp.player_index, pp.subscription_id, pp.member_id, pp.status, pp.replacement_member_id, pp.absence_reason_id,
    ar.description as reason, m.first_name || ' ' || m.last_name as name,
    case when coalesce(cp.ranking, '') <> '' then cp.ranking else m.ranking end as member_ranking,
    case when r.first_name <> '' then r.first_name || ' ' || r.last_name end as replacement_name,
    st.matches_won, st.matches_lost, st.games_won, st.games_lost,
    row_number() over (
      order by pp.replacement_member_id is not null,
        case when pp.replacement_member_id is not null then coalesce(pp.draw_rank, 99) end,
        case when pp.replacement_member_id is null then st.matches_won end desc,
        case when pp.replacement_member_id is null then st.games_won - st.games_lost end desc,
        case when pp.replacement_member_id is null then st.games_won end desc,
        pp.player_index
    )::int as ranking
  from league_poule_players pp
  join members m on m.id = pp.member_id
  left join competition_players cp on cp.club_id = m.club_id and cp.sport = 'padel' and cp.member_id = pp.member_id
  left join members r on r.id = pp.replacement_member_id
  left join absence_reasons ar on ar.id = pp.absence_reason_id
  cross join lateral (
    select coalesce(sum(c.side1 * (g.games1 > g.games2)::int + c.side2 * (g.games2 > g.games1)::int), 0)::int as matches_won,
      coalesce(sum(c.side1 * (g.games1 < g.games2)::int + c.side2 * (g.games2 < g.games1)::int), 0)::int as matches_lost,
      coalesce(sum(c.side1 * g.games1 + c.side2 * g.games2), 0)::int as games_won,
      coalesce(sum(c.side1 * g.games2 + c.side2 * g.games1), 0)::int as games_lost
    from league_poule_matches g cross join lateral (
      select (g.player1 = pp.id)::int + (g.player2 = pp.id)::int as side1, (g.player3 = pp.id)::int + (g.player4 = pp.id)::int as side2
    ) c
    where g.poule_id = pp.poule_id and g.games1 is not null and g.games2 is not null
  ) st
  where pp.poule_id = p.id
)`;

/** The players in standings order, and who stands on court for each place (the replacement when there is one). */
const poulePlayers = sql`(
  select json_agg(json_build_object('poulePlayerId', x.id, 'player', x.player_index, 'subscriptionId', x.subscription_id,
      'memberId', x.member_id, 'memberName', x.name, 'memberRanking', x.member_ranking,
      'replacementId', coalesce(x.replacement_member_id, 0), 'replacementName', coalesce(x.replacement_name, ''),
      'absenceReasonId', coalesce(x.absence_reason_id, 0), 'absenceReason', coalesce(x.reason, ''), 'status', x.status,
      'matchesWon', x.matches_won, 'matchesLost', x.matches_lost, 'gamesWon', x.games_won, 'gamesLost', x.games_lost,
      'saldo', x.games_won - x.games_lost, 'ranking', x.ranking) order by x.ranking) as json,
    jsonb_object_agg(x.id, coalesce(x.replacement_name, x.name)) as court
  from ${pouleRanked} x
)`;

/** A place that is not the poule's shows an empty name, as poules.ts does. */
const name = (column: string) => sql.raw(`coalesce(pl.court ->> g.${column}::text, '')`);
const pouleMatches = sql`(
  select json_agg(json_build_object('pouleGameId', g.id, 'matchIndex', g.match_index,
      'playerId1', g.player1, 'playerId2', g.player2, 'playerId3', g.player3, 'playerId4', g.player4,
      'playerName1', ${name('player1')}, 'playerName2', ${name('player2')}, 'playerName3', ${name('player3')}, 'playerName4', ${name('player4')},
      'team1', ${name('player1')} || ' / ' || ${name('player2')}, 'team2', ${name('player3')} || ' / ' || ${name('player4')},
      'games1', g.games1, 'games2', g.games2, 'remarks', g.remarks) order by g.match_index) as json,
    count(*) filter (where g.games1 is not null and g.games2 is not null)::int as results
  from league_poule_matches g where g.poule_id = p.id
)`;

// The status texts are bind parameters (statusTexts): the statement is prepared once, the texts are the caller's language.
const pouleStatusText = sql`case when p.status >= 9 then ${sql.placeholder('pouleClosed')}::text when p.status >= 3 then ${sql.placeholder('poulePlayed')}::text else ${sql.placeholder('pouleToPlay')}::text end`;

/** The member's poule in each series shown: the poule as poules.ts answers it, then its series and the member's place. */
const participationsJson = sql`coalesce((
  select json_agg(json_build_object(
    'level', lv.level, 'levelId', lv.id, 'levelCode', lv.code, 'pouleId', p.id, 'poule', p.poule, 'resultEntry', leagues.results_entry,
    'pouleStatus', p.status, 'pouleStatusDescription', ${pouleStatusText},
    'poulePlayers', coalesce(pl.json, '[]'), 'pouleResults', mt.results, 'pouleMatches', coalesce(mt.json, '[]'),
    'playDate', coalesce(to_char(p.play_date, 'YYYY-MM-DD'), ''), 'playTime', p.play_time, 'playTerrain', p.play_terrain,
    'playRemarks', p.play_remarks,
    'serieId', s.id, 'serie', s.serie, 'period', ${period('s.date_from', 's.date_till')}, 'serieStatus', s.status,
    'poulePlayerId', me.id, 'poulePlayerIndex', me.player_index, 'subscriptionId', me.subscription_id,
    'poulePlayerStatus', me.status, 'unSubscribed', sub.unsubscribed_at is not null) order by s.serie, me.id)
  from league_poule_players me
  join league_poules p on p.id = me.poule_id
  join league_series s on s.id = p.serie_id
  join league_levels lv on lv.id = p.level_id
  join league_subscriptions sub on sub.id = me.subscription_id
  cross join lateral ${poulePlayers} pl
  cross join lateral ${pouleMatches} mt
  where me.member_id = ${sql.placeholder('whom')}::int and s.league_id = leagues.id and s.status >= 2), '[]')`;

/** The status texts `informationOf` binds, in the current language: read per call, never when the statement is prepared. */
export function statusTexts() {
  return {
    serieStatus: JSON.stringify(leagueText.serieStatus),
    pouleClosed: leagueText.pouleStatus(9),
    poulePlayed: leagueText.pouleStatus(3),
    pouleToPlay: leagueText.pouleStatus(2),
  };
}

/** No row: the league is not this club's. Execute with statusTexts() besides leagueId, clubId and whom. */
export const informationOf = preparedPer((db: Db) =>
  db
    .select({ json: sql<string>`json_build_object('levels', ${levelsJson}, 'series', ${seriesJson}, 'participations', ${participationsJson})::text` })
    .from(leagues)
    .where(and(eq(leagues.id, sql.placeholder('leagueId')), eq(leagues.clubId, sql.placeholder('clubId'))))
    .prepare('league_information'),
);
