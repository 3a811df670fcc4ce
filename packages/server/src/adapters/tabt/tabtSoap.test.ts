import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSoapResponse, soapEnvelope, TabtCallError } from './tabtSoap.ts';
import { GetMatchesResponse, GetMembersResponse } from './tabtSchemas.ts';
import { cacheKey, memberResultsRequest } from './tabtRequests.ts';

const fixture = (name: string) => readFileSync(new URL(`../../testing/tabt/${name}`, import.meta.url), 'utf8');

describe('SOAP envelopes', () => {
  it('writes the request element with the Request suffix, qualified fields and Credentials first', () => {
    const xml = soapEnvelope('GetMembers', { UniqueIndex: 900155, WithResults: true, Club: undefined }, { account: 'club', password: 'a<b' });
    expect(xml).toContain('xmlns:ns1="http://api.frenoy.net/TabTAPI"');
    expect(xml).toContain(
      '<ns1:GetMembersRequest><ns1:Credentials><ns1:Account>club</ns1:Account><ns1:Password>a&lt;b</ns1:Password></ns1:Credentials>' +
        '<ns1:UniqueIndex>900155</ns1:UniqueIndex><ns1:WithResults>true</ns1:WithResults></ns1:GetMembersRequest>',
    );
    expect(xml).not.toContain('Club');
  });

  it('leaves the suffix off for GetClubs, GetDivisions, GetTournaments and GetMatchSystems', () => {
    expect(soapEnvelope('GetClubs', {})).toContain('<ns1:GetClubs></ns1:GetClubs>');
    expect(soapEnvelope('Test', {})).toContain('<ns1:TestRequest></ns1:TestRequest>');
  });
});

describe('answers', () => {
  it('reads the members fixture: lists always lists, numbers as numbers', () => {
    const members = GetMembersResponse.parse(parseSoapResponse('GetMembers', fixture('GetMembers-WithResults.xml')));
    expect(members.MemberEntries.map((m) => [m.UniqueIndex, m.FirstName, m.LastName, m.Ranking, m.ResultEntries.length])).toEqual([
      [900155, 'KOBE', 'SMETS', 'C0', 12],
      [900246, 'SOFIE', 'MARTENS', 'NC', 7],
      [900302, 'SOFIE', 'PAUWELS', 'NC', 12],
    ]);
    expect(members.MemberEntries[0]!.ResultEntries[0]).toEqual({
      Date: '2026-09-19',
      UniqueIndex: 900162,
      FirstName: 'FIEN',
      LastName: 'VERMEULEN',
      Ranking: 'C0',
      Result: 'D',
      SetFor: 2,
      SetAgainst: 3,
      CompetitionType: 'C',
      Club: 'Cttr Alpa',
      MatchId: 'PBBWH01/005',
      MatchUniqueId: 879280,
    });
    expect(members.MemberEntries[1]!.ResultEntries[0]).toMatchObject({ CompetitionType: 'T', TournamentName: 'Critérium B - Limal-Wavre' });
    expect(members.MemberEntries[0]!.RankingPointsEntries).toEqual([]);
    // Normalised answers parse to themselves: what the cache stores, it reads back unchanged.
    expect(GetMembersResponse.parse(JSON.parse(JSON.stringify(members)))).toEqual(members);
  });

  it('reads the matches fixture: week names stay text, forfeits, doubles and a sheet not started', () => {
    const { TeamMatchesEntries: m } = GetMatchesResponse.parse(parseSoapResponse('GetMatches', fixture('GetMatches-WithDetails.xml')));
    expect(m.map((x) => [x.MatchUniqueId, x.WeekName, x.Score, x.IsValidated, x.MatchDetails?.DetailsCreated])).toEqual([
      [793870, '01', '9-7', true, true],
      [794333, '01', '10-6', true, true],
      [804729, '01', '9-1', true, true],
      // A match not yet played: no score, no sheet, and on this site not even a number.
      [undefined, '01', undefined, false, false],
    ]);
    expect(m[0]!.VenueEntry).toEqual({ Name: 'Sporthal De Demo', Street: 'Sportlaan 1', Town: '9000 Gent' });
    expect(m[0]!.MatchDetails!.HomePlayers!.Players[2]).toMatchObject({ UniqueIndex: 900015, VictoryCount: 3, IsForfeited: false });
    const forfeited = m[1]!.MatchDetails!.AwayPlayers!.Players[2]!;
    expect([forfeited.UniqueIndex, forfeited.IsForfeited, forfeited.VictoryCount]).toEqual([900099, true, undefined]);
    const walkover = m[1]!.MatchDetails!.IndividualMatchResults[3]!;
    expect([walkover.IsAwayForfeited, walkover.HomeSetCount, walkover.AwaySetCount]).toEqual([true, undefined, undefined]);
    expect(m[2]!.MatchDetails!.IndividualMatchResults[6]).toMatchObject({ HomePlayerUniqueIndex: 0, AwayPlayerUniqueIndex: 0, HomeSetCount: 3 });
    expect(m[3]!.MatchDetails!.IndividualMatchResults).toEqual([]);
  });

  it('turns a SOAP fault into an error that knows the quota fault', () => {
    const fault = (code: number) =>
      `<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><SOAP-ENV:Body><SOAP-ENV:Fault>` +
      `<faultcode>${code}</faultcode><faultstring>no</faultstring></SOAP-ENV:Fault></SOAP-ENV:Body></SOAP-ENV:Envelope>`;
    const quota = (() => {
      try {
        parseSoapResponse('GetMembers', fault(34));
      } catch (e) {
        return e as TabtCallError;
      }
    })();
    expect([quota?.kind, quota?.faultCode, quota?.isQuota]).toEqual(['fault', 34, true]);
    expect(() => parseSoapResponse('GetMembers', fault(13))).toThrow(/fault 13/);
    expect(() => parseSoapResponse('GetMembers', '<html>')).toThrow(TabtCallError);
  });
});

describe('cache keys', () => {
  it('are the federation, the operation and the request with sorted keys', () => {
    expect(cacheKey('VTTL', 'GetMembers', memberResultsRequest(27, 500137))).toBe(
      'VTTL:GetMembers {"RankingPointsInformation":true,"Season":27,"UniqueIndex":500137,"WithResults":true}',
    );
  });
});
