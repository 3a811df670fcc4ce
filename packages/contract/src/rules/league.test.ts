import { describe, expect, it } from 'vitest';
import { GAME_SCORE, isGameScore, mayEnterResults, mayRegisterPlayDate, maySignOut, mayUndoSignOut, mayUndoUnsubscribe, mayUnsubscribe, type LeagueViewer } from './league.ts';

const viewer = (over: Partial<LeagueViewer> = {}): LeagueViewer => ({
  memberIds: [5],
  enterAnyLeagueResult: false,
  leaguePlayerMomentInfo: false,
  canUnsubscribeFromLeague: true,
  ...over,
});
const poule = (over: { resultEntry?: number; pouleStatus?: number; serieStatus?: number; captain?: number; second?: number } = {}) => ({
  resultEntry: over.resultEntry ?? 1,
  pouleStatus: over.pouleStatus ?? 2,
  serieStatus: over.serieStatus ?? 2,
  poulePlayers: [
    { memberId: over.captain ?? 1, player: 1 },
    { memberId: over.second ?? 2, player: 2 },
  ],
});
const own = { serieStatus: 2, isLastSerie: true, unSubscribed: false, poulePlayerStatus: 1 };

describe('mayEnterResults (spec 02 section 5)', () => {
  it('never on a closed poule or a series that is not ongoing, not even for a manager', () => {
    expect(mayEnterResults(viewer({ enterAnyLeagueResult: true }), poule({ pouleStatus: 9 }), true)).toBe(false);
    expect(mayEnterResults(viewer({ enterAnyLeagueResult: true }), poule({ serieStatus: 9 }), true)).toBe(false);
  });
  it('resultEntry 2 everybody; a manager any poule; resultEntry 1 the poule players; the captain on its own info', () => {
    expect(mayEnterResults(viewer(), poule({ resultEntry: 2 }), false)).toBe(true);
    expect(mayEnterResults(viewer({ enterAnyLeagueResult: true }), poule({ resultEntry: 0 }), false)).toBe(true);
    expect(mayEnterResults(viewer(), poule({ second: 5 }), false)).toBe(true);
    expect(mayEnterResults(viewer(), poule({ resultEntry: 0, second: 5 }), true)).toBe(false);
    expect(mayEnterResults(viewer(), poule({ resultEntry: 0, captain: 5 }), true)).toBe(true);
    expect(mayEnterResults(viewer(), poule(), true)).toBe(false);
  });
});

describe('unsubscribe, undo and play date (spec 02 sections 4 and 5)', () => {
  it('unsubscribe only with the flag, own info, a poule, not yet unsubscribed, the last series ongoing', () => {
    expect(mayUnsubscribe(viewer(), true, own)).toBe(true);
    expect(mayUnsubscribe(viewer({ canUnsubscribeFromLeague: false }), true, own)).toBe(false);
    expect(mayUnsubscribe(viewer(), false, own)).toBe(false);
    expect(mayUnsubscribe(viewer(), true, undefined)).toBe(false);
    expect(mayUnsubscribe(viewer(), true, { ...own, unSubscribed: true })).toBe(false);
    expect(mayUnsubscribe(viewer(), true, { ...own, isLastSerie: false })).toBe(false);
    expect(mayUnsubscribe(viewer(), true, { ...own, serieStatus: 9 })).toBe(false);
  });
  it('undo only when unsubscribed in the last series; the play date only with leaguePlayerMomentInfo', () => {
    expect(mayUndoUnsubscribe(viewer(), true, { ...own, unSubscribed: true })).toBe(true);
    expect(mayUndoUnsubscribe(viewer(), true, own)).toBe(false);
    expect(mayUndoUnsubscribe(viewer(), true, { ...own, unSubscribed: true, isLastSerie: false })).toBe(false);
    expect(mayRegisterPlayDate(viewer(), true, own)).toBe(false);
    expect(mayRegisterPlayDate(viewer({ leaguePlayerMomentInfo: true }), true, own)).toBe(true);
    expect(mayRegisterPlayDate(viewer({ leaguePlayerMomentInfo: true }), false, own)).toBe(false);
  });
});

describe('signing a player out of the league (issue 28)', () => {
  it('only the player itself or a league manager; a captain or another poule player never', () => {
    expect(maySignOut(viewer(), 5)).toBe(true);
    expect(maySignOut(viewer(), 2)).toBe(false);
    expect(maySignOut(viewer({ enterAnyLeagueResult: true }), 2)).toBe(true);
  });
  it('undoing a sign-out: league managers only', () => {
    expect(mayUndoSignOut(viewer())).toBe(false);
    expect(mayUndoSignOut(viewer({ enterAnyLeagueResult: true }))).toBe(true);
  });
});

describe('isGameScore', () => {
  it('takes whole games from 0 to 99 only (the endpoint and the results form share GAME_SCORE)', () => {
    expect([0, 7, 99].every(isGameScore)).toBe(true);
    expect([-1, 100, 2.5, Number.NaN].some(isGameScore)).toBe(false);
    expect(GAME_SCORE).toEqual({ min: 0, max: 99 });
  });
});
