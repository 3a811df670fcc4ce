import type { IndividualResults, MatchResult } from '@clubhuis/contract/entities/competition';
import { WEEKS } from '@clubhuis/contract/rules/competition';
import { percentage, percentageString } from '@clubhuis/contract/rules/competition';
import type { TabtMember, TabtPlayer, TabtResultEntry, TabtTeamMatch } from '../../adapters/tabt/tabtSchemas.ts';

/*
 * The competition site's answers in the spec's shapes (spec 01 section 3; shared/tabt/README.md, how
 * the spec's fields map). Pure: the routes fetch, these functions only translate.
 */

type WeekResultRow = IndividualResults['WeekResults'][number];

const weekKey = (week: number) => `Week${String(week).padStart(2, '0')}` as const;

/** Rankings strongest first: A1..A20, B0..E6, then the unranked (NC, NG). */
export function compareRankings(a: string, b: string): number {
  const parse = (r: string) => {
    const m = /^([A-Z]+)(\d*)$/.exec(r.toUpperCase());
    return m ? { letters: m[1]!, n: m[2] === '' ? 0 : Number(m[2]) } : { letters: `~${r}`, n: 0 };
  };
  const pa = parse(a);
  const pb = parse(b);
  if (pa.letters !== pb.letters) return pa.letters < pb.letters ? -1 : 1;
  return pa.n - pb.n;
}

/** Only results that say who won: 'V' won, 'D' lost. */
const decided = (r: TabtResultEntry): r is TabtResultEntry & { Result: 'V' | 'D' } => r.Result === 'V' || r.Result === 'D';

export function rankingResults(results: TabtResultEntry[]): IndividualResults['RankingResults'] {
  const byRanking = new Map<string, { won: number; lost: number }>();
  for (const r of results.filter(decided)) {
    const tally = byRanking.get(r.Ranking) ?? { won: 0, lost: 0 };
    if (r.Result === 'V') tally.won++;
    else tally.lost++;
    byRanking.set(r.Ranking, tally);
  }
  return [...byRanking.entries()]
    .sort(([a], [b]) => compareRankings(a, b))
    .map(([Ranking, { won, lost }]) => ({
      Ranking,
      Won: won,
      Lost: lost,
      Percentage: percentage(won, lost),
      PercentageString: percentageString(won, lost),
    }));
}

export function detailResults(results: TabtResultEntry[]): IndividualResults['DetailResults'] {
  return results.filter(decided).map((r, i) => ({
    MatchIndex: i + 1,
    Date: r.Date,
    LastName: r.LastName,
    FirstName: r.FirstName,
    Ranking: r.Ranking,
    Result: r.Result,
    SetFor: r.SetFor,
    SetAgainst: r.SetAgainst,
    Club: r.Club,
    CompetitionType: r.CompetitionType,
    ...(r.UniqueIndex !== undefined && r.UniqueIndex > 0 ? { OpponentUniqueIndex: r.UniqueIndex } : {}),
  }));
}

/** Our side's team name in a match of the club's calendar ('' when the club plays on neither side). */
export function ourTeam(match: TabtTeamMatch, clubCode: string): string {
  if (match.HomeClub === clubCode) return match.HomeTeam;
  if (match.AwayClub === clubCode) return match.AwayTeam;
  return '';
}

/**
 * Interclub results per team and week: each result is joined on MatchUniqueId with the club's calendar,
 * which tells the week and the team. A cell is 'won-lost'; Entries counts the weeks played.
 */
