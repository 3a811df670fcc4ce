import { addDays } from '@clubhuis/contract/rules/clock';
import { TEAM_DEFS, type TeamDef } from './demoSeasonTeams.ts';
import { ELS, LORE, TOM, type ListedPlayer, type SeasonMember } from './demoSeasonPlayers.ts';

/** First week after the season's start that is "now": team A's week 10 is today. */
export const CURRENT_WEEK = 10;
export const WEEKS = 22;

export interface TeamPlan {
  def: TeamDef;
  teamIndex: number;
  /** The sport's competition list. */
  list: ListedPlayer[];
  roster: ListedPlayer[];
  captain: SeasonMember;
}

export interface AbsencePlan {
  memberId: number;
  from: string;
  to: string;
  reason: string;
  remark: string;
}

/** The named captains: Els (team leader) captains A, Tom (the captain login) B, Lore Padel 1; else the roster's best. */
const NAMED_CAPTAINS: Record<string, string> = {
  'TTC De Demo A': ELS,
  'TTC De Demo B': TOM,
  'TTC De Demo Padel 1': LORE,
};

export function teamPlans(ttList: ListedPlayer[], padelList: ListedPlayer[]): TeamPlan[] {
  return TEAM_DEFS.map((def, teamIndex) => {
    const list = def.sport === 'padel' ? padelList : ttList;
    const roster = def.rosterIndexes.map((i) => {
      const p = list.find((x) => x.index === i);
      if (!p) throw new Error(`demo season: no player with index ${i} for ${def.name}`);
      return p;
    });
    const captainEmail = NAMED_CAPTAINS[def.name];
    const captain = list.find((p) => p.member.email === captainEmail)?.member ?? roster[0]!.member;
    return { def, teamIndex, list, roster, captain };
  });
}

export function meetingDate(plan: TeamPlan, week: number, today: string): string {
  return addDays(today, (week - CURRENT_WEEK) * 7 + plan.def.dayOffset);
}

/** A holiday on team B's week 12, an injury around today (team F) and a future work trip (a reserve). */
export function demoAbsences(plans: TeamPlan[], today: string): AbsencePlan[] {
  const b = plans[1]!;
  const f = plans[5]!;
  const bWeek12 = meetingDate(b, 12, today);
  const reserve = plans[0]!.list.find((p) => p.index === 32)!;
  const absence = (p: ListedPlayer, from: string, to: string, reason: string, remark: string) =>
    ({ memberId: p.member.id, from, to, reason, remark });
  return [
    absence(b.roster[2]!, addDays(bWeek12, -2), addDays(bWeek12, 3), 'Op vakantie', 'Skivakantie'),
    absence(f.roster[1]!, addDays(today, -4), addDays(today, 10), 'Geblesseerd', 'Enkel verstuikt'),
    absence(reserve, addDays(today, 20), addDays(today, 24), 'Werk', 'Buitenlandse opdracht'),
  ];
}

export function isAbsent(absences: AbsencePlan[], memberId: number, date: string): boolean {
  return absences.some((a) => a.memberId === memberId && a.from <= date && date <= a.to);
}
