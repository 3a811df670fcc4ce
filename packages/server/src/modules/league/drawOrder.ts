/**
 * The draw of a new series (pure): who plays in which level and poule. Returning players keep their
 * level, the first of each poule moves up and the last moves down; within a level the better placed
 * come first. New subscribers follow by their ranking class (padel P-levels: a higher number is
 * stronger), then by subscription date. A member who took a leaver's place inherits its place.
 * Levels fill from the top with whole poules; who does not fit waits.
 */

export interface DrawEntrant {
  subscriptionId: number;
  memberId: number;
  /** The ranking class ('P300'); '' when unknown. */
  ranking: string;
  subscribedAt: string;
  /** Where it ended the last closed series, when it played it. */
  previous?: { level: number; place: number; pouleSize: number; levelRank: number };
}

export interface DrawLevel {
  levelId: number;
  /** 1 is the strongest. */
  level: number;
  nrOfPoules: number;
  playersPerPoule: number;
}

export interface DrawnPoule {
  levelId: number;
  poule: number;
  /** In poule order: index 1 (the captain, the strongest) first. */
  players: DrawEntrant[];
}

const strength = (ranking: string) => Number(/\d+/.exec(ranking)?.[0] ?? 0);

/** The order in which entrants fill the levels, strongest first. */
export function drawOrder(entrants: DrawEntrant[], levelCount: number): DrawEntrant[] {
  const moveOf = (p: NonNullable<DrawEntrant['previous']>) => {
    if (p.place === 1 && p.level > 1) return -1;
    if (p.place === p.pouleSize && p.pouleSize > 1 && p.level < levelCount) return 1;
    return 0;
  };
  // Within a level: who came down from above first (the strongest), then who stayed by their rank, then who came up.
  const order = { [1]: 0, [0]: 1, [-1]: 2 } as Record<number, number>;
  const returning = entrants
    .filter((e) => e.previous)
    .map((e) => ({ e, move: moveOf(e.previous!), level: e.previous!.level + moveOf(e.previous!) }))
    .sort((a, b) => a.level - b.level || order[a.move]! - order[b.move]! || a.e.previous!.levelRank - b.e.previous!.levelRank);
  const fresh = entrants
    .filter((e) => !e.previous)
    .sort((a, b) => strength(b.ranking) - strength(a.ranking) || a.subscribedAt.localeCompare(b.subscribedAt) || a.subscriptionId - b.subscriptionId);
  return [...returning.map((r) => r.e), ...fresh];
}

/** Whole poules per level from the top, players spread over a level's poules in a snake (1..k, k..1). */
export function drawPoules(ordered: DrawEntrant[], levels: DrawLevel[]): { poules: DrawnPoule[]; waiting: DrawEntrant[] } {
  const poules: DrawnPoule[] = [];
  let next = 0;
  for (const level of [...levels].sort((a, b) => a.level - b.level)) {
    const available = ordered.length - next;
    const count = Math.min(level.nrOfPoules, Math.floor(available / level.playersPerPoule));
    if (count <= 0) continue;
    const taken = ordered.slice(next, next + count * level.playersPerPoule);
    next += taken.length;
    const groups: DrawEntrant[][] = Array.from({ length: count }, () => []);
    taken.forEach((e, i) => {
      const round = Math.floor(i / count);
      const k = i % count;
      groups[round % 2 === 0 ? k : count - 1 - k]!.push(e);
    });
    groups.forEach((players, k) => poules.push({ levelId: level.levelId, poule: k + 1, players }));
  }
  return { poules, waiting: ordered.slice(next) };
}
