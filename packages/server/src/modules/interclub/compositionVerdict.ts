import { CORRECT_COMPOSITION } from '@clubhuis/contract/rules/interclub';
import { interclubText } from './messages.ts';

export interface VerdictInput {
  sport: string;
  startPlayerIndex: number;
  playersPerTeam: number;
  players: { id: number; name: string }[];
  reserves: { id: number; name: string }[];
  /** Index number per member on the sport's strength list. */
  indexOf: Map<number, number>;
  /** Another team of the club this member is already lined up in, the same week. */
  otherTeamOf: Map<number, string>;
  /** Members who reported absence for the meeting's date. */
  absent: Set<number>;
}

/**
 * The verdict stored with a line-up (spec 01: a composition error other than 'Correcte
 * teamopstelling' is a warning). Warnings never block the save: the captain may know better.
 */
export function lineUpVerdict(v: VerdictInput): string {
  const warnings: string[] = [];
  for (const p of [...v.players, ...v.reserves]) {
    if (v.sport === 'tabletennis') {
      const index = v.indexOf.get(p.id);
      if (index === undefined) warnings.push(interclubText.noIndex(p.name));
      else if (index < v.startPlayerIndex) warnings.push(interclubText.belowIndex(p.name, index, v.startPlayerIndex));
    }
    const other = v.otherTeamOf.get(p.id);
    if (other !== undefined) warnings.push(interclubText.otherTeam(p.name, other));
    if (v.absent.has(p.id)) warnings.push(interclubText.absent(p.name));
  }
  if (v.players.length < v.playersPerTeam) warnings.push(interclubText.tooFew(v.players.length, v.playersPerTeam));
  return warnings.length === 0 ? CORRECT_COMPOSITION : warnings.join(' ');
}

export interface LogEntry {
  member: string;
  modification: string;
}

/** What changed between two line-ups, one log row per member (at least one row per save). */
export function lineUpChanges(
  before: { id: number; name: string; reserve: boolean }[],
  after: { id: number; name: string; reserve: boolean }[],
  remarksChanged: boolean,
): LogEntry[] {
  const old = new Map(before.map((p) => [p.id, p]));
  const now = new Map(after.map((p) => [p.id, p]));
  const rows: LogEntry[] = [];
  for (const p of after) {
    const was = old.get(p.id);
    if (!was) rows.push({ member: p.name, modification: p.reserve ? interclubText.addedReserve : interclubText.addedPlayer });
    else if (was.reserve !== p.reserve) {
      rows.push({ member: p.name, modification: p.reserve ? interclubText.toReserve : interclubText.toPlayer });
    }
  }
  for (const p of before) if (!now.has(p.id)) rows.push({ member: p.name, modification: interclubText.removed });
  if (remarksChanged) rows.push({ member: '', modification: interclubText.remarksChanged });
  if (rows.length === 0) rows.push({ member: '', modification: interclubText.savedUnchanged });
  return rows;
}
