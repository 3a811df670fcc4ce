import type { PlayerMoment, Presence, Reservation } from '@clubhuis/contract/entities/playermoments';
import { describe, expect, it } from 'vitest';
import {
  bookableMoments,
  canReserve,
  mergePresenceAnswer,
  mergeMoments,
  presentCount,
  reservationMember,
  responsibleMoments,
  sortReservations,
} from './momentRules';
import { makeMoment, makePresence, makeReservation } from '../../testing/playerMomentsFixture';

describe('mergeMoments', () => {
  it('joins the next and later moments, each once, by date and time', () => {
    const a = makeMoment({ eventId: 1, playDate: '2030-01-02', startTime: '19:30' });
    const b = makeMoment({ eventId: 2, playDate: '2030-01-02', startTime: '10:00' });
    const c = makeMoment({ eventId: 3, playDate: '2030-02-01' });
    expect(mergeMoments([a, c], [c, b]).map((m) => m.eventId)).toEqual([2, 1, 3]);
    expect(mergeMoments([], [])).toEqual([]);
  });
});

describe('bookableMoments', () => {
  it('offers moments of today and later only', () => {
    const moments: PlayerMoment[] = [
      makeMoment({ eventId: 1, playDate: '2030-01-01' }),
      makeMoment({ eventId: 2, playDate: '2030-01-02' }),
      makeMoment({ eventId: 3, playDate: '2030-01-03' }),
    ];
    expect(bookableMoments(moments, '2030-01-02').map((m) => m.eventId)).toEqual([2, 3]);
  });
});

describe('responsibleMoments', () => {
  it('keeps the moments the user is responsible for', () => {
    const list = [makeMoment({ eventId: 1, isResponsible: true }), makeMoment({ eventId: 2, isResponsible: false })];
    expect(responsibleMoments(list).map((m) => m.eventId)).toEqual([1]);
  });
});

describe('presentCount', () => {
  it("counts presence '1' only", () => {
    const list: Presence[] = [
      makePresence({ memberId: 1, presence: '1' }),
      makePresence({ memberId: 2, presence: '0' }),
      makePresence({ memberId: 3, presence: '1', occasional: '1' }),
    ];
    expect(presentCount(list)).toBe(2);
    expect(presentCount([])).toBe(0);
  });
});

describe('mergePresenceAnswer', () => {
  it("takes the changed member's row and new rows from the answer, and keeps the other rows shown", () => {
    const shown = [makePresence({ memberId: 1, presence: '1' }), makePresence({ memberId: 2, presence: '1' })];
    // An older answer (member 2's tick not yet in it) for a change of member 1, plus a new occasional player.
    const answer = [
      makePresence({ memberId: 1, presence: '0' }),
      makePresence({ memberId: 2, presence: '0' }),
      makePresence({ memberId: 3, presence: '1', occasional: '1' }),
    ];
    const merged = mergePresenceAnswer(shown, answer, 1);
    expect(merged.map((p) => [p.memberId, p.presence, p.occasional])).toEqual([
      [1, '0', '0'],
      [2, '1', '0'],
      [3, '1', '1'],
    ]);
    expect(mergePresenceAnswer(undefined, answer, 1)).toEqual(answer);
  });
});

describe('sortReservations', () => {
  it('orders by play date, start time, then name, without changing the list', () => {
    const list: Reservation[] = [
      makeReservation({ id: 1, playDate: '2030-01-03', memberName: 'Emma Maes' }),
      makeReservation({ id: 2, playDate: '2030-01-02', memberName: 'Lucas Maes' }),
      makeReservation({ id: 3, playDate: '2030-01-02', memberName: 'Emma Maes' }),
    ];
    expect(sortReservations(list).map((r) => r.id)).toEqual([3, 2, 1]);
    expect(list[0]?.id).toBe(1);
  });
});

describe('reservationMember', () => {
  it('takes the one linked member, else the picked one when it is linked, else 0', () => {
    expect(reservationMember([7], 0)).toBe(7);
    expect(reservationMember([7, 8], 0)).toBe(0);
    expect(reservationMember([7, 8], 8)).toBe(8);
    expect(reservationMember([7, 8], 9)).toBe(0);
    expect(reservationMember([], 0)).toBe(0);
  });
});

describe('canReserve', () => {
  it('needs a moment and a member above 0', () => {
    expect(canReserve(1, 7)).toBe(true);
    expect(canReserve(0, 7)).toBe(false);
    expect(canReserve(1, 0)).toBe(false);
  });
});
