import type { Meeting } from '@clubhuis/contract/entities/interclub';
import { idList, meetingTime } from '@clubhuis/contract/rules/interclub';
import { interclubTexts as t } from './messages';

export interface DriverState {
  /** The block is not shown for home meetings (spec 01 section 4). */
  shown: boolean;
  isDriver: boolean;
  /**
   * Register, or cancel as the driver. Registering needs that nobody else drives (spec 01 section 4)
   * and that the member may drive: confirmed with canDrive, as the server checks too. Never for past meetings.
   */
  canAct: boolean;
  /** Driver remarks: only by someone allowed to drive (confirmed with canDrive), spec 01 section 5. */
  canEditRemarks: boolean;
  registerLabel: string;
  cancelLabel: string;
}

/**
 * What the selected member may do in the driver block. The wording is in the past tense once the
 * meeting has started (busy); past days have no actions at all, so they never need it.
 */
export function driverState(meeting: Meeting, memberId: number, now: Date): DriverState {
  const time = meetingTime(meeting.playDate, meeting.playTime, now);
  const isDriver = memberId > 0 && meeting.driverId === memberId;
  const mayDrive = memberId > 0 && idList(meeting.canDrive).includes(memberId);
  const started = time === 'past' || time === 'busy';
  const canAct = time !== 'past' && (isDriver || (meeting.driverId <= 0 && mayDrive));
  return {
    shown: meeting.homeout !== 'H',
    isDriver,
    canAct,
    canEditRemarks: canAct && mayDrive,
    registerLabel: started ? t.hasDriven : t.willDrive,
    cancelLabel: started ? t.hasNotDriven : t.willNotDrive,
  };
}
