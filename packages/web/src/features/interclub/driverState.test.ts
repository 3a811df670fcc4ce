import { describe, expect, it } from 'vitest';
import { driverState } from './driverState';
import { makeMeeting } from '../../testing/meetingFixture';

const now = new Date('2025-10-15T10:00:00Z'); // 12:00 in Brussels

describe('driverState', () => {
  it('is not shown for home meetings', () => {
    expect(driverState(makeMeeting({ homeout: 'H' }), 7, now).shown).toBe(false);
    expect(driverState(makeMeeting({ homeout: 'U' }), 7, now).shown).toBe(true);
  });

  it('speaks of the future before the start and of the past once busy', () => {
    const future = driverState(makeMeeting({ playDate: '2025-10-18', canDrive: '7' }), 7, now);
    expect([future.registerLabel, future.cancelLabel]).toEqual(['Ja, ik zal rijden', 'Ik zal niet rijden']);
    const busy = driverState(makeMeeting({ playDate: '2025-10-15', playTime: '11:00', canDrive: '7' }), 7, now);
    expect([busy.registerLabel, busy.cancelLabel]).toEqual(['Ja, ik heb gereden', 'Ik heb niet gereden']);
    expect(busy.canAct).toBe(true);
  });

  it('lets a member who may drive register only when nobody else drives, never for a past meeting', () => {
    const mayDrive = { canDrive: '8,7' };
    expect(driverState(makeMeeting(mayDrive), 7, now).canAct).toBe(true);
    expect(driverState(makeMeeting({ ...mayDrive, driverId: 8 }), 7, now)).toMatchObject({ canAct: false, isDriver: false });
    expect(driverState(makeMeeting({ ...mayDrive, playDate: '2025-10-14' }), 7, now).canAct).toBe(false);
    expect(driverState(makeMeeting(mayDrive), 0, now).canAct).toBe(false);
  });

  it('does not let a member register who did not confirm with canDrive, but lets the driver cancel', () => {
    expect(driverState(makeMeeting({ canDrive: '8' }), 7, now).canAct).toBe(false);
    expect(driverState(makeMeeting({ driverId: 7 }), 7, now)).toMatchObject({ canAct: true, isDriver: true });
  });

  it('lets only a member who confirmed with canDrive edit the driver remarks', () => {
    expect(driverState(makeMeeting({ canDrive: '8,7' }), 7, now).canEditRemarks).toBe(true);
    expect(driverState(makeMeeting({ canDrive: '7', driverId: 8 }), 7, now).canEditRemarks).toBe(false);
    expect(driverState(makeMeeting({ driverId: 7 }), 7, now).canEditRemarks).toBe(false);
  });
});
