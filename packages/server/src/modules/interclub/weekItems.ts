import { sql, type SQL } from 'drizzle-orm';
import { memberIdsOf, type WeekScope } from '../../db/weekScope.ts';
import { currentSeasonOf } from './season.ts';

/**
 * The meetings of the week that concern one of the linked members, as /teams' 'Enkel mijn ploegen'
 * decides it (captain, roster, line-up or an answer), one row per member and meeting. An answer is
 * asked of a player on the roster or in the line-up who has not answered yet.
 */
export function meetingWeekItems(s: WeekScope): SQL {
  const ids = memberIdsOf(s);
  return sql`
    select m.play_date::text as day, m.play_time as at, json_build_object(
      'kind', 'meeting', 'id', m.id, 'memberId', me.id, 'memberName', me.first_name || ' ' || me.last_name,
      'date', m.play_date::text, 'time', m.play_time,
      'asksAnswer', c.member_id is null and (x.on_roster or x.in_line_up),
      'team', t.name, 'meeting', m.home_team || ' - ' || m.away_team, 'homeout', case when m.home then 'H' else 'U' end,
      'answer', coalesce(c.participate, -1), 'inLineUp', x.in_line_up,
      'lineUp', coalesce((select string_agg(p.first_name || ' ' || p.last_name, ', ' order by mp.position)
        from meeting_players mp join members p on p.id = mp.member_id where mp.meeting_id = m.id and not mp.reserve), ''),
      'driver', coalesce(d.first_name || ' ' || d.last_name, ''), 'score', m.score) as item
    from meetings m
    join teams t on t.id = m.team_id and t.club_id = ${s.clubId} and t.season = ${currentSeasonOf(s.clubId)}
    join members me on me.id = any(${ids}) and me.club_id = ${s.clubId}
    cross join lateral (select
      exists (select 1 from team_players tp where tp.team_id = m.team_id and tp.member_id = me.id) as on_roster,
      exists (select 1 from meeting_players mp where mp.meeting_id = m.id and mp.member_id = me.id) as in_line_up) x
    left join meeting_confirmations c on c.meeting_id = m.id and c.member_id = me.id
    left join members d on d.id = m.driver_member_id
    where m.club_id = ${s.clubId} and m.play_date between ${s.from} and ${s.until}
      and (x.on_roster or x.in_line_up or c.member_id is not null or t.captain_member_id = me.id)
    union all
    ${followedWeekItems(s)}`;
}

/**
 * The week's meetings of the teams the account follows (issue 34), one line each, for no member
 * (memberId 0), unless they already concern one of its linked members (that line says more).
 */
function followedWeekItems(s: WeekScope): SQL {
  const ids = memberIdsOf(s);
  return sql`
    select m.play_date::text as day, m.play_time as at, json_build_object(
      'kind', 'meeting', 'id', m.id, 'memberId', 0, 'memberName', '',
      'date', m.play_date::text, 'time', m.play_time, 'asksAnswer', false,
      'team', t.name, 'meeting', m.home_team || ' - ' || m.away_team, 'homeout', case when m.home then 'H' else 'U' end,
      'answer', -1, 'inLineUp', false,
      'lineUp', coalesce((select string_agg(p.first_name || ' ' || p.last_name, ', ' order by mp.position)
        from meeting_players mp join members p on p.id = mp.member_id where mp.meeting_id = m.id and not mp.reserve), ''),
      'driver', coalesce(d.first_name || ' ' || d.last_name, ''), 'score', m.score, 'followed', true) as item
    from team_follows f
    join teams t on t.id = f.team_id and t.club_id = ${s.clubId} and t.season = ${currentSeasonOf(s.clubId)}
    join meetings m on m.team_id = t.id and m.club_id = ${s.clubId} and m.play_date between ${s.from} and ${s.until}
    left join members d on d.id = m.driver_member_id
    where f.user_id = ${s.userId ?? 0} and f.club_id = ${s.clubId}
      and not ${concernsMembers(ids)}`;
}

/** The meeting m of team t concerns one of these members: captain, roster, line-up or an answer. */
function concernsMembers(ids: SQL): SQL {
  return sql`(t.captain_member_id = any(${ids})
        or exists (select 1 from team_players tp where tp.team_id = m.team_id and tp.member_id = any(${ids}))
        or exists (select 1 from meeting_players mp where mp.meeting_id = m.id and mp.member_id = any(${ids}))
        or exists (select 1 from meeting_confirmations c where c.meeting_id = m.id and c.member_id = any(${ids})))`;
}

/** Last week's scores of the meetings that concern any linked member or of a team the account follows: one line per meeting. */
export function meetingWeekResults(s: WeekScope): SQL {
  const ids = memberIdsOf(s);
  return sql`
    select m.play_date::text as day, m.play_time as at, json_build_object(
      'kind', 'meeting', 'id', m.id, 'date', m.play_date::text, 'team', t.name,
      'meeting', m.home_team || ' - ' || m.away_team, 'score', m.score, 'won', m.won) as item
    from meetings m
    join teams t on t.id = m.team_id and t.club_id = ${s.clubId} and t.season = ${currentSeasonOf(s.clubId)}
    where m.club_id = ${s.clubId} and m.play_date >= ${s.resultsFrom} and m.play_date < ${s.from} and m.score <> ''
      and (${concernsMembers(ids)}
        or exists (select 1 from team_follows f where f.team_id = m.team_id and f.user_id = ${s.userId ?? 0}))`;
}
