import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/preparedPer.ts';
import { escapedHtml, uriComponent } from '../../db/sqlText.ts';
import { icalFeeds, meetingConfirmations, meetingPlayers, members, teamPlayers, teams, meetings } from '../../db/schema.ts';
import { MEETING_PAGE_SIZE } from '@clubhuis/contract/rules/interclub';
import { interclubText } from './messages.ts';
import { currentSeasonOf } from './season.ts';

/** Which meetings: the club's current season, narrowed by each part that is set. */
export interface MeetingScope {
  clubId: number;
  /** One meeting (teamcalendar id); else the club's current season. */
  meetingId?: number;
  teamId?: number;
  /** Meetings where this member is lined up or on the roster (personal feed). */
  memberId?: number;
  /** Meetings that concern this member (/teams 'only my teams'): also as captain or by an answer. */
  concerning?: number;
  /** Play dates from this day on (ISO date). */
  from?: string;
  /** Play dates up to this day; the answer then runs latest first, MEETING_PAGE_SIZE at a time. */
  until?: { date: string; page: number };
}

const SCOPE_PARTS = ['meetingId', 'teamId', 'memberId', 'concerning', 'from', 'until'] as const;
type ScopePart = (typeof SCOPE_PARTS)[number];

const p = (name: string) => sql.placeholder(name);

/** The meetings of the scope as `page`: one row per meeting with its team, driver and feed token. */
function pageOf(parts: ReadonlySet<ScopePart>): SQL {
  const club = p('clubId');
  const where: SQL[] = [sql`${meetings.clubId} = ${club}`, sql`${teams.clubId} = ${club}`];
  if (parts.has('meetingId')) where.push(sql`${meetings.id} = ${p('meetingId')}`);
  else where.push(sql`${teams.season} = ${currentSeasonOf(club)}`);
  if (parts.has('teamId')) where.push(sql`${meetings.teamId} = ${p('teamId')}`);
  if (parts.has('memberId')) {
    const m = sql`${p('memberId')}::int`;
    where.push(sql`(exists (select 1 from ${meetingPlayers} where ${meetingPlayers.meetingId} = ${meetings.id} and ${meetingPlayers.memberId} = ${m})
      or exists (select 1 from ${teamPlayers} where ${teamPlayers.teamId} = ${meetings.teamId} and ${teamPlayers.memberId} = ${m}))`);
  }
  if (parts.has('concerning')) {
    const m = sql`${p('concerning')}::int`;
    where.push(sql`(${teams.captainMemberId} = ${m}
      or exists (select 1 from ${teamPlayers} where ${teamPlayers.teamId} = ${meetings.teamId} and ${teamPlayers.memberId} = ${m})
      or exists (select 1 from ${meetingPlayers} where ${meetingPlayers.meetingId} = ${meetings.id} and ${meetingPlayers.memberId} = ${m})
      or exists (select 1 from ${meetingConfirmations} where ${meetingConfirmations.meetingId} = ${meetings.id} and ${meetingConfirmations.memberId} = ${m}))`);
  }
  if (parts.has('from')) where.push(sql`${meetings.playDate} >= ${p('from')}::date`);
  const paged = parts.has('until');
  if (paged) where.push(sql`${meetings.playDate} <= ${p('until')}::date`);
  // Soonest first; a page of played meetings latest first. The page size is written into the text: with
  // `limit $n` PostgreSQL cannot cost its generic plan and plans every execution afresh (~1.3 ms here).
  const order = paged
    ? sql`${meetings.playDate} desc, ${meetings.playTime} desc, ${teams.name}, ${meetings.id}`
    : sql`${meetings.playDate}, ${meetings.playTime}, ${teams.name}, ${meetings.id}`;
  return sql`select ${meetings.id} as id, ${meetings.teamId} as team_id, ${meetings.week} as week, ${meetings.playId} as play_id,
      ${meetings.playDate} as play_date, ${meetings.playTime} as play_time, ${meetings.home} as home,
      ${meetings.homeTeam} as home_team, ${meetings.awayTeam} as away_team, ${meetings.address} as address,
      ${meetings.frenoyUrl} as frenoy_url, ${meetings.score} as score, ${meetings.won} as won,
      ${meetings.intermediateScore} as intermediate_score, ${meetings.report} as report,
      ${meetings.driverMemberId} as driver_member_id, ${meetings.driverRemarks} as driver_remarks,
      ${meetings.compositionRemarks} as composition_remarks, ${meetings.compositionError} as composition_error,
      ${teams.name} as team_name, ${teams.description} as team_description, ${teams.division} as division,
      ${teams.playersPerTeam} as players_per_team, ${teams.startPlayerIndex} as start_player_index,
      ${teams.captainMemberId} as captain_member_id, ${teams.sport} as sport,
      driver.first_name as driver_first, driver.last_name as driver_last, ${icalFeeds.token} as token,
      row_number() over (order by ${order}) as n
    from ${meetings}
    join ${teams} on ${teams.id} = ${meetings.teamId}
    left join ${members} driver on driver.id = ${meetings.driverMemberId}
    left join ${icalFeeds} on ${icalFeeds.teamId} = ${teams.id}
    where ${sql.join(where, sql` and `)}
    order by ${order}${paged ? sql` limit ${sql.raw(String(MEETING_PAGE_SIZE))} offset ${p('offset')}` : sql``}`;
}

