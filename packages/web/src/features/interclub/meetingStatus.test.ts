import { CORRECT_COMPOSITION } from '@clubhuis/contract/rules/interclub';
import { describe, expect, it } from 'vitest';
import { makeMeeting } from '../../testing/meetingFixture';
import { absenceOn, deniedNames, hasWarning, memberStatus, scoreColor, showsIntermediateScore } from './meetingStatus';

const now = new Date('2025-10-15T10:00:00Z'); // 12:00 in Brussels
const absence = { dateFrom: '2025-10-18', remark: 'Op reis', confirmationOption: 3 };

describe('member status', () => {
  it('is absent with an absence that day, even when in the line-up', () => {
    const m = makeMeeting({ members: '7' });
    expect(absenceOn([absence], '2025-10-18')).toBe(absence);
    expect(absenceOn([{ ...absence, dateFrom: '2025-10-18T00:00:00' }], '2025-10-18')).toBeTruthy();
    expect(memberStatus(m, 7, [absence])).toBe('absent');
  });

  it('is participating in the line-up or confirmed, else not participating', () => {
    expect(memberStatus(makeMeeting({ members: '7,8' }), 7, [])).toBe('participating');
    expect(memberStatus(makeMeeting({ confirmed: '7' }), 7, [])).toBe('participating');
    expect(memberStatus(makeMeeting({ reserves: '7', denied: '' }), 7, [])).toBe('notParticipating');
  });
});

describe('deniedNames', () => {
  it('names the members who denied', () => {
    const c = (memberId: number, memberName: string, participate: 0 | 1) => ({
      memberId,
      memberName,
      participate,
      confirmationOption: participate ? 1 : 2,
      canDrive: false,
      remarks: '',
    });
    const m = makeMeeting({ denied: '8,10', confirmations: [c(7, 'Jan', 1), c(8, 'Piet', 0), c(10, 'Els', 0)] });
    expect(deniedNames(m)).toEqual(['Piet', 'Els']);
  });
});

describe('hasWarning', () => {
  it('is a warning for any verdict but the correct one', () => {
    expect(hasWarning({ error: '' })).toBe(false);
    expect(hasWarning({ error: CORRECT_COMPOSITION })).toBe(false);
    expect(hasWarning({ error: 'Speler 3 is sterker dan speler 2' })).toBe(true);
  });
});

describe('showsIntermediateScore', () => {
  it('shows while there is no score and the meeting is busy or has an intermediate score', () => {
    expect(showsIntermediateScore(makeMeeting({ playDate: '2025-10-15', playTime: '11:00' }), now)).toBe(true);
    expect(showsIntermediateScore(makeMeeting({ playDate: '2025-10-15', playTime: '19:00' }), now)).toBe(false);
    expect(showsIntermediateScore(makeMeeting({ playDate: '2025-10-14', intermediateScore: '5-3' }), now)).toBe(true);
    expect(showsIntermediateScore(makeMeeting({ playDate: '2025-10-15', playTime: '11:00', score: '10-6' }), now)).toBe(false);
  });
});

describe('scoreColor', () => {
  it('is green for won, red for lost, grey otherwise', () => {
    expect(scoreColor('Y')).toBe('green');
    expect(scoreColor('N')).toBe('red');
    expect(scoreColor('')).toBe('gray');
  });
});
