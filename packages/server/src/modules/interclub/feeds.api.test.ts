import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ical from 'node-ical';
import { eq } from 'drizzle-orm';
import { meetings, teams } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { meetingsOf, memberId } from '../../testing/interclubKit.ts';

let t: TestApp;
let sink: SmtpSink;
let lid: string;
let kapitein: string;
let teamB: number;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, publicUrl: 'https://club.example' });
  [lid, kapitein] = await Promise.all([t.login('lid@demo.clubhuis.be'), t.login('kapitein@demo.clubhuis.be')]);
  teamB = (await t.database.db.select().from(teams).where(eq(teams.name, 'TTC De Demo B')))[0]!.id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url: url.replace('https://club.example', '') });

describe('calendar feeds', () => {
  it('lists the team feed and the member’s own feed with unguessable URLs', async () => {
    const res = await t.post('team/icalFeed', { jwt: lid, team_id: teamB });
    expect(res.status).toBe(200);
    expect(res.json.map((f: { description: string }) => f.description)).toEqual([
      'Kalender van TTC De Demo B',
      'Mijn ontmoetingen (Jan Peeters)',
    ]);
    for (const f of res.json) expect(f.url).toMatch(/^https:\/\/club\.example\/api\/ical\/[A-Za-z0-9_-]{24}\.ics$/);
  });

  it('serves a team feed without login: valid iCal in Brussels time, one event per meeting', async () => {
    const [feed] = (await t.post('team/icalFeed', { jwt: lid, team_id: teamB })).json;
    const res = await get(feed.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Brussels');
    const events = Object.values(ical.sync.parseICS(res.body)).filter((e) => e?.type === 'VEVENT') as ical.VEvent[];
    const rows = await t.database.db.select().from(meetings).where(eq(meetings.teamId, teamB));
    expect(events).toHaveLength(rows.length);
    const [next] = (await meetingsOf(t, 'TTC De Demo B', 'coming')).filter((m) => !m.home);
    const event = events.find((e) => e.uid === `meeting-${next!.id}@clubhuis`)!;
    expect(event.location).toBe(next!.address);
    expect(String(event.url)).toBe(next!.frenoyUrl);
    expect(event.summary).toBe(`TTC De Demo B: ${next!.homeTeam} - ${next!.awayTeam}`);
    // Arrive half an hour before the start, on the Brussels clock.
    const [h, min] = next!.playTime.split(':').map(Number);
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(local.format(event.start)).toBe(`${String(h! - (min! < 30 ? 1 : 0)).padStart(2, '0')}:${String((min! + 30) % 60).padStart(2, '0')}`);
  });

  it('serves the member feed with the member’s meetings, and 404 for an unknown token', async () => {
    const feeds = (await t.post('team/icalFeed', { jwt: lid })).json;
    expect(feeds).toHaveLength(1);
    const res = await get(feeds[0].url);
    const events = Object.values(ical.sync.parseICS(res.body)).filter((e) => e?.type === 'VEVENT') as ical.VEvent[];
    expect(events.length).toBeGreaterThanOrEqual(22);
    expect(events.some((e) => String(e.summary).startsWith('TTC De Demo B:'))).toBe(true);
    const unknown = await get('/api/ical/AAAAAAAAAAAAAAAAAAAAAAAA.ics');
    expect([unknown.statusCode, unknown.body]).toEqual([404, 'Deze kalender bestaat niet.']);
  });

  it('mails a feed link to the user’s own address; never for another user’s member', async () => {
    const res = await t.post('team/icalMail', { jwt: lid, team_id: teamB });
    expect(res.json).toEqual({ message: 'De link naar de kalender werd gemaild naar lid@demo.clubhuis.be.', recipients: 1 });
    const [mail] = await sink.waitFor(1);
    expect(mail!.to).toEqual(['lid@demo.clubhuis.be']);
    expect(mail!.subject).toBe('Clubhuis: Kalender van TTC De Demo B');
    expect(mail!.text).toMatch(/https:\/\/club\.example\/api\/ical\/[A-Za-z0-9_-]{24}\.ics/);
    const tom = await memberId(t, 'Tom', 'Claes');
    const refused = await t.post('teamcomposition/icalMail', { jwt: lid, member_id: tom });
    expect([refused.status, refused.error.message]).toEqual([
      403,
      'Je kan enkel de kalenderlink van jezelf of een van je eigen leden laten mailen.',
    ]);
    const own = await t.post('teamcomposition/icalMail', { jwt: lid, member_id: await memberId(t, 'Jan', 'Peeters') });
    expect(own.status).toBe(200);
    const mails = await sink.waitFor(2);
    expect(mails[1]!.subject).toBe('Clubhuis: Mijn ontmoetingen (Jan Peeters)');
  });
});

describe('teamcomposition/mail', () => {
  it('mails the line-up to its players and reserves; members without the right are refused', async () => {
    const m = (await meetingsOf(t, 'TTC De Demo B', 'coming'))[0]!;
    const players = (await t.post('team/playersList', { jwt: kapitein, id: teamB })).json.filter((p: { indexNumber: number }) => p.indexNumber >= 5).slice(0, 5);
    const ids = players.map((p: { id: number }) => p.id);
    await t.post('teamcomposition/update', { jwt: kapitein, teamcalendar_id: m.id, players: ids.slice(0, 4), reserves: ids.slice(4) });
    const refused = await t.post('teamcomposition/mail', { jwt: lid, teamcalendar_id: m.id, flags: 3 });
    expect(refused.status).toBe(403);
    const before = sink.messages.length;
    const res = await t.post('teamcomposition/mail', { jwt: kapitein, teamcalendar_id: m.id, flags: 3 });
    expect(res.json).toEqual({ message: 'De opstelling werd gemaild naar 5 spelers.', recipients: 5 });
    // One mail per player, each with that player's own answer link (issue 34).
    const mails = (await sink.waitFor(before + 5)).slice(before);
    expect(mails.map((x) => x.to.length)).toEqual([1, 1, 1, 1, 1]);
    expect(mails.flatMap((x) => x.to)).toContain('jan.peeters@demo.clubhuis.be');
    expect(new Set(mails.map((x) => /#\/antwoord\/([\w-]+)/.exec(x.text)?.[1])).size).toBe(5);
    for (const mail of mails) {
      expect(mail.subject).toBe(`Opstelling TTC De Demo B - week ${m.week}: ${m.homeTeam} - ${m.awayTeam}`);
      for (const p of players) expect(mail.text).toContain(p.playerName);
      expect(mail.text).toContain('Reserves:');
    }
  });
});