/** The line-ups of the page's meetings: ids and the HTML list, players (by position) before reserves. */
const lineUps = sql`select mp.meeting_id,
    string_agg(mp.member_id::text, ',' order by mp.position) filter (where not mp.reserve) as players,
    string_agg(mp.member_id::text, ',' order by mp.position) filter (where mp.reserve) as reserves,
    string_agg(x.item, '' order by mp.position) filter (where not mp.reserve) as players_html,
    string_agg(x.item, '' order by mp.position) filter (where mp.reserve) as reserves_html
  from ${meetingPlayers} mp
  join ${members} pl on pl.id = mp.member_id
  cross join lateral (select '<li>' || ${escapedHtml(sql`pl.first_name || ' ' || pl.last_name`)}
    || case when pl.ranking = '' then '' else ' (' || ${escapedHtml(sql`pl.ranking`)} || ')' end || '</li>' as item) x
  where mp.meeting_id in (select id from page)
  group by mp.meeting_id`;

/** The answers to the page's meetings, by name (last, first). */
const answers = sql`select mc.meeting_id,
    string_agg(mb.first_name || ' ' || mb.last_name, ', ' order by mb.last_name, mb.first_name, mc.member_id) filter (where mc.participate = 1) as confirmed_names,
    string_agg(mc.member_id::text, ',' order by mb.last_name, mb.first_name, mc.member_id) filter (where mc.participate = 1 and mc.can_drive) as can_drive,
    string_agg(mc.member_id::text, ',' order by mb.last_name, mb.first_name, mc.member_id) filter (where mc.participate = 1) as confirmed,
    string_agg(mc.member_id::text, ',' order by mb.last_name, mb.first_name, mc.member_id) filter (where mc.participate <> 1) as denied,
    json_agg(c order by mb.last_name, mb.first_name, mc.member_id) as list
  from ${meetingConfirmations} mc
  join ${members} mb on mb.id = mc.member_id
  cross join lateral (select mc.member_id as "memberId", mb.first_name || ' ' || mb.last_name as "memberName",
    mc.option_number as "confirmationOption", case when mc.participate = 1 then 1 else 0 end as "participate",
    mc.can_drive as "canDrive", mc.remarks as "remarks") c
  where mc.meeting_id in (select id from page)
  group by mc.meeting_id`;

/** The rosters of the page's teams, in order. */
const rosters = sql`select tp.team_id, string_agg(tp.member_id::text, ',' order by tp.position) as ids
  from ${teamPlayers} tp
  where tp.team_id in (select team_id from page)
  group by tp.team_id`;

/** The short weekday (current language) and dd/mm/yyyy, as meetingMapper's dateDescription writes it. */
const dateDescription = sql`(${sql.placeholder('weekdays')}::text[])[extract(dow from p.play_date)::int + 1] || to_char(p.play_date, ' DD/MM/YYYY')`;