export function weekResults(results: TabtResultEntry[], clubMatches: TabtTeamMatch[], clubCode: string): WeekResultRow[] {
  const matchById = new Map(clubMatches.filter((m) => m.MatchUniqueId !== undefined).map((m) => [m.MatchUniqueId!, m]));
  const teams = new Map<string, Map<number, { won: number; lost: number }>>();
  for (const r of results.filter(decided)) {
    if (r.CompetitionType !== 'C' || r.MatchUniqueId === undefined) continue;
    const match = matchById.get(r.MatchUniqueId);
    const week = match ? Number(match.WeekName) : NaN;
    const team = match ? ourTeam(match, clubCode) : '';
    if (!team || !Number.isInteger(week) || week < 1 || week > WEEKS) continue;
    const weeks = teams.get(team) ?? new Map<number, { won: number; lost: number }>();
    const cell = weeks.get(week) ?? { won: 0, lost: 0 };
    if (r.Result === 'V') cell.won++;
    else cell.lost++;
    weeks.set(week, cell);
    teams.set(team, weeks);
  }
  return [...teams.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'nl'))
    .map(([Team, weeks]) => {
      let won = 0;
      let lost = 0;
      const cells: Record<string, string> = {};
      for (let w = 1; w <= WEEKS; w++) {
        const cell = weeks.get(w);
        cells[weekKey(w)] = cell ? `${cell.won}-${cell.lost}` : '';
        won += cell?.won ?? 0;
        lost += cell?.lost ?? 0;
      }
      return { Team, PercentageString: percentageString(won, lost), ...cells, Entries: weeks.size, Saldo: won - lost } as WeekResultRow;
    });
}

/** ELO is the ranking points entry named 'ELO'; BEL points are not in TabT. */
export function eloOf(member: TabtMember | undefined): { ELOPoints: number | null; ELODate: string | null } {
  const elo = member?.RankingPointsEntries.find((p) => p.MethodName.toUpperCase() === 'ELO');
  return { ELOPoints: elo?.Value ?? null, ELODate: elo?.LastModified || null };
}

export function noResults(frenoyUrl = '', ranking = ''): IndividualResults {
  return {
    ResultsAvailable: false,
    RankingResults: [],
    DetailResults: [],
    WeekResults: [],
    ELOPoints: null,
    ELODate: null,
    BELPoints: null,
    BELPosPoints: null,
    Prognose: null,
    FrenoyUrl: frenoyUrl,
    Ranking: ranking,
  };
}

export function mapIndividualResults(
  member: TabtMember | undefined,
  clubMatches: TabtTeamMatch[],
  clubCode: string,
  frenoyUrl: string,
): IndividualResults {
  const results = member?.ResultEntries.filter(decided) ?? [];
  const base = { ...noResults(frenoyUrl, member?.Ranking ?? ''), ...eloOf(member) };
  if (results.length === 0) return base;
  return {
    ...base,
    ResultsAvailable: true,
    RankingResults: rankingResults(results),
    DetailResults: detailResults(results),
    WeekResults: weekResults(results, clubMatches, clubCode),
  };
}

const nameOf = (p: TabtPlayer | undefined) => (p ? `${p.FirstName} ${p.LastName}`.trim() : '');

/** Names the app shows for a double: both sides' players at index 0. */
export const DOUBLE = 'Dubbel';
/** A forfeited individual match counts as won 3-0 for the other side. */
const FORFEIT_SETS = 3;

/** A match with its sheet as the live score shows it. Score is '' while absent (0-0 or not started); MatchUniqueId 0 while the site has none. */
export function mapMatchResult(match: TabtTeamMatch): MatchResult {
  const details = match.MatchDetails;
  const home = new Map((details?.HomePlayers?.Players ?? []).map((p) => [p.UniqueIndex, p]));
  const away = new Map((details?.AwayPlayers?.Players ?? []).map((p) => [p.UniqueIndex, p]));
  const played = details?.DetailsCreated ? details.IndividualMatchResults : [];
  return {
    Score: match.Score ?? '',
    MatchUniqueId: match.MatchUniqueId ?? 0,
    IsFinal: match.IsValidated || match.IsLocked,
    PlayerResults: played.map((r) => ({
      HomePlayer: r.HomePlayerUniqueIndex === 0 ? DOUBLE : nameOf(home.get(r.HomePlayerUniqueIndex)),
      AwayPlayer: r.AwayPlayerUniqueIndex === 0 ? DOUBLE : nameOf(away.get(r.AwayPlayerUniqueIndex)),
      HomeSetCount: r.HomeSetCount ?? (r.IsAwayForfeited ? FORFEIT_SETS : 0),
      AwaySetCount: r.AwaySetCount ?? (r.IsHomeForfeited ? FORFEIT_SETS : 0),
    })),
  };
}
