import { describe, expect, it } from 'vitest';
import { shownKinds } from './kinds';

const config = { teamCompositionModule: true, trainingModule: false, sportsCampModule: true };

describe('shownKinds', () => {
  it('offers the kinds of the modules the member takes part in', () => {
    expect(shownKinds(config, { currentlyActiveLeagueId: 0, hasSportsCamp: false })).toEqual(['lineUp', 'confirmAsk', 'driver', 'playMoment', 'results']);
    expect(shownKinds({ ...config, trainingModule: true }, { currentlyActiveLeagueId: 3, hasSportsCamp: true })).toEqual([
      'lineUp',
      'confirmAsk',
      'driver',
      'training',
      'playMoment',
      'leagueResult',
      'leagueReplacement',
      'campPlanning',
      'results',
    ]);
  });
});
