/*
 * The points what-if (issue 34): what a won or lost match does to a member's ELO on the competition
 * site. No zod: the web imports this at run time.
 *
 * Source: the federations' site (TabT, Frenoy) describes its ELO method at
 * http://tabt.frenoy.net/index.php?l=NL&display=MethodePointsELO_NL; that page is not in the stored
 * reference corpus, and no published worked example of a match's points was found. What was found is a
 * public re-implementation of that page's class bands (Timvissers/tafeltennis-klassementen-be,
 * src/elo.js): NG below 500, E6 500-649, then one class per 100 points up to B0 from 2050. The per-match
 * update below is therefore the standard Elo formula, with ASSUMED constants (ELO_K, ELO_SCALE),
 * documented in ARCHITECTURE.md (Competition): the site's own K is not published.
 */

/** Points moved by one match at equal strength × 2 (assumed: the site does not publish its K). */
export const ELO_K = 20;
/** Rating difference at which the stronger player is expected to win 10 of 11 (standard Elo). */
export const ELO_SCALE = 400;

/** Ranking classes weakest first, each with the lowest ELO of its band (class bands, see above). */
export const CLASS_BANDS: readonly { ranking: string; from: number }[] = [
  { ranking: 'NG', from: 0 },
  { ranking: 'E6', from: 500 },
  { ranking: 'E4', from: 650 },
  { ranking: 'E2', from: 750 },
  { ranking: 'E0', from: 850 },
  { ranking: 'D6', from: 950 },
  { ranking: 'D4', from: 1050 },
  { ranking: 'D2', from: 1150 },
  { ranking: 'D0', from: 1250 },
  { ranking: 'C6', from: 1350 },
  { ranking: 'C4', from: 1450 },
  { ranking: 'C2', from: 1550 },
  { ranking: 'C0', from: 1650 },
  { ranking: 'B6', from: 1750 },
  { ranking: 'B4', from: 1850 },
  { ranking: 'B2', from: 1950 },
  { ranking: 'B0', from: 2050 },
];
/** The classes a picker offers, strongest first. */
export const RANKING_CLASSES: readonly string[] = CLASS_BANDS.map((b) => b.ranking).reverse();

/** The ELO a class stands for when the opponent's own ELO is not known: the middle of its band (NG 450, B0 2100). */
export function eloOfClass(ranking: string): number | null {
  const i = CLASS_BANDS.findIndex((b) => b.ranking === ranking.toUpperCase());
  if (i < 0) return null;
  if (i === 0) return CLASS_BANDS[1]!.from - 50;
  const next = CLASS_BANDS[i + 1];
  return next ? Math.round((CLASS_BANDS[i]!.from + next.from) / 2) : CLASS_BANDS[i]!.from + 50;
}

/** The class band an ELO falls in. */
export function classOfElo(elo: number): string {
  let ranking = CLASS_BANDS[0]!.ranking;
  for (const b of CLASS_BANDS) if (elo >= b.from) ranking = b.ranking;
  return ranking;
}

/** The chance to win against an opponent (0..1). */
export function winChance(own: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - own) / ELO_SCALE));
}

/** Points one match moves, unrounded: K × (result − expected). */
export function matchDelta(own: number, opponent: number, won: boolean): number {
  return ELO_K * ((won ? 1 : 0) - winChance(own, opponent));
}

export interface WhatIfMatch {
  /** The opponent's ELO (its own, or its class's middle). */
  opponent: number;
  won: boolean;
}

export interface WhatIfOutcome {
  /** Per match the points it moves, rounded to one decimal. */
  deltas: number[];
  /** The whole change, rounded to a whole point (the site shows whole points). */
  total: number;
  after: number;
  /** The class band of the ELO after the matches. */
  classAfter: string;
}

/**
 * Matches played together, each counted against the ELO before them (assumed: the usual Elo practice
 * for games played together; the site does not say how it orders an evening's matches).
 */
export function whatIf(own: number, matches: readonly WhatIfMatch[]): WhatIfOutcome {
  const raw = matches.map((m) => matchDelta(own, m.opponent, m.won));
  const total = Math.round(raw.reduce((a, b) => a + b, 0));
  return { deltas: raw.map((d) => Math.round(d * 10) / 10), total, after: own + total, classAfter: classOfElo(own + total) };
}
