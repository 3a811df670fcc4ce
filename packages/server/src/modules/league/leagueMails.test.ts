import { describe, expect, it } from 'vitest';
import type { Poule } from '@clubhuis/contract/entities/league';
import { pouleMail } from './leagueMails.ts';

const player = (index: number, name: string, ranking: number) => ({
  poulePlayerId: index, player: index, subscriptionId: index, memberId: index, memberName: name, memberRanking: 'P100', replacementId: 0, replacementName: '',
  absenceReasonId: 0, absenceReason: '', matchesWon: 0, matchesLost: 0, gamesWon: 0, gamesLost: 0, saldo: 0, ranking, status: 1,
});
// In standings order, as the poule reads come: player 4 ranks above player 3.
const poule: Poule = {
  level: 2, levelId: 2, levelCode: 'B', pouleId: 5, poule: 1, resultEntry: 1, pouleStatus: 2, pouleStatusDescription: 'Te spelen',
  poulePlayers: [player(1, 'Wout Peeters', 1), player(2, 'Dries Jacobs', 2), player(4, 'Wim Wouters', 3), player(3, 'Sander Aerts', 4)],
  pouleResults: 0, pouleMatches: [], playDate: '2026-12-01', playTime: '20:00', playTerrain: 'Terrein 2', playRemarks: '',
};
const contacts = new Map([1, 2, 3, 4].map((id) => [id, { name: '', email: `speler${id}@example.be`, telephone: '', mobile: '' }]));

describe('the poule mail (issue 28 item 20)', () => {
  it('numbers the players 1 to 4 in that order, the captain first', () => {
    const lines = pouleMail(poule, contacts).text.split('\n').filter((l) => /^\d\. /.test(l));
    expect(lines).toEqual([
      '1. Wout Peeters (kapitein): speler1@example.be',
      '2. Dries Jacobs: speler2@example.be',
      '3. Sander Aerts: speler3@example.be',
      '4. Wim Wouters: speler4@example.be',
    ]);
  });

  it("writes the play date as the app does ('01/12/2026'), not '2026-12-01'", () => {
    const text = pouleMail(poule, contacts).text;
    expect(text).toContain('Speeldatum: 01/12/2026 · 20:00 · Terrein 2');
    expect(text).not.toContain('2026-12-01');
  });
});
