import { describe, expect, it } from 'vitest';
import { confirmationMatrix, type MatrixInput } from './confirmationMatrix.ts';

const meeting = (id: number, playDate: string) => ({
  id,
  week: id,
  playDate,
  homeTeam: 'Wij A',
  awayTeam: 'Zij B',
  home: true,
  score: playDate < '2026-11-21' ? '10-6' : '',
  won: '',
});
const ann = { memberId: 1, name: 'Ann Aerts', ranking: 'C0' };
const bart = { memberId: 2, name: 'Bart Bos', ranking: 'C2' };
const cas = { memberId: 3, name: 'Cas Claes', ranking: 'D0' };

function input(member: boolean): MatrixInput {
  return {
    captain: 1,
    today: '2026-11-21',
    member,
    meetings: [meeting(1, '2026-11-14'), meeting(2, '2026-11-28')],
    roster: [ann, bart],
    lineUps: [
      { ...ann, meetingId: 1, reserve: false, victoryCount: 3 },
      { ...cas, meetingId: 1, reserve: false, victoryCount: 1 },
      { ...bart, meetingId: 1, reserve: true, victoryCount: null },
    ],
    answers: [{ meetingId: 2, memberId: 1, option: 1, participate: 1, canDrive: true, remarks: 'Rij graag', description: 'Ik kan spelen', variant: 'success' }],
    absences: [{ memberId: 2, from: '2026-11-27', to: '2026-11-29', reason: 'Werk', remark: '' }],
  };
}

describe('confirmationMatrix', () => {
  it('says per cell: set up, reserve, answer or absence, for a member', () => {
    const rows = confirmationMatrix(input(true));
    const at = (meetingId: number, memberId: number) => rows.find((r) => r.teamCalendarId === meetingId && r.playerId === memberId)!;
    expect(rows.map((r) => r.playerId)).toEqual([1, 2, 3, 1, 2, 3]);
    expect(at(1, 1)).toMatchObject({ status: 'Opgesteld', statusInformation: '3 overwinningen', won: 1, isPast: true, captain: true });
    expect(at(1, 2)).toMatchObject({ status: 'Reserve', hasBeenSetup: false, nrOfParticipations: 0 });
    expect(at(1, 3)).toMatchObject({ status: 'Opgesteld', isTeamPlayer: false, nrOfParticipations: 1 });
    expect(at(2, 1)).toMatchObject({ status: 'Kan spelen', statusInformation: 'Ik kan spelen: Rij graag', canPlay: 1, canDrive: true });
    expect(at(2, 2)).toMatchObject({ status: 'Afwezig', statusInformation: 'Werk', canPlay: -1 });
    expect(at(2, 3)).toMatchObject({ status: 'Geen antwoord', canPlay: -1, confirmationOption: 0 });
  });

  it('shows only the line-up to an anonymous caller', () => {
    const rows = confirmationMatrix({ ...input(false), answers: [], absences: [] });
    expect(rows.map((r) => r.status)).toEqual(['Opgesteld', 'Reserve', 'Opgesteld', '', '', '']);
    // Even if answers were handed in, an anonymous matrix does not show them.
    const leaked = confirmationMatrix(input(false));
    expect(leaked.every((r) => r.canPlay === -1 && r.remarks === '' && !r.canDrive)).toBe(true);
  });

  it('leaves out past meetings without players and outsiders who never played', () => {
    const base = input(true);
    const rows = confirmationMatrix({ ...base, lineUps: base.lineUps.filter((l) => l.memberId === 2) });
    expect(new Set(rows.map((r) => r.teamCalendarId))).toEqual(new Set([2]));
    expect(rows.map((r) => r.playerId)).toEqual([1, 2]);
  });
});
