/** The standings of one poule, computed from its results (spec 02 sections 4 and 5). */

export interface StandingPlayer {
  id: number;
  index: number;
  replaced: boolean;
  /** The draw among several replaced players (lower drops less); null before it is drawn. */
  drawRank: number | null;
}
export interface StandingMatch {
  players: [number, number, number, number];
  games1: number | null;
  games2: number | null;
}
export interface Standing {
  matchesWon: number;
  matchesLost: number;
  gamesWon: number;
  gamesLost: number;
  saldo: number;
  ranking: number;
}

/**
 * Players 1 and 2 play players 3 and 4: each side's players win or lose the match and count its games.
 * Ranked by matches won, then saldo, then games won, then poule index; replaced players drop to the
 * bottom, several of them in the order of their draw.
 */
export function pouleStandings(players: StandingPlayer[], matches: StandingMatch[]): Map<number, Standing> {
  const stats = new Map(players.map((p) => [p.id, { matchesWon: 0, matchesLost: 0, gamesWon: 0, gamesLost: 0, saldo: 0, ranking: 0 }]));
  for (const m of matches) {
    if (m.games1 === null || m.games2 === null) continue;
    const sides: [number[], number, number][] = [
      [m.players.slice(0, 2), m.games1, m.games2],
      [m.players.slice(2, 4), m.games2, m.games1],
    ];
    for (const [ids, own, other] of sides) {
      for (const id of ids) {
        const s = stats.get(id);
        if (!s) continue;
        s.gamesWon += own;
        s.gamesLost += other;
        if (own > other) s.matchesWon += 1;
        else if (own < other) s.matchesLost += 1;
      }
    }
  }
  const order = [...players].sort((a, b) => {
    if (a.replaced !== b.replaced) return a.replaced ? 1 : -1;
    if (a.replaced) return (a.drawRank ?? 99) - (b.drawRank ?? 99) || a.index - b.index;
    const x = stats.get(a.id)!;
    const y = stats.get(b.id)!;
    return y.matchesWon - x.matchesWon || y.gamesWon - y.gamesLost - (x.gamesWon - x.gamesLost) || y.gamesWon - x.gamesWon || a.index - b.index;
  });
  order.forEach((p, i) => {
    const s = stats.get(p.id)!;
    s.saldo = s.gamesWon - s.gamesLost;
    s.ranking = i + 1;
  });
  return stats;
}
