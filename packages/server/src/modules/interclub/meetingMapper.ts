import type { Meeting } from '@clubhuis/contract/entities/interclub';
import type { meetings, teams } from '../../db/schema.ts';
import { escapeHtml } from '../../http/html.ts';
import { interclubText } from './messages.ts';

export interface MeetingRow {
  meeting: typeof meetings.$inferSelect;
  team: typeof teams.$inferSelect;
  driverFirst: string | null;
  driverLast: string | null;
  feedToken: string | null;
}

export interface LineUpRow {
  meetingId: number;
  memberId: number;
  reserve: boolean;
  firstName: string;
  lastName: string;
  ranking: string;
}

export interface AnswerRow {
  meetingId: number;
  memberId: number;
  option: number;
  participate: number;
  canDrive: boolean;
  remarks: string;
  firstName: string;
  lastName: string;
}

const dayFormat = new Intl.DateTimeFormat('nl-BE', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'za 22/11/2026' for '2026-11-22'. */
export function dateDescription(playDate: string): string {
  return dayFormat.format(new Date(`${playDate}T00:00:00Z`));
}

function mapsUrl(address: string): string {
  return address === '' ? '' : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export function feedUrl(feedBase: string, token: string | null): string {
  return token ? `${feedBase}/api/ical/${token}.ics` : '';
}

/** The line-up as HTML from escaped names: players numbered, reserves after them. */
function compositionHtml(lineUp: LineUpRow[]): string {
  const item = (p: LineUpRow) => `<li>${escapeHtml(`${p.firstName} ${p.lastName}`)}${p.ranking ? ` (${escapeHtml(p.ranking)})` : ''}</li>`;
  const players = lineUp.filter((p) => !p.reserve);
  const reserves = lineUp.filter((p) => p.reserve);
  let html = players.length ? `<ol>${players.map(item).join('')}</ol>` : '';
  if (reserves.length) html += `<p>${interclubText.reserves}:</p><ul>${reserves.map(item).join('')}</ul>`;
  return html;
}

const ids = (list: { memberId: number }[]) => list.map((x) => x.memberId).join(',');

export function toMeeting(
  row: MeetingRow,
  extra: { lineUp: LineUpRow[]; answers: AnswerRow[]; roster: number[]; feedBase: string },
): Meeting {
  const { meeting: m, team: t } = row;
  const confirmed = extra.answers.filter((a) => a.participate === 1);
  return {
    id: m.id,
    playId: m.playId,
    playDate: m.playDate,
    playTime: m.playTime,
    dateDescription: dateDescription(m.playDate),
    weekDescription: `Week ${m.week}`,
    teamId: t.id,
    team: t.name,
    teamDescription: t.description,
    meeting: `${m.homeTeam} - ${m.awayTeam}`,
    division: t.division,
    nrOfPlayersPerTeam: t.playersPerTeam,
    startPlayerIndex: t.startPlayerIndex,
    captain: t.captainMemberId ?? 0,
    composition: compositionHtml(extra.lineUp),
    error: m.compositionError,
    members: ids(extra.lineUp.filter((p) => !p.reserve)),
    reserves: ids(extra.lineUp.filter((p) => p.reserve)),
    intermediateScore: m.intermediateScore,
    score: m.score,
    won: m.won,
    homeout: m.home ? 'H' : 'U',
    address: m.address,
    frenoyUrl: m.frenoyUrl,
    googleMapsUrl: mapsUrl(m.address),
    driverId: m.driverMemberId ?? 0,
    driver: row.driverFirst === null ? '' : `${row.driverFirst} ${row.driverLast}`,
    driverRemarks: m.driverRemarks,
    confirmedMembers: confirmed.map((a) => `${a.firstName} ${a.lastName}`).join(', '),
    canDrive: ids(confirmed.filter((a) => a.canDrive)),
    report: m.report === '' ? '' : `<p>${escapeHtml(m.report).replace(/\n/g, '<br>')}</p>`,
    icalUrl: feedUrl(extra.feedBase, row.feedToken),
    confirmed: ids(confirmed),
    denied: ids(extra.answers.filter((a) => a.participate !== 1)),
    remarks: m.compositionRemarks,
    sport: t.sport,
    confirmations: extra.answers.map((a) => ({
      memberId: a.memberId,
      memberName: `${a.firstName} ${a.lastName}`,
      confirmationOption: a.option,
      participate: a.participate === 1 ? 1 : 0,
      canDrive: a.canDrive,
      remarks: a.remarks,
    })),
    teamPlayers: extra.roster.join(','),
  };
}
