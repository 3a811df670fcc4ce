import type { AvailableTeamPlayer, Meeting } from '@clubhuis/contract/entities/interclub';
import { idList, MAX_PLAYERS_PER_TEAM, MAX_RESERVES, offeredPlayers } from '@clubhuis/contract/rules/interclub';
import type { DropdownOption } from '../../ui/dropdownMatches';

/** The line-up being edited: player slots then reserve slots, 0 for an empty slot. */
export interface CompositionSlots {
  players: number[];
  reserves: number[];
}

export function playerSlotCount(meeting: Pick<Meeting, 'nrOfPlayersPerTeam'>): number {
  return Math.max(1, Math.min(meeting.nrOfPlayersPerTeam, MAX_PLAYERS_PER_TEAM));
}

/** The saved line-up, padded with empty slots: up to nrOfPlayersPerTeam (max 6) players and 3 reserves. */
export function initialSlots(meeting: Meeting): CompositionSlots {
  return {
    players: pad(idList(meeting.members), playerSlotCount(meeting)),
    reserves: pad(idList(meeting.reserves), MAX_RESERVES),
  };
}

function pad(ids: number[], size: number): number[] {
  return [...ids.slice(0, size), ...Array<number>(Math.max(0, size - ids.length)).fill(0)];
}

/**
 * The choices for one slot: the players the team may field (offeredPlayers: table tennis from the
 * start index, padel all), minus those already in another slot, so no one is chosen twice. The
 * slot's own player stays listed even if the start index would now leave them out. `showAll`
 * lifts the start index on the captain's request; the server's verdict then warns about it.
 */
export function slotOptions(
  players: readonly AvailableTeamPlayer[],
  meeting: Pick<Meeting, 'sport' | 'startPlayerIndex'>,
  slots: CompositionSlots,
  current: number,
  answers: ReadonlyMap<number, string> = new Map(),
  showAll = false,
): DropdownOption[] {
  const taken = new Set([...slots.players, ...slots.reserves].filter((id) => id > 0 && id !== current));
  const offered = showAll ? [...players] : offeredPlayers(players, meeting.sport, meeting.startPlayerIndex);
  const own = players.find((p) => p.id === current);
  const list = own && !offered.includes(own) ? [own, ...offered] : offered;
  return list.filter((p) => !taken.has(p.id)).map((p) => ({ value: String(p.id), label: playerLabel(p, answers.get(p.id)) }));
}

/** '3. An Peeters', with the player's answer for this meeting when there is one: '3. An Peeters – Ik kan spelen'. */
export function playerLabel(player: AvailableTeamPlayer, answer?: string): string {
  const label = `${player.listNumber}. ${player.playerName}`;
  return answer ? `${label} – ${answer}` : label;
}

/** Each answering member's chosen option, by description, so the captain sees who can play. */
export function answersOf(
  meeting: Pick<Meeting, 'confirmations'>,
  options: readonly { id: number; description: string }[],
): Map<number, string> {
  return new Map(
    meeting.confirmations.map((c) => [c.memberId, options.find((o) => o.id === c.confirmationOption)?.description ?? '']),
  );
}

/** What teamcomposition/update gets: the filled slots in order. */
export function compositionBody(meetingId: number, slots: CompositionSlots, remarks: string) {
  return {
    teamcalendar_id: meetingId,
    players: slots.players.filter((id) => id > 0),
    reserves: slots.reserves.filter((id) => id > 0),
    remarks: remarks.trim(),
  };
}
