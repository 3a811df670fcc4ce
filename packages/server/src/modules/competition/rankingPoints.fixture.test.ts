import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eloOfClass, matchDelta, whatIf } from '@clubhuis/contract/rules/rankingPoints';
import { parseSoapResponse } from '../../adapters/tabt/tabtSoap.ts';
import { GetMembersResponse } from '../../adapters/tabt/tabtSchemas.ts';
import { CLASS_METHOD, rankingValues } from './rankingHistory.ts';

// The points what-if against the recorded real answer (shared/tabt/GetMembers-WithResults.xml). That
// answer carries results but no ranking points (no RankingPointsEntries), so no ELO before and after a
// match can be checked against the site: what is checked is the calculator on the real matches, with
// each player read as the middle of his class's band.

const fixture = readFileSync(new URL('../../testing/tabt/GetMembers-WithResults.xml', import.meta.url), 'utf8');
const members = GetMembersResponse.parse(parseSoapResponse('GetMembers', fixture)).MemberEntries;

describe('the points what-if on the recorded real results', () => {
  it('has no points before and after in the fixture: only the class is stored in the history', () => {
    expect(members).toHaveLength(3);
    expect(members.every((m) => m.RankingPointsEntries.length === 0)).toBe(true);
    for (const m of members) expect(rankingValues(m, '2026-11-26')).toEqual([{ method: CLASS_METHOD, value: null, seenOn: '2026-11-26' }]);
  });

  it('moves points up for every real win and down for every real loss, more for a stronger opponent', () => {
    for (const m of members) {
      const own = eloOfClass(m.Ranking)!;
      const decided = m.ResultEntries.filter((r) => (r.Result === 'V' || r.Result === 'D') && eloOfClass(r.Ranking) !== null);
      expect(decided.length).toBeGreaterThan(0);
      for (const r of decided) {
        const delta = matchDelta(own, eloOfClass(r.Ranking)!, r.Result === 'V');
        expect(Math.sign(delta)).toBe(r.Result === 'V' ? 1 : -1);
      }
    }
  });

  it('adds Kobe Smets’s (C0) twelve real matches up to a fixed change', () => {
    const kobe = members.find((m) => m.UniqueIndex === 900155)!;
    const matches = kobe.ResultEntries.filter((r) => r.Result === 'V' || r.Result === 'D').map((r) => ({
      opponent: eloOfClass(r.Ranking) ?? eloOfClass(kobe.Ranking)!,
      won: r.Result === 'V',
    }));
    expect(matches).toHaveLength(12);
    const won = matches.filter((m) => m.won).length;
    const out = whatIf(eloOfClass(kobe.Ranking)!, matches);
    // Three won of twelve against opponents of about his class: his points go down.
    expect(won).toBe(3);
    expect(out.total).toBeLessThan(0);
    expect(out.total).toBe(Math.round(matches.reduce((sum, m) => sum + matchDelta(1700, m.opponent, m.won), 0)));
  });
});
