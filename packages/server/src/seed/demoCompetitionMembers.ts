import { cacheKey, clubMembersRequest, memberResultsRequest } from '../adapters/tabt/tabtRequests.ts';
import { GetMembersResponse, type TabtResultEntry } from '../adapters/tabt/tabtSchemas.ts';
import type { Federation } from '../adapters/tabt/tabtSite.ts';
import { eloOfClass } from '@clubhuis/contract/rules/rankingPoints';
import { opponentOf, strength, upper, type CacheAnswer, type MemberRow, type Sheet } from './demoCompetitionMatches.ts';

/*
 * Every demo member's results as the competition site would answer them (see demoCompetitionCache.ts):
 * his matches on the finished sheets and nothing else, so ranking classes, matches and week results
 * count the same matches (issue 14, item 15).
 */

/** What differs between a member's seasons in its GetMembers answer. */
interface SeasonEntry {
  Status: string;
  RankingPointsEntries: { MethodName: string; Value: number; LastModified: string }[];
  ResultEntries: TabtResultEntry[];
}

/** One GetMembers answer per member with a federation number; competition players also get a rating. */
export function memberResultsAnswers(
  federation: Federation,
  season: number,
  clubCode: string,
  today: string,
  clubMembers: MemberRow[],
  playing: Set<number>,
  sheets: Sheet[],
): CacheAnswer[] {
  const results = resultsByPlayer(sheets.filter((s) => !s.live));
  const eloDate = `${today.slice(0, 8)}01`;
  const answers: CacheAnswer[] = [];
  /** One member's GetMembers answer of a season, as the site gives it. */
  const answer = (m: MemberRow, uniqueIndex: number, ofSeason: number, entry: SeasonEntry): CacheAnswer => ({
    key: cacheKey(federation, 'GetMembers', memberResultsRequest(ofSeason, uniqueIndex)),
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
          Club: clubCode,
          ...entry,
        },
      ],
    }),
  });
  for (const m of clubMembers) {
    if (!/^\d+$/.test(m.associationId)) continue;
    const uniqueIndex = Number(m.associationId);
    const own = [...(results.get(uniqueIndex) ?? [])].sort((a, b) => a.Date.localeCompare(b.Date));
    answers.push(
      answer(m, uniqueIndex, season, {
        Status: m.memberState === 1 ? 'A' : 'I',
        // Only competition players have a rating: within their class's ELO band (the what-if's
        // reading, contract rules/rankingPoints.ts), with a personal touch.
        RankingPointsEntries: playing.has(m.id)
          ? [{ MethodName: 'ELO', Value: (eloOfClass(m.ranking) ?? 1000) + ((m.id * 37) % 40) - 20, LastModified: eloDate }]
          : [],
        ResultEntries: own,
      }),
    );
    // Last season, for the head-to-head over seasons (issue 34): the same opponents a year earlier,
    // every third match the other way round. No points: the ranking history is seeded apart.
    if (own.length > 0) answers.push(answer(m, uniqueIndex, season - 1, { Status: 'A', RankingPointsEntries: [], ResultEntries: own.map(lastSeason) }));
  }
  return answers;
}

/** A result moved a year back (a week day earlier, so it stays on the same week day), every third one turned round. */
export function lastSeason(r: TabtResultEntry, i: number): TabtResultEntry {
  const day = new Date(`${r.Date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 364);
  const turned = i % 3 === 2;
  return {
    ...r,
    Date: day.toISOString().slice(0, 10),
    Result: turned ? (r.Result === 'V' ? 'D' : 'V') : r.Result,
    SetFor: turned ? r.SetAgainst : r.SetFor,
    SetAgainst: turned ? r.SetFor : r.SetAgainst,
    MatchUniqueId: r.MatchUniqueId === undefined ? undefined : r.MatchUniqueId - 10_000,
  };
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

/**
 * The club's member list as the site gives it (GetMembers by club): the competition players in the
 * club's list order (Position = list number, RankingIndex = index number), then every other member
 * with a federation id, strongest first. It is the table tennis strength list.
 */
export function clubMembersAnswer(
  federation: Federation,
  season: number,
  clubCode: string,
  clubMembers: MemberRow[],
  listed: { memberId: number; listNumber: number; indexNumber: number }[],
): CacheAnswer {
  const affiliated = clubMembers.filter((m) => /^\d+$/.test(m.associationId));
  const onList = [...listed].sort((a, b) => a.listNumber - b.listNumber);
  const rest = affiliated
    .filter((m) => !listed.some((l) => l.memberId === m.id))
    .sort((a, b) => strength(a.ranking) - strength(b.ranking) || a.lastName.localeCompare(b.lastName, 'nl'));
  const last = onList.at(-1);
  const rows = [
    ...onList.map((l) => ({ m: affiliated.find((m) => m.id === l.memberId)!, position: l.listNumber, index: l.indexNumber })),
    ...rest.map((m, i) => ({ m, position: (last?.listNumber ?? 0) + i + 1, index: (last?.indexNumber ?? 0) + i + 1 })),
  ].filter((r) => r.m !== undefined);
  return {
    key: cacheKey(federation, 'GetMembers', clubMembersRequest(clubCode, season)),
    operation: 'GetMembers',
    response: GetMembersResponse.parse({
      MemberCount: rows.length,
      MemberEntries: rows.map(({ m, position, index }) => ({
        Position: position,
        UniqueIndex: Number(m.associationId),
        RankingIndex: index,
        FirstName: upper(m.firstName),
        LastName: upper(m.lastName),
        Ranking: m.ranking,
        Status: m.memberState === 1 ? 'A' : 'I',
        Club: clubCode,
        RankingPointsEntries: [],
        ResultEntries: [],
      })),
    }),
  };
}
