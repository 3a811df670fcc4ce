import { describe, expect, it } from 'vitest';
import { canConfirm, effectiveStatus, fitsExtraSelection, nextPresence, showsCancel } from '@clubhuis/contract/rules/training';
import { makeTraineeMoment, makeTrainingMoment } from '../../testing/trainingFixture';
import { absenceRemark } from '@clubhuis/contract/rules/training';
import { rowStyle, statusLabel, traineeFilter, trainerFilter } from './trainingRules';

const now = '2026-11-24 10:00';

describe('training rules', () => {
  it('styles rows merged, cancelled, confirmed, to be confirmed (past and open) or open', () => {
    expect([8, 9, 2, 0, 1].map((s) => rowStyle(makeTrainingMoment({ trainingStatus: s as 0 })))).toEqual([
      'merged',
      'cancelled',
      'confirmed',
      'toBeConfirmed',
      'open',
    ]);
  });

  it('shows a status above 2 in capitals', () => {
    expect(statusLabel(makeTrainingMoment({ trainingStatus: 9, trainingStatusDescription: 'Geannuleerd' }), 'Te bevestigen')).toBe('GEANNULEERD');
    expect(statusLabel(makeTrainingMoment({ trainingStatus: 2, trainingStatusDescription: 'Bevestigd' }), 'Te bevestigen')).toBe('Bevestigd');
    expect(statusLabel(makeTrainingMoment({ trainingStatus: 0 }), 'Te bevestigen')).toBe('Te bevestigen');
  });

  it('confirms only a started open training with every presence ticked; cancel shows while presences are open', () => {
    const past = makeTrainingMoment({ startTime: '2026-11-18 14:00' });
    expect(canConfirm({ ...past, toBeConfirmed: 0 }, now)).toBe(true);
    expect(canConfirm({ ...past, toBeConfirmed: 2 }, now)).toBe(false);
    expect(canConfirm({ ...past, startTime: '2026-11-25 14:00' }, now)).toBe(false);
    expect(canConfirm({ ...past, trainingStatus: 2 }, now)).toBe(false);
    expect(showsCancel({ trainingStatus: 1, toBeConfirmed: 5 })).toBe(true);
    expect(showsCancel({ trainingStatus: 0, toBeConfirmed: 0 })).toBe(false);
    expect(showsCancel({ trainingStatus: 9, toBeConfirmed: 5 })).toBe(false);
    expect(effectiveStatus(1, '2026-11-18 14:00', now)).toBe(0);
    expect(effectiveStatus(0, '2026-12-18 14:00', now)).toBe(1);
    expect(effectiveStatus(8, '2026-12-18 14:00', now)).toBe(8);
  });

  it('toggles unknown and absent to present, present to absent', () => {
    expect([nextPresence(-1), nextPresence(0), nextPresence(1)]).toEqual([1, 1, 0]);
  });

  it('filters the additional trainees by the club selection', () => {
    const trainee = { traineeState: 1, memberState: 1 };
    const active = { traineeState: 0, memberState: 1 };
    const other = { traineeState: 0, memberState: 2 };
    expect([0, 1, 2, 3].map((s) => [trainee, active, other].map((m) => fitsExtraSelection(s, m)))).toEqual([
      [false, false, false],
      [true, false, false],
      [true, true, false],
      [true, true, true],
    ]);
  });

  it('lists open or all trainer moments and searches without case', () => {
    const list = [makeTrainingMoment({ eventId: 1, trainingStatus: 0 }), makeTrainingMoment({ eventId: 2, trainingStatus: 2, title: 'Competitietraining' })];
    expect(trainerFilter(list, 'open', '').map((m) => m.eventId)).toEqual([1]);
    expect(trainerFilter(list, 'all', '').map((m) => m.eventId)).toEqual([1, 2]);
    expect(trainerFilter(list, 'all', 'COMPETITIE').map((m) => m.eventId)).toEqual([2]);
  });

  it("splits the trainee's moments in coming (reservation) and past (participated, latest first)", () => {
    const list = [
      makeTraineeMoment({ eventId: 1, endTime: '2026-11-10 22:00' }),
      makeTraineeMoment({ eventId: 2, endTime: '2026-11-17 22:00' }),
      makeTraineeMoment({ eventId: 3, endTime: '2026-11-24 22:00' }),
    ];
    expect(traineeFilter(list, 'reservation', '', now).map((m) => m.eventId)).toEqual([3]);
    expect(traineeFilter(list, 'participated', '', now).map((m) => m.eventId)).toEqual([2, 1]);
  });

  it('builds the absence remark from the reason and the trimmed explanation', () => {
    expect(absenceRemark('Ziek', '  griep ')).toBe('Ziek - griep');
    expect(absenceRemark('', '  ')).toBe('');
    expect(absenceRemark('', 'Examen')).toBe('Examen');
  });
});
