import { describe, expect, it } from 'vitest';
import { answerCandidates, asksCanDrive, confirmationCall, initialAnswer } from './confirmationAnswer';
import { confirmationOptions, makeMeeting } from '../../testing/meetingFixture';

const member = { composeAnyTeam: false, composeAsCaptain: false, memberIds: [7] };
const captain = { composeAnyTeam: false, composeAsCaptain: true, memberIds: [9] };

describe('answerCandidates', () => {
  it('is only the selected member for a plain member', () => {
    expect(answerCandidates(member, makeMeeting(), 7)).toEqual([7]);
  });

  it("adds the team's players, line-up and reserves for the team's captain", () => {
    const m = makeMeeting({ teamPlayers: '7,8,9', members: '8,12', reserves: '13' });
    expect(answerCandidates(captain, m, 9)).toEqual([9, 7, 8, 12, 13]);
    expect(answerCandidates(captain, makeMeeting({ captain: 4 }), 9)).toEqual([9]);
  });
});

describe('initialAnswer', () => {
  it('starts from the default option 1 without an earlier answer', () => {
    expect(initialAnswer(makeMeeting(), 7, confirmationOptions)).toEqual({ optionId: 1, remarks: '', canDrive: false });
  });

  it("starts from the member's earlier answer", () => {
    const earlier = { memberId: 7, memberName: 'Jan', confirmationOption: 3, participate: 0 as const, canDrive: false, remarks: 'Weg' };
    expect(initialAnswer(makeMeeting({ confirmations: [earlier] }), 7, confirmationOptions)).toEqual({
      optionId: 3,
      remarks: 'Weg',
      canDrive: false,
    });
  });
});

describe('confirmationCall', () => {
  it('participates with option participate 1, trimmed remarks and canDrive for an away meeting', () => {
    const call = confirmationCall(makeMeeting(), 7, { optionId: 1, remarks: '  ik rij  ', canDrive: true }, confirmationOptions);
    expect(call).toEqual({
      path: 'teamcomposition/participateMeeting',
      body: { id: 101, member_id: 7, confirmationoption: 1, candrive: true, remarks: 'ik rij' },
    });
  });

  it('denies with any other option, and never sends canDrive then or for home meetings', () => {
    const deny = confirmationCall(makeMeeting(), 7, { optionId: 2, remarks: '', canDrive: true }, confirmationOptions);
    expect(deny.path).toBe('teamcomposition/denyMeeting');
    expect(deny.body.candrive).toBe(false);
    const home = confirmationCall(makeMeeting({ homeout: 'H' }), 7, { optionId: 1, remarks: '', canDrive: true }, confirmationOptions);
    expect(home.body.candrive).toBe(false);
  });

  it('asks canDrive only away and only when the option participates', () => {
    expect(asksCanDrive({ homeout: 'U' }, confirmationOptions[0])).toBe(true);
    expect(asksCanDrive({ homeout: 'U' }, confirmationOptions[1])).toBe(false);
    expect(asksCanDrive({ homeout: 'H' }, confirmationOptions[0])).toBe(false);
  });
});
