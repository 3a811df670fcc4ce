import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';

/*
 * A local stand-in for the competition site's SOAP API on 127.0.0.1, so tests never touch the
 * internet. It answers by SOAPAction with the real (anonymised) fixtures in ./tabt/, filtered by the
 * request the way the site filters, and with small generated answers for GetClubTeams,
 * GetDivisionRanking and Test. It counts calls and can answer quota faults or break.
 */

const NS = 'http://api.frenoy.net/TabTAPI';
const fixture = (name: string) => readFileSync(new URL(`./tabt/${name}`, import.meta.url), 'utf8');
const MEMBERS_XML = fixture('GetMembers-WithResults.xml');
const MATCHES_XML = fixture('GetMatches-WithDetails.xml');
/** The fixtures as text, for tests that answer a variant of them. */
export const fixtureXml = { members: MEMBERS_XML, matches: MATCHES_XML };

export interface TabtServerCall {
  operation: string;
  /** The request's fields as sent (text), Credentials as 'Credentials.Account' and 'Credentials.Password'. */
  request: Record<string, string>;
  body: string;
}

/** 'ok' answers; 'quota' fault 34; 'fault' fault 13 (bad query); 'broken' HTTP 500 without a SOAP body. */
export type TabtServerMode = 'ok' | 'quota' | 'fault' | 'broken';

export type LiveMatchState = 'not started' | 'sheet';

export interface TabtTestServer {
  url: string;
  calls: TabtServerCall[];
  count(operation?: string): number;
  mode: TabtServerMode;
  /** Wait this long before answering, so concurrent requests overlap. */
  delayMs: number;
  /** Answer an operation with this content of its response element (undefined: the default answer). */
  answer(operation: string, content: (request: Record<string, string>) => string | undefined): void;
  /**
   * A fixture match played on `date` as the site shows it during the evening: 'not started' (no score,
   * DetailsCreated false), 'sheet' (its full sheet, not yet validated) or gone back to the fixture's
   * own answer (undefined). Switchable mid-test; GetMatches by its MatchUniqueId answers it.
   */
  live(matchUniqueId: number, state: LiveMatchState | undefined, date?: string): void;
  close(): Promise<void>;
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false });

