import { cacheKey, memberResultsRequest } from '../adapters/tabt/tabtRequests.ts';
import { GetMembersResponse, type TabtResultEntry } from '../adapters/tabt/tabtSchemas.ts';
import type { Federation } from '../adapters/tabt/tabtSite.ts';
import { opponentOf, strength, upper, type CacheAnswer, type MeetingRow, type MemberRow, type Sheet } from './demoCompetitionMatches.ts';

/*
 * Every demo member's results as the competition site would answer them (see demoCompetitionCache.ts):
 * his matches on the finished sheets, and for the member login a tournament before the season.
 */

/** One GetMembers answer per member with a federation number; competition players also get a rating. */
export function memberResultsAnswers(
  federation: Federation,
  season: number,
  clubCode: string,
  today: string,
  clubMembers: MemberRow[],
  playing: Set<number>,
  calendar: MeetingRow[],
  sheets: Sheet[],
): CacheAnswer[] {
  const results = resultsByPlayer(sheets.filter((s) => !s.live));
  const eloDate = `${today.slice(0, 8)}01`;
  const answers: CacheAnswer[] = [];
  for (const m of clubMembers) {
    if (!/^\d+$/.test(m.associationId)) continue;
    const uniqueIndex = Number(m.associationId);
    const own = [...(results.get(uniqueIndex) ?? []), ...tournamentResults(m, calendar)].sort((a, b) => a.Date.localeCompare(b.Date));
    answers.push({
      key: cacheKey(federation, 'GetMembers', memberResultsRequest(season, uniqueIndex)),
      operation: 'GetMembers',
      response: GetMembersResponse.parse({
        MemberCount: 1,
        MemberEntries: [
          {
            Position: 1,
            UniqueIndex: uniqueIndex,
            RankingIndex: 1,
            FirstName: upper(m.firstName),
            LastName: upper(m.lastName),
            Ranking: m.ranking,
            Status: m.memberState === 1 ? 'A' : 'I',
            Club: clubCode,
            // Only competition players have a rating; it follows the ranking with a personal touch.
            RankingPointsEntries: playing.has(m.id)
              ? [{ MethodName: 'ELO', Value: 2000 - strength(m.ranking) * 55 + ((m.id * 37) % 40), LastModified: eloDate }]
              : [],
            ResultEntries: own,
          },
        ],
      }),
    });
  }
  return answers;
}

/** Every finished sheet's matches, per player of ours (by UniqueIndex): a result entry describes the opponent. */
function resultsByPlayer(sheets: Sheet[]): Map<number, TabtResultEntry[]> {
  const out = new Map<number, TabtResultEntry[]>();
  for (const s of sheets) {
    const opp = opponentOf(s.meeting);
    for (const r of s.results) {
      const me = s.ours[r.ourPos - 1]!;
      const them = s.theirs[r.theirPos - 1]!;
      const list = out.get(me.UniqueIndex) ?? [];
      list.push({
        Date: s.meeting.playDate,
        UniqueIndex: them.UniqueIndex,
        FirstName: them.FirstName,
        LastName: them.LastName,
        Ranking: them.Ranking,
        Result: r.won ? 'V' : 'D',
        SetFor: r.ourSets,
        SetAgainst: r.theirSets,
        CompetitionType: 'C',
        Club: opp.club,
        MatchId: s.meeting.playId,
        MatchUniqueId: s.meeting.matchUniqueId!,
      });
      out.set(me.UniqueIndex, list);
    }
  }
  return out;
}

/** A tournament before the season for the member login (Jan Peeters), so ranking classes show more than interclub. */
function tournamentResults(m: MemberRow, calendar: MeetingRow[]): TabtResultEntry[] {
  if (!(m.firstName === 'Jan' && m.lastName === 'Peeters') || calendar.length === 0) return [];
  const day = new Date(`${calendar[0]!.playDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 12);
  const date = day.toISOString().slice(0, 10);
  const opponents: [string, string, string, 'V' | 'D', number, number][] = [
    ['WOUT', 'DE KEYSER', 'D0', 'V', 3, 0],
    ['PIETER', 'VAN ACKER', 'C4', 'V', 3, 2],
    ['BRAM', 'VERSCHUEREN', 'C2', 'V', 3, 1],
    ['SEPPE', 'COPPENS', 'B6', 'D', 1, 3],
  ];
  return opponents.map(([first, last, ranking, result, setFor, setAgainst], i) => ({
    Date: date,
    UniqueIndex: 650_000 + i,
    FirstName: first,
    LastName: last,
    Ranking: ranking,
    Result: result,
    SetFor: setFor,
    SetAgainst: setAgainst,
    CompetitionType: 'T',
    Club: 'TTC Gentbrugge',
    TournamentName: 'Criterium Oost-Vlaanderen',
    TournamentSerieName: 'Reeks C',
  }));
}
