import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs, meetings, members, teams } from '../../db/schema.ts';
import type { TabtTeamMatch } from '../../adapters/tabt/tabtSchemas.ts';
import { matchUrl, type TabtSite } from '../../adapters/tabt/tabtSite.ts';
import type { SyncSummary } from './tabtSyncSummary.ts';
import { letterOf } from './tabtSyncTeams.ts';
import { applySiteValues, createMeeting, recordSheetVictories, type SiteMeetingValues } from '../interclub/siteImport.ts';

/* The sync's second step (see tabtSync.ts): the club calendar into meetings, the match sheets into meeting_players. */

type ClubRow = typeof clubs.$inferSelect;
type TeamRow = typeof teams.$inferSelect;
type MeetingValues = SiteMeetingValues;

function venueOf(match: TabtTeamMatch): string {
  const v = match.VenueEntry;
  return v ? [v.Name, v.Street, v.Town].map((s) => s.trim()).filter(Boolean).join(', ') : '';
}

/**
 * A meeting's values from the site. The score is taken once the match is final or its day is over;
 * a score shown during the match is the live score (matchResult), not the meeting's result.
 */
export function meetingValues(match: TabtTeamMatch, home: boolean, site: TabtSite, today: string, complete = false): MeetingValues {
  // complete: the evening poller saw every individual match played (tabtLivePoll.ts): that is the result.
  const done = complete || match.IsValidated || match.IsLocked || match.Date < today;
  const score = done ? (match.Score ?? '') : '';
  const [h, a] = score.split('-').map((s) => Number(s.trim()));
  let won: MeetingValues['won'] = '';
  if (score !== '' && Number.isFinite(h) && Number.isFinite(a)) {
    const [ours, theirs] = home ? [h!, a!] : [a!, h!];
    won = ours > theirs ? 'Y' : ours < theirs ? 'N' : '';
  }
  return {
    week: Number(match.WeekName),
    playId: match.MatchId,
    matchUniqueId: match.MatchUniqueId ?? null,
    playDate: match.Date,
    playTime: match.Time.slice(0, 5),
    home,
    homeTeam: match.HomeTeam,
    awayTeam: match.AwayTeam,
    address: venueOf(match),
    frenoyUrl: match.MatchUniqueId !== undefined ? matchUrl(site, match.MatchUniqueId) : '',
    score,
    won,
  };
}

export async function syncMeetings(
  db: Db,
  club: ClubRow,
  site: TabtSite,
  today: string,
  ourTeams: TeamRow[],
  sheets: TabtTeamMatch[],
  summary: SyncSummary,
): Promise<void> {
  const teamIds = ourTeams.map((t) => t.id);
  if (teamIds.length === 0) {
    summary.matchesUnmatched += sheets.length;
    return;
  }
  const rows = await db.select().from(meetings).where(and(eq(meetings.clubId, club.id), inArray(meetings.teamId, teamIds)));
  const memberByIndex = await membersByIndex(db, club.id);

  for (const match of sheets) {
    if (!/^\d+$/.test(match.WeekName)) continue;
    // Both sides are ours in a club derby: each team gets its own meeting.
    const sides = [match.HomeClub === club.code && ('home' as const), match.AwayClub === club.code && ('away' as const)].filter(
      (s) => s !== false,
    );
    for (const side of sides) {
      const team = teamOf(ourTeams, letterOf(side === 'home' ? match.HomeTeam : match.AwayTeam), match.DivisionId);
      if (!team) {
        summary.matchesUnmatched++;
        continue;
      }
      const values = meetingValues(match, side === 'home', site, today);
      // The site's number; else its match name (unplayed matches may have no number yet); else a
      // meeting of that week made by hand before the first sync.
      let meeting =
        (match.MatchUniqueId !== undefined ? rows.find((m) => m.teamId === team.id && m.matchUniqueId === match.MatchUniqueId) : undefined) ??
        (match.MatchId ? rows.find((m) => m.teamId === team.id && m.playId === match.MatchId) : undefined) ??
        rows.find((m) => m.teamId === team.id && m.week === values.week && m.matchUniqueId === null && m.playId === '');
      if (meeting) {
        const changes = await applySiteValues(db, club.id, meeting.id, values);
        if (Object.keys(changes).length > 0) {
          Object.assign(meeting, changes);
          summary.meetingsUpdated++;
        }
      } else {
        meeting = await createMeeting(db, { ...values, clubId: club.id, teamId: team.id });
        rows.push(meeting);
        summary.meetingsCreated++;
      }
      if (match.MatchDetails?.DetailsCreated) {
        const players = (side === 'home' ? match.MatchDetails.HomePlayers : match.MatchDetails.AwayPlayers)?.Players ?? [];
        summary.sheetPlayers += await recordSheetVictories(db, club.id, meeting.id, ourPlayers(players, memberByIndex));
      }
    }
  }
}

/** The club's members by their competition index (members.association_id). */
export async function membersByIndex(db: Db, clubId: number): Promise<Map<string, number>> {
  const rows = await db.select({ id: members.id, associationId: members.associationId }).from(members).where(eq(members.clubId, clubId));
  return new Map(rows.filter((m) => m.associationId !== '').map((m) => [m.associationId, m.id]));
}

function teamOf(ourTeams: TeamRow[], letter: string, divisionId: number | undefined): TeamRow | undefined {
  const byLetter = ourTeams.filter((t) => t.letter === letter);
  return byLetter.find((t) => t.divisionId === divisionId) ?? (byLetter.length === 1 ? byLetter[0] : undefined);
}

/** The sheet's players that are our members (by their competition index), with their victory counts. */
export function ourPlayers(
  players: { UniqueIndex: number; VictoryCount?: number }[],
  memberByIndex: Map<string, number>,
): { memberId: number; victoryCount: number }[] {
  return players.flatMap((p) => {
    const memberId = memberByIndex.get(String(p.UniqueIndex));
    return memberId === undefined ? [] : [{ memberId, victoryCount: p.VictoryCount ?? 0 }];
  });
}
