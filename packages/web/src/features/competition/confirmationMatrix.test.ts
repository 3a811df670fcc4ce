import { describe, expect, it } from 'vitest';
import { makeConfirmation as c } from '../../testing/competitionFixtures';
import { cellKey, cellView, confirmationMatrix } from './confirmationMatrix';

const past = { isPast: true, meetingDate: '2025-09-13', week: 1 };
const pastNoLineUp = { isPast: true, meetingDate: '2025-09-20', week: 2 };
const future = { isPast: false, meetingDate: '2099-10-18', week: 5 };

const season = [
  // Week 1, played: Jan played (line-up), Piet not.
  c({ ...past, teamCalendarId: 1, playerId: 7, hasBeenSetup: true, victoryCount: 2, nrOfParticipations: 1 }),
  c({ ...past, teamCalendarId: 1, playerId: 8, playerName: 'Piet Maes' }),
  // Week 2, played but nobody was set up: left out.
  c({ ...pastNoLineUp, teamCalendarId: 2, playerId: 7, nrOfParticipations: 1 }),
  c({ ...pastNoLineUp, teamCalendarId: 2, playerId: 8, playerName: 'Piet Maes' }),
  // Week 5, to come.
  c({ ...future, teamCalendarId: 5, playerId: 7, canPlay: 1, nrOfParticipations: 1 }),
  c({ ...future, teamCalendarId: 5, playerId: 8, playerName: 'Piet Maes', canPlay: 0 }),
  // A reserve from another team without participations: left out.
  c({ ...future, teamCalendarId: 5, playerId: 9, playerName: 'Els Wouters', isTeamPlayer: false }),
  // A reserve from another team who played once: kept.
  c({ ...future, teamCalendarId: 5, playerId: 10, playerName: 'Tom Claes', isTeamPlayer: false, nrOfParticipations: 1 }),
];

describe('confirmationMatrix (spec 01 section 5)', () => {
  it('hides past meetings while future ones exist, and offers the toggle', () => {
    const m = confirmationMatrix(season, false);
    expect(m.meetings.map((x) => x.week)).toEqual([5]);
    expect(m.canShowPast).toBe(true);
  });

  it('shows played meetings with a line-up when toggled, never those without', () => {
    const m = confirmationMatrix(season, true);
    expect(m.meetings.map((x) => x.week)).toEqual([1, 5]);
    expect(m.meetings[0]?.hasLineUp).toBe(true);
  });

  it('leaves out players from outside the team without participations', () => {
    const m = confirmationMatrix(season, false);
    expect(m.players.map((p) => p.playerName)).toEqual(['Jan Peeters', 'Piet Maes', 'Tom Claes']);
  });

  it('shows past meetings when no future ones exist (season over), without a toggle', () => {
    const m = confirmationMatrix(season.filter((x) => x.isPast), false);
    expect(m.meetings.map((x) => x.week)).toEqual([1]);
    expect(m.canShowPast).toBe(false);
  });

  it('orders meetings by date and finds each answer', () => {
    const m = confirmationMatrix([...season].reverse(), true);
    expect(m.meetings.map((x) => x.week)).toEqual([1, 5]);
    expect(m.cells.get(cellKey(5, 8))?.canPlay).toBe(0);
  });
});

describe('cellView', () => {
  it('shows a line-up first (victories once played), then yes, no or unanswered, and the car away', () => {
    expect(cellView(c({ hasBeenSetup: true }))).toMatchObject({ marks: ['setUp'], tone: 'setUp' });
    expect(cellView(c({ hasBeenSetup: true, isPast: true, victoryCount: 3 }))).toMatchObject({
      marks: [3],
      parts: ['opgesteld', '3 gewonnen'],
    });
    expect(cellView(c({ canPlay: 1, canDrive: true, isHome: false }))).toMatchObject({ marks: ['yes', 'drive'], tone: 'yes' });
    expect(cellView(c({ canPlay: 1, canDrive: true, isHome: true })).marks).toEqual(['yes']);
    expect(cellView(c({ canPlay: 0, remarks: 'ziek' }))).toMatchObject({ marks: ['no'], parts: ['kan niet', 'ziek'], tone: 'no' });
    expect(cellView(c({ canPlay: -1, status: 'Geen antwoord' }))).toMatchObject({ marks: ['unknown'], tone: 'unanswered' });
    expect(cellView(c({ canPlay: -1, status: 'Geen antwoord', isPast: true })).marks).toEqual([]);
    expect(cellView(undefined)).toMatchObject({ marks: [], tone: 'unanswered' });
  });

  it("uses the server's status and information in words when given", () => {
    expect(cellView(c({ canPlay: 0, status: 'Kan niet spelen', statusInformation: 'Ik kan niet: ziek', remarks: 'ziek' })).parts).toEqual([
      'Kan niet spelen',
      'Ik kan niet: ziek',
    ]);
    expect(cellView(c({ status: 'Afwezig', statusInformation: 'Vakantie' })).parts).toEqual(['Afwezig', 'Vakantie']);
    expect(cellView(c({ status: 'Reserve', statusInformation: '', canPlay: 1, canDrive: true, isHome: false }))).toMatchObject({
      marks: ['yes', 'drive'],
      parts: ['Reserve', 'kan rijden'],
    });
  });

  it('shows an anonymous caller (no status, no answer) an empty cell', () => {
    expect(cellView(c({ canPlay: -1, status: '' }))).toMatchObject({ marks: [], tone: 'unanswered' });
  });
});
