import { JAN } from './demoSeasonPlayers.ts';
import { isAbsent, type AbsencePlan, type TeamPlan } from './demoSeasonPlans.ts';

export interface ConfirmationPlan {
  memberId: number;
  optionNumber: number;
  participate: number;
  canDrive: boolean;
  remarks: string;
}

const PLAYERS = 4;

/**
 * Four players by index: the roster minus the absent, one of five rotating out each week;
 * short of players, the next ones on the list (index at/after the team's start index) fill in.
 */
export function lineupFor(plan: TeamPlan, week: number, date: string, absences: AbsencePlan[]): number[] {
  const available = plan.roster.filter((p) => !isAbsent(absences, p.member.id, date));
  const resting = (week + plan.teamIndex) % available.length;
  const chosen = available.length > PLAYERS ? available.filter((_, i) => i !== resting) : available;
  const last = Math.max(...plan.roster.map((p) => p.index));
  for (const p of plan.list) {
    if (chosen.length >= PLAYERS) break;
    if (p.index > last && !isAbsent(absences, p.member.id, date)) chosen.push(p);
  }
  return chosen
    .slice(0, PLAYERS)
    .sort((a, b) => a.index - b.index)
    .map((p) => p.member.id);
}

/**
 * Answers for one of the first coming meetings: line-up players say yes; otherwise most roster players
 * say yes (some offering to drive to away meetings), a few are travelling and some haven't answered.
 * Jan (the member login) has answered nothing coming yet: the demo and the tests answer for him.
 */
export function comingConfirmations(
  plan: TeamPlan,
  week: number,
  date: string,
  home: boolean,
  lineup: number[],
  absences: AbsencePlan[],
  declines: boolean,
): ConfirmationPlan[] {
  const out: ConfirmationPlan[] = [];
  plan.roster.forEach((p, k) => {
    const id = p.member.id;
    if (p.member.email === JAN || isAbsent(absences, id, date)) return;
    const pattern = lineup.length > 0 ? (lineup.includes(id) ? 0 : 3) : (k + week + plan.teamIndex) % 4;
    const yes = { memberId: id, optionNumber: 1, participate: 1, remarks: '' };
    if (pattern === 0) out.push({ ...yes, canDrive: !home && k % 2 === 0 });
    else if (pattern === 1) out.push({ ...yes, canDrive: false });
    else if (pattern === 3 && declines) {
      out.push({ memberId: id, optionNumber: 2, participate: 0, canDrive: false, remarks: 'Op reis' });
    }
  });
  return out;
}