/** The spec's Meeting, field for field as the contract has it (a row, so its JSON has no blanks). */
const meetingFields = sql`select p.id as "id", p.play_id as "playId", p.play_date as "playDate", p.play_time as "playTime",
    ${dateDescription} as "dateDescription", ${sql.placeholder('weekWord')}::text || ' ' || p.week as "weekDescription",
    p.team_id as "teamId", p.team_name as "team", p.team_description as "teamDescription",
    p.home_team || ' - ' || p.away_team as "meeting", p.division as "division",
    p.players_per_team as "nrOfPlayersPerTeam", p.start_player_index as "startPlayerIndex",
    coalesce(p.captain_member_id, 0) as "captain",
    coalesce('<ol>' || lu.players_html || '</ol>', '')
      || coalesce('<p>' || ${sql.placeholder('reservesHeading')}::text || '</p><ul>' || lu.reserves_html || '</ul>', '') as "composition",
    p.composition_error as "error",
    coalesce(lu.players, '') as "members", coalesce(lu.reserves, '') as "reserves",
    p.intermediate_score as "intermediateScore", p.score as "score", p.won as "won",
    case when p.home then 'H' else 'U' end as "homeout",
    p.address as "address", p.frenoy_url as "frenoyUrl",
    case when p.address = '' then '' else 'https://www.google.com/maps/search/?api=1&query=' || ${uriComponent(sql`p.address`)} end as "googleMapsUrl",
    coalesce(p.driver_member_id, 0) as "driverId",
    coalesce(p.driver_first || ' ' || p.driver_last, '') as "driver",
    p.driver_remarks as "driverRemarks",
    coalesce(an.confirmed_names, '') as "confirmedMembers", coalesce(an.can_drive, '') as "canDrive",
    case when p.report = '' then '' else '<p>' || replace(${escapedHtml(sql`p.report`)}, E'\\n', '<br>') || '</p>' end as "report",
    coalesce(${sql.placeholder('feedBase')}::text || '/api/ical/' || p.token || '.ics', '') as "icalUrl",
    coalesce(an.confirmed, '') as "confirmed", coalesce(an.denied, '') as "denied",
    p.composition_remarks as "remarks", p.sport as "sport",
    coalesce(an.list, '[]'::json) as "confirmations",
    coalesce(ro.ids, '') as "teamPlayers"`;

/**
 * The whole answer in one statement: PostgreSQL picks the meetings, joins their line-ups, answers and
 * rosters per set (not per meeting) and writes the JSON text, which the server sends as it is.
 */
function statementOf(db: Db, parts: ReadonlySet<ScopePart>) {
  const answer = sql`with page as materialized (${pageOf(parts)}),
      lu as (${lineUps}), an as (${answers}), ro as (${rosters})
    select coalesce(json_agg(m order by p.n), '[]')::text as json
    from page p
    left join lu on lu.meeting_id = p.id
    left join an on an.meeting_id = p.id
    left join ro on ro.team_id = p.team_id
    cross join lateral (${meetingFields}) m`;
  return db
    .select({ json: sql<string>`answer.json` })
    .from(sql`(${answer}) answer`)
    .prepare(`meetings_json_${[...parts].join('_')}`);
}

type Statement = ReturnType<typeof statementOf>;

/** One prepared statement per combination of scope parts that is asked for (a handful), per database. */
const statementsOf = preparedPer(() => new Map<string, Statement>());

/** The meetings of the scope as the JSON text of the spec's Meeting list. */
export async function meetingsJson(db: Db, scope: MeetingScope, feedBase: string): Promise<string> {
  const parts = new Set(SCOPE_PARTS.filter((part) => scope[part] !== undefined));
  const key = [...parts].join(',');
  const statements = statementsOf(db);
  let statement = statements.get(key);
  if (statement === undefined) statements.set(key, (statement = statementOf(db, parts)));
  const { until } = scope;
  const [row] = await statement.execute({
    clubId: scope.clubId,
    meetingId: scope.meetingId,
    teamId: scope.teamId,
    memberId: scope.memberId,
    concerning: scope.concerning,
    from: scope.from,
    until: until?.date,
    offset: until && until.page * MEETING_PAGE_SIZE,
    feedBase,
    // The words of the JSON, in the call's language (read here, per call: never once at module level).
    weekdays: `{${interclubText.weekdays.map((d) => `"${d}"`).join(',')}}`,
    weekWord: interclubText.weekWord,
    reservesHeading: interclubText.reservesHeading,
  });
  return row!.json;
}
