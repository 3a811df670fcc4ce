import { describe, expect, it } from 'vitest';
import { answersOf, compositionBody, initialSlots, playerSlotCount, slotOptions } from './compositionSlots';
import { confirmationOptions, makeMeeting } from '../../testing/meetingFixture';

const p = (id: number, indexNumber: number, playerName: string) => ({ id, listNumber: indexNumber, indexNumber, playerName });
const players = [p(1, 1, 'An'), p(2, 2, 'Bram'), p(3, 3, 'Chris'), p(4, 4, 'Dirk'), p(5, 5, 'Eva')];

describe('initialSlots', () => {
  it('pads the saved line-up to nrOfPlayersPerTeam players and 3 reserves', () => {
    expect(initialSlots(makeMeeting({ nrOfPlayersPerTeam: 4, members: '3,4', reserves: '5' }))).toEqual({
      players: [3, 4, 0, 0],
      reserves: [5, 0, 0],
    });
  });

  it('never offers more than 6 player slots', () => {
    expect(playerSlotCount({ nrOfPlayersPerTeam: 10 })).toBe(6);
  });
});

describe('slotOptions', () => {
  it('lists players below the start index only when the captain asks for all', () => {
    const all = [1, 2, 3].map((i) => ({ id: i, listNumber: i, indexNumber: i, playerName: `P${i}` }));
    const slots = { players: [0], reserves: [] };
    expect(slotOptions(all, { sport: 'tabletennis', startPlayerIndex: 3 }, slots, 0).map((o) => o.value)).toEqual(['3']);
    expect(slotOptions(all, { sport: 'tabletennis', startPlayerIndex: 3 }, slots, 0, new Map(), true).map((o) => o.value)).toEqual(['1', '2', '3']);
  });
  const slots = { players: [3, 0, 0, 0], reserves: [0, 0, 0] };

  it('offers table tennis players from the start index on, without those in other slots', () => {
    const options = slotOptions(players, { sport: 'tabletennis', startPlayerIndex: 2 }, slots, 0);
    expect(options.map((o) => o.label)).toEqual(['2. Bram', '4. Dirk', '5. Eva']);
  });

  it("offers every padel player, and keeps the slot's own player", () => {
    const options = slotOptions(players, { sport: 'padel', startPlayerIndex: 4 }, slots, 3);
    expect(options.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps a chosen player below the start index in their own slot', () => {
    const options = slotOptions(players, { sport: 'tabletennis', startPlayerIndex: 4 }, { players: [1], reserves: [] }, 1);
    expect(options.map((o) => o.value)).toEqual(['1', '4', '5']);
  });
});

describe('answersOf', () => {
  it("labels the players with their answer's option", () => {
    const answer = (memberId: number, confirmationOption: number) => ({
      memberId,
      memberName: '',
      confirmationOption,
      participate: (confirmationOption === 1 ? 1 : 0) as 0 | 1,
      canDrive: false,
      remarks: '',
    });
    const answers = answersOf(makeMeeting({ confirmations: [answer(2, 1), answer(4, 2)] }), confirmationOptions);
    const options = slotOptions(players, { sport: 'padel', startPlayerIndex: 1 }, { players: [], reserves: [] }, 0, answers);
    expect(options.map((o) => o.label)).toEqual(['1. An', '2. Bram – Ik speel mee', '3. Chris', '4. Dirk – Ik kan niet', '5. Eva']);
  });
});

describe('compositionBody', () => {
  it('sends the filled slots in order and trimmed remarks', () => {
    expect(compositionBody(101, { players: [3, 0, 4, 0], reserves: [0, 5, 0] }, ' om 19u ')).toEqual({
      teamcalendar_id: 101,
      players: [3, 4],
      reserves: [5],
      remarks: 'om 19u',
    });
  });
});
