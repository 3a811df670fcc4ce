import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ical from 'node-ical';
import { eq } from 'drizzle-orm';
import { teams, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { meetingsOf, memberId } from '../../testing/interclubKit.ts';

// Issue 33: the interclub texts in French: a French caller's refusals, and the line-up mail and the
// calendar feed of a member whose account chose French (while the captain who mails stays Dutch).

let t: TestApp;
let sink: SmtpSink;
let lid: string;
let kapitein: string;
let teamB: number;
const french = { 'accept-language': 'fr-BE,fr;q=0.9' };

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, publicUrl: 'https://club.example' });
  [lid, kapitein] = await Promise.all([t.login('lid@demo.clubhuis.be'), t.login('kapitein@demo.clubhuis.be')]);
  teamB = (await t.database.db.select().from(teams).where(eq(teams.name, 'TTC De Demo B')))[0]!.id;
  // Jan Peeters' account (lid) chose French.
  await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.email, 'lid@demo.clubhuis.be'));
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: url.replace('https://club.example', ''), headers });

describe('interclub in French', () => {
  it('answers a French caller’s refusals in French', async () => {
    const unknown = await t.post('team/icalFeed', { jwt: kapitein, team_id: 999_999 }, french);
    expect([unknown.status, unknown.error.message]).toEqual([404, "Cette équipe n'existe pas."]);
    const dutch = await t.post('team/icalFeed', { jwt: kapitein, team_id: 999_999 });
    expect(dutch.error.message).toBe('Deze ploeg bestaat niet.');
    const discipline = await t.post('sterktelijsten/list.php', { jwt: kapitein, discipline: 9 }, french);
    expect([discipline.status, discipline.error.message]).toEqual([404, "Cette discipline n'existe pas dans le club."]);
  });

  it('mails the line-up to a French player in French, to the others in Dutch', async () => {
    const m = (await meetingsOf(t, 'TTC De Demo B', 'coming'))[0]!;
    const jan = await memberId(t, 'Jan', 'Peeters');
    const others = (await t.post('team/playersList', { jwt: kapitein, id: teamB })).json
      .filter((p: { id: number; indexNumber: number }) => p.indexNumber >= 5 && p.id !== jan)
      .slice(0, 3)
      .map((p: { id: number }) => p.id);
    await t.post('teamcomposition/update', { jwt: kapitein, teamcalendar_id: m.id, players: [jan, ...others.slice(0, 2)], reserves: others.slice(2) });
    const before = sink.messages.length;
    const res = await t.post('teamcomposition/mail', { jwt: kapitein, teamcalendar_id: m.id, flags: 3 });
    // The captain's own answer stays in the captain's language.
    expect(res.json.message).toBe('De opstelling werd gemaild naar 4 spelers.');
    const mails = (await sink.waitFor(before + 4)).slice(before);
    const toJan = mails.find((x) => x.to.includes('jan.peeters@demo.clubhuis.be'))!;
    expect(toJan.subject).toBe(`Composition TTC De Demo B - semaine ${m.week} : ${m.homeTeam} - ${m.awayTeam}`);
    expect(toJan.text).toContain(`Composition TTC De Demo B, semaine ${m.week} : ${m.homeTeam} - ${m.awayTeam}`);
    expect(toJan.text).toMatch(/Date : (dim|lun|mar|mer|jeu|ven|sam)\. \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} \((à domicile|en déplacement)\)/);
    expect(toJan.text).toContain('Joueurs :');
    expect(toJan.text).toContain('Réserves :');
    expect(toJan.text).toContain('Jan, indique avec ce lien personnel si tu peux jouer');
    expect(toJan.text).toContain('Envoyé par ');
    for (const other of mails.filter((x) => x !== toJan)) {
      expect(other.subject).toBe(`Opstelling TTC De Demo B - week ${m.week}: ${m.homeTeam} - ${m.awayTeam}`);
      expect(other.text).toContain('Spelers:');
    }
  });

  it('writes the member’s calendar feed in its account’s language, the team feed in the club’s', async () => {
    const [teamFeed, ownFeed] = (await t.post('team/icalFeed', { jwt: lid, team_id: teamB })).json;
    // lid's own call is answered in its chosen language.
    expect(ownFeed.description).toBe('Mes rencontres (Jan Peeters)');
    // A calendar app asks without login: the feed follows the member, not the app's language.
    const own = await get(ownFeed.url, { 'accept-language': 'nl-BE' });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('X-WR-CALNAME:Mes rencontres');
    const events = Object.values(ical.sync.parseICS(own.body)).filter((e) => e?.type === 'VEVENT') as ical.VEvent[];
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(String(e.description)).toMatch(/^Rendez-vous à \d{2}:\d{2}, début du match à \d{2}:\d{2}\.\nSemaine \d+/);
    const team = await get(teamFeed.url);
    const teamEvents = Object.values(ical.sync.parseICS(team.body)).filter((e) => e?.type === 'VEVENT') as ical.VEvent[];
    for (const e of teamEvents) expect(String(e.description)).toMatch(/^Aanwezig om \d{2}:\d{2}, aanvang \d{2}:\d{2}\.\nWeek \d+/);
    const unknown = await get('/api/ical/AAAAAAAAAAAAAAAAAAAAAAAA.ics', french);
    expect([unknown.statusCode, unknown.body]).toEqual([404, "Ce calendrier n'existe pas."]);
  });

  it('lists meetings in the caller’s language: French weekdays and weeks', async () => {
    const list = (await t.post('teamcomposition/list', { jwt: kapitein, when: 'coming' }, french)).json;
    expect(list.length).toBeGreaterThan(0);
    for (const m of list) {
      expect(m.dateDescription).toMatch(/^(dim|lun|mar|mer|jeu|ven|sam)\. \d{2}\/\d{2}\/\d{4}$/);
      expect(m.weekDescription).toMatch(/^Semaine \d+$/);
    }
    const withReserves = list.find((m: { reserves: string }) => m.reserves !== '');
    if (withReserves) expect(withReserves.composition).toContain('<p>Réserves :</p>');
    const dutch = (await t.post('teamcomposition/list', { jwt: kapitein, when: 'coming' })).json;
    expect(dutch[0].weekDescription).toMatch(/^Week \d+$/);
  });
});
