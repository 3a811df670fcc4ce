import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Poule, PouleMatch, PoulePlayer } from '@clubhuis/contract/entities/league';
import type { Db } from '../../db/client.ts';
import { absenceReasons, competitionPlayers, leagueLevels, leaguePouleMatches, leaguePoulePlayers, leaguePoules, leagueSeries, leagues, members } from '../../db/schema.ts';
import { leagueText } from './messages.ts';
import { pouleStandings } from './standings.ts';

const pp = leaguePoulePlayers;
const replacement = alias(members, 'replacement');

/**
 * These poules with their players in standings order and their matches, in three statements whatever
 * their number. Only reads: the draw among replaced players was stored by the change that needed it.
 */
export async function poulesWithDetails(db: Db, pouleIds: number[]): Promise<Poule[]> {
  if (pouleIds.length === 0) return [];
  const [poules, players, matches] = await Promise.all([
    db
      .select({ poule: leaguePoules, level: leagueLevels, resultEntry: leagues.resultsEntry })
      .from(leaguePoules)
      .innerJoin(leagueLevels, eq(leagueLevels.id, leaguePoules.levelId))
      .innerJoin(leagueSeries, eq(leagueSeries.id, leaguePoules.serieId))
      .innerJoin(leagues, eq(leagues.id, leagueSeries.leagueId))
      .where(inArray(leaguePoules.id, pouleIds))
      .orderBy(asc(leagueLevels.level), asc(leaguePoules.poule)),
    db
      .select({
        p: pp,
        first: members.firstName,
        last: members.lastName,
        ranking: members.ranking,
        padelRanking: competitionPlayers.ranking,
        rFirst: replacement.firstName,
        rLast: replacement.lastName,
        reason: absenceReasons.description,
      })
      .from(pp)
      .innerJoin(members, eq(members.id, pp.memberId))
      // The league is the club's padel league: its players' padel level where the club keeps one.
      .leftJoin(competitionPlayers, and(eq(competitionPlayers.memberId, pp.memberId), eq(competitionPlayers.sport, 'padel')))
      .leftJoin(replacement, eq(replacement.id, pp.replacementMemberId))
      .leftJoin(absenceReasons, eq(absenceReasons.id, pp.absenceReasonId))
      .where(inArray(pp.pouleId, pouleIds)),
    db.select().from(leaguePouleMatches).where(inArray(leaguePouleMatches.pouleId, pouleIds)).orderBy(asc(leaguePouleMatches.matchIndex)),
  ]);
  return poules.map(({ poule, level, resultEntry }) => {
    const own = players.filter((r) => r.p.pouleId === poule.id);
    const games = matches.filter((m) => m.pouleId === poule.id);
    const standings = pouleStandings(
      own.map((r) => ({ id: r.p.id, index: r.p.playerIndex, replaced: r.p.replacementMemberId !== null, drawRank: r.p.drawRank })),
      games.map((m) => ({ players: [m.player1, m.player2, m.player3, m.player4], games1: m.games1, games2: m.games2 })),
    );
    const nameOf = new Map(own.map((r) => [r.p.id, `${r.first} ${r.last}`]));
    // A replaced player's place is played by the replacement: the match shows who stood on court.
    const onCourt = new Map(own.map((r) => [r.p.id, r.rFirst ? `${r.rFirst} ${r.rLast}` : `${r.first} ${r.last}`]));
    const poulePlayers: PoulePlayer[] = own
      .map((r) => ({
        poulePlayerId: r.p.id,
        player: r.p.playerIndex,
        subscriptionId: r.p.subscriptionId,
        memberId: r.p.memberId,
        memberName: nameOf.get(r.p.id)!,
        memberRanking: r.padelRanking || r.ranking,
        replacementId: r.p.replacementMemberId ?? 0,
        replacementName: r.rFirst ? `${r.rFirst} ${r.rLast}` : '',
        absenceReasonId: r.p.absenceReasonId ?? 0,
        absenceReason: r.reason ?? '',
        status: r.p.status,
        ...standings.get(r.p.id)!,
      }))
      .sort((a, b) => a.ranking - b.ranking);
    const pouleMatches: PouleMatch[] = games.map((m) => {
      const names = [m.player1, m.player2, m.player3, m.player4].map((id) => onCourt.get(id) ?? '');
      return {
        pouleGameId: m.id,
        matchIndex: m.matchIndex,
        playerId1: m.player1,
        playerId2: m.player2,
        playerId3: m.player3,
        playerId4: m.player4,
        playerName1: names[0]!,
        playerName2: names[1]!,
        playerName3: names[2]!,
        playerName4: names[3]!,
        team1: `${names[0]} / ${names[1]}`,
        team2: `${names[2]} / ${names[3]}`,
        games1: m.games1,
        games2: m.games2,
        remarks: m.remarks,
      };
    });
    return {
      level: level.level,
      levelId: level.id,
      levelCode: level.code,
      pouleId: poule.id,
      poule: poule.poule,
      resultEntry,
      pouleStatus: poule.status,
      pouleStatusDescription: leagueText.pouleStatus(poule.status),
      poulePlayers,
      pouleResults: games.filter((m) => m.games1 !== null && m.games2 !== null).length,
      pouleMatches,
      playDate: poule.playDate ?? '',
      playTime: poule.playTime,
      playTerrain: poule.playTerrain,
      playRemarks: poule.playRemarks,
    };
  });
}