export async function startTabtServer(): Promise<TabtTestServer> {
  const overrides = new Map<string, (request: Record<string, string>) => string | undefined>();
  const liveMatches = new Map<string, { state: LiveMatchState; date: string }>();
  const state: TabtTestServer = {
    url: '',
    calls: [],
    count: (operation) => state.calls.filter((c) => !operation || c.operation === operation).length,
    mode: 'ok',
    delayMs: 0,
    answer: (operation, content) => void overrides.set(operation, content),
    live: (id, state, date = '') => void (state ? liveMatches.set(String(id), { state, date }) : liveMatches.delete(String(id))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const action = String(req.headers.soapaction ?? '').replace(/"/g, '');
      const envelope = parser.parse(body)?.Envelope?.Body ?? {};
      const element = Object.keys(envelope)[0] ?? '';
      const request = flatten(envelope[element]);
      state.calls.push({ operation: action, request, body });
      if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
      const send = (status: number, xml: string) => {
        res.writeHead(status, { 'Content-Type': 'text/xml; charset=utf-8' });
        res.end(xml);
      };
      // The body element must be the operation's request element: what the real site insists on too.
      if (element !== `${action}Request` || req.headers['content-type'] !== 'text/xml; charset=utf-8') {
        return send(500, fault(13, `Unexpected ${element} for SOAPAction ${action}`));
      }
      if (state.mode === 'quota') return send(500, fault(34, 'Too many accesses, quota exceeded'));
      if (state.mode === 'fault') return send(500, fault(13, 'Invalid query'));
      if (state.mode === 'broken') {
        res.writeHead(500, { 'Content-Type': 'text/html' });
        return res.end('<h1>Internal Server Error</h1>');
      }
      const live = action === 'GetMatches' ? liveMatches.get(request.MatchUniqueId ?? '') : undefined;
      const content = live ? matchesAnswer(request, liveMatchXml(live.state, live.date)) : (overrides.get(action)?.(request) ?? defaultAnswer(action, request));
      if (content === undefined) return send(500, fault(13, `Unknown operation ${action}`));
      send(200, response(action, content));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/index.php?s=test`;
  return state;
}

/** An address on 127.0.0.1 where nothing listens. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/index.php`;
}

function flatten(node: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (!node || typeof node !== 'object') return out;
  for (const [k, v] of Object.entries(node)) {
    if (v && typeof v === 'object') Object.assign(out, flatten(v, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = String(v);
  }
  return out;
}

function response(operation: string, content: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns1="${NS}">` +
    `<SOAP-ENV:Body><ns1:${operation}Response>${content}</ns1:${operation}Response></SOAP-ENV:Body></SOAP-ENV:Envelope>`
  );
}

function fault(code: number, text: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/">` +
    `<SOAP-ENV:Body><SOAP-ENV:Fault><faultcode>${code}</faultcode><faultstring>${text}</faultstring></SOAP-ENV:Fault></SOAP-ENV:Body></SOAP-ENV:Envelope>`
  );
}

/** The fixture's entries of one element, as text. */
export function segments(xml: string, tag: string): string[] {
  return xml.match(new RegExp(`<ns1:${tag}>[\\s\\S]*?</ns1:${tag}>`, 'g')) ?? [];
}

/** The first value of an element in a piece of XML: the entry's own field comes before nested ones. */
export function fieldOf(xml: string, tag: string): string | undefined {
  return new RegExp(`<ns1:${tag}>([^<]*)</ns1:${tag}>`).exec(xml)?.[1];
}

export const el = (tag: string, value: string | number | boolean) => `<ns1:${tag}>${value}</ns1:${tag}>`;

/** Fixture members, filtered as GetMembers does by UniqueIndex and Club. */
export function membersAnswer(request: Record<string, string>, xml = MEMBERS_XML): string {
  let entries = segments(xml, 'MemberEntries');
  if (request.UniqueIndex) entries = entries.filter((e) => fieldOf(e, 'UniqueIndex') === request.UniqueIndex);
  if (request.Club) entries = entries.filter((e) => fieldOf(e, 'Club') === request.Club);
  if (request.WithResults !== 'true') entries = entries.map((e) => e.replace(/<ns1:ResultEntries>[\s\S]*?<\/ns1:ResultEntries>/g, ''));
  return el('MemberCount', entries.length) + entries.join('');
}

/** Fixture matches, filtered as GetMatches does by MatchUniqueId, MatchId, Club and DivisionId; sheets only WithDetails. */
export function matchesAnswer(request: Record<string, string>, xml = MATCHES_XML): string {
  let entries = matchEntries(xml);
  if (request.MatchUniqueId) entries = entries.filter((e) => fieldOf(e, 'MatchUniqueId') === request.MatchUniqueId);
  if (request.MatchId) entries = entries.filter((e) => fieldOf(e, 'MatchId') === request.MatchId);
  if (request.Club) entries = entries.filter((e) => fieldOf(e, 'HomeClub') === request.Club || fieldOf(e, 'AwayClub') === request.Club);
  if (request.DivisionId) entries = entries.filter((e) => fieldOf(e, 'DivisionId') === request.DivisionId);
  if (request.WithDetails !== 'true') entries = entries.map((e) => e.replace(/<ns1:MatchDetails>[\s\S]*?<\/ns1:MatchDetails>/, ''));
  return el('MatchCount', entries.length) + entries.join('');
}

export const matchEntries = (xml = MATCHES_XML) => segments(xml, 'TeamMatchesEntries');

/** The fixture's matches moved to `date`, neither validated nor locked, each either not started or with its full sheet. */
export function liveMatchXml(state: LiveMatchState, date: string, xml = MATCHES_XML): string {
  return matchEntries(xml)
    .map((e) => {
      let entry = e.replace(/<ns1:Date>[^<]*<\/ns1:Date>/, el('Date', date)).replace(/<ns1:IsValidated>[^<]*<\/ns1:IsValidated>/, el('IsValidated', false));
      entry = entry.replace(/<ns1:IsLocked>[^<]*<\/ns1:IsLocked>/, el('IsLocked', false));
      if (state === 'not started') {
        entry = entry
          .replace(/<ns1:Score>[^<]*<\/ns1:Score>/, '')
          .replace(/<ns1:MatchDetails>[\s\S]*?<\/ns1:MatchDetails>/, `<ns1:MatchDetails>${el('DetailsCreated', false)}</ns1:MatchDetails>`);
      }
      return entry;
    })
    .join('');
}

function defaultAnswer(operation: string, request: Record<string, string>): string | undefined {
  switch (operation) {
    case 'GetMembers':
      return membersAnswer(request);
    case 'GetMatches':
      return matchesAnswer(request);
    case 'GetClubTeams':
      return clubTeamsAnswer(request.Club ?? '');
    case 'GetDivisionRanking':
      return divisionRankingAnswer(request.DivisionId ?? '');
    case 'Test':
      return [
        el('Timestamp', '2026-11-21T20:00:00+01:00'),
        el('ApiVersion', '0.7.29'),
        el('IsValidAccount', 'false'),
        el('CurrentQuota', 120),
        el('AllowedQuota', 8000),
      ].join('');
    default:
      return undefined;
  }
}

/** The club's teams as the fixture's calendar shows them: letter and division of each. */
export function clubTeamsAnswer(club: string, xml = MATCHES_XML): string {
  const teams = new Map<string, { letter: string; division: string }>();
  for (const e of matchEntries(xml)) {
    for (const side of ['Home', 'Away'] as const) {
      if (fieldOf(e, `${side}Club`) !== club) continue;
      const letter = (fieldOf(e, `${side}Team`) ?? '').trim().split(/\s+/).pop()!;
      const division = fieldOf(e, 'DivisionId') ?? '0';
      teams.set(`${letter}/${division}`, { letter, division });
    }
  }
  const entries = [...teams.values()].map(
    (t, i) =>
      `<ns1:TeamEntries>${el('TeamId', `${t.division}-${i + 1}`)}${el('Team', t.letter)}${el('DivisionId', t.division)}` +
      `${el('DivisionName', `Afdeling ${t.division}`)}${el('DivisionCategory', 1)}${el('MatchType', 2)}</ns1:TeamEntries>`,
  );
  return el('ClubName', club) + el('TeamCount', entries.length) + entries.join('');
}

/** A division's ranking from the fixture's scores: won 3 points, draw 2, lost 1 (VTTL). */
export function divisionRankingAnswer(divisionId: string, xml = MATCHES_XML): string {
  const table = new Map<string, { club: string; played: number; won: number; lost: number; draw: number }>();
  for (const e of matchEntries(xml).filter((m) => fieldOf(m, 'DivisionId') === divisionId)) {
    const [h, a] = (fieldOf(e, 'Score') ?? '').split('-').map(Number);
    for (const side of ['Home', 'Away'] as const) {
      const team = fieldOf(e, `${side}Team`)!;
      const row = table.get(team) ?? { club: fieldOf(e, `${side}Club`)!, played: 0, won: 0, lost: 0, draw: 0 };
      if (h !== undefined && a !== undefined && Number.isFinite(h) && Number.isFinite(a)) {
        const [ours, theirs] = side === 'Home' ? [h, a] : [a, h];
        row.played++;
        if (ours > theirs) row.won++;
        else if (ours < theirs) row.lost++;
        else row.draw++;
      }
      table.set(team, row);
    }
  }
  const rows = [...table.entries()]
    .map(([team, r]) => ({ team, ...r, points: r.won * 3 + r.draw * 2 + r.lost }))
    .sort((x, y) => y.points - x.points || x.team.localeCompare(y.team));
  return (
    el('DivisionName', `Afdeling ${divisionId}`) +
    rows
      .map(
        (r, i) =>
          `<ns1:RankingEntries>${el('Position', i + 1)}${el('Team', r.team)}${el('GamesPlayed', r.played)}${el('GamesWon', r.won)}` +
          `${el('GamesLost', r.lost)}${el('GamesDraw', r.draw)}${el('IndividualMatchesWon', 0)}${el('IndividualMatchesLost', 0)}` +
          `${el('Points', r.points)}${el('TeamClub', r.club)}</ns1:RankingEntries>`,
      )
      .join('')
  );
}

/** A calendar entry (no sheet) as GetMatches lists it: for tests that need the club's own calendar. */
export function calendarEntryXml(m: {
  id: number;
  matchId: string;
  week: string;
  date: string;
  homeClub: string;
  homeTeam: string;
  awayClub: string;
  awayTeam: string;
  score?: string;
  divisionId?: number;
}): string {
  return (
    `<ns1:TeamMatchesEntries>${el('MatchId', m.matchId)}${el('WeekName', m.week)}${el('Date', m.date)}${el('Time', '19:45:00')}` +
    `${el('HomeClub', m.homeClub)}${el('HomeTeam', m.homeTeam)}${el('AwayClub', m.awayClub)}${el('AwayTeam', m.awayTeam)}` +
    `${m.score ? el('Score', m.score) : ''}${el('MatchUniqueId', m.id)}${el('DivisionId', m.divisionId ?? 8860)}` +
    `${el('IsValidated', m.score ? 'true' : 'false')}${el('IsLocked', 'false')}</ns1:TeamMatchesEntries>`
  );
}
