import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@clubhuis/contract/rules/clock';
import { meetingConfirmations, meetings } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { comingAway, meetingsOf, memberId, teamBLogins, today } from '../../testing/interclubKit.ts';
import { youthMeeting } from '../../testing/carpoolKit.ts';
import { answerTokensFor } from './answerLinks.ts';

// Issue 34 part 1: the personal answer link of a line-up mail, used without a login.
let t: TestApp;
let sink: SmtpSink;
let kapitein: string;
let lid: string;
let jan: number;
let tom: number;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, publicUrl: 'https://club.example', trustProxy: 1 });
  ({ kapitein, lid, jan, tom } = await teamBLogins(t));
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const UNUSABLE = 'Deze link werkt niet (meer). Een antwoordlink geldt tot de ontmoeting begint; antwoord anders in de app.';
let addresses = 0;
/** Each test its own caller address (one trusted proxy hop), so the failures of one never block another. */
const freshAddress = () => `198.51.100.${++addresses}`;
const open = (token: string, from: string) => t.post('teamcomposition/linkMeeting', { token }, { 'x-forwarded-for': from });
const answer = (token: string, from: string, body: { confirmationoption: number; candrive?: 0 | 1; drive?: 0 | 1; remarks?: string }) =>
  t.post('teamcomposition/linkAnswer', { token, ...body }, { 'x-forwarded-for': from });
const linkIn = (text: string) => /https:\/\/club\.example\/#\/antwoord\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
const captainsView = async (id: number) => (await t.post('teamcomposition/list', { jwt: kapitein, id })).json[0]!;
const confirmationRow = async (meetingId: number, memberId: number) =>
  (await t.database.db.select().from(meetingConfirmations).where(and(eq(meetingConfirmations.meetingId, meetingId), eq(meetingConfirmations.memberId, memberId))))[0];

/** Saves a line-up of Jan and Tom for the meeting and mails it; answers each player's token from its mail. */
async function mailedTokens(meetingId: number): Promise<{ jan: string; tom: string }> {
  const saved = await t.post('teamcomposition/update', { jwt: kapitein, teamcalendar_id: meetingId, players: [jan, tom] });
  expect(saved.status).toBe(200);
  const before = sink.messages.length;
  const sent = await t.post('teamcomposition/mail', { jwt: kapitein, teamcalendar_id: meetingId, flags: 1 });
  expect(sent.json).toEqual({ message: 'De opstelling werd gemaild naar 2 spelers.', recipients: 2 });
  const mails = (await sink.waitFor(before + 2)).slice(before);
  const janMail = mails.find((m) => m.to.includes('jan.peeters@demo.clubhuis.be'))!;
  expect(janMail.to).toEqual(['jan.peeters@demo.clubhuis.be']);
  expect(janMail.text).toContain('Jan, laat met deze persoonlijke link weten of je kan spelen');
  const tomMail = mails.find((m) => m !== janMail)!;
  const tokens = { jan: linkIn(janMail.text)!, tom: linkIn(tomMail.text)! };
  expect(tokens.jan).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(tokens.tom).not.toBe(tokens.jan);
  return tokens;
}

describe('the answer link of a line-up mail', () => {
  it('opens its meeting without a login, shows names only, and answers it as the player would in the app', async () => {
    const m = await comingAway(t, 'TTC De Demo B');
    const tokens = await mailedTokens(m.id);
    const from = freshAddress();
    const shown = await open(tokens.jan, from);
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({
      firstName: 'Jan',
      team: 'TTC De Demo B',
      homeTeam: m.homeTeam,
      awayTeam: m.awayTeam,
      homeout: 'U',
      playDate: m.playDate,
      playTime: m.playTime,
      address: m.address,
      lineUp: [
        { name: 'Jan Peeters', reserve: false },
        { name: 'Tom Claes', reserve: false },
      ],
    });
    expect(shown.json.options.map((o) => o.description)).toEqual(['Ik kan spelen', 'Ik kan niet spelen', 'Enkel als reserve']);
    // Whoever holds the link sees no e-mail address or telephone number.
    expect(JSON.stringify(shown.json)).not.toMatch(/@|\+32|04\d\d/);

    const yes = await answer(tokens.jan, from, { confirmationoption: 1, candrive: 1, drive: 1, remarks: ' Ik rijd, vertrek 19u ' });
    expect(yes.status).toBe(200);
    expect(yes.json).toMatchObject({ message: 'Je antwoord is doorgegeven. Je kan het hier wijzigen tot de ontmoeting begint.', confirmationOption: 1, canDrive: true, drives: true, driver: 'Jan', remarks: 'Ik rijd, vertrek 19u' });
    // The captain's screen shows the answer and the driver.
    const seen = await captainsView(m.id);
    expect(seen.confirmations.find((c: { memberId: number }) => c.memberId === jan)).toMatchObject({ confirmationOption: 1, participate: 1, canDrive: true, remarks: 'Ik rijd, vertrek 19u' });
    expect(seen.driverId).toBe(jan);
    // Logged as given through the link, by no user.
    expect(await confirmationRow(m.id, jan)).toMatchObject({ viaLink: true, updatedBy: null });

    // One driver: Tom's link cannot take the car, as in the app.
    const tomFrom = freshAddress();
    const second = await answer(tokens.tom, tomFrom, { confirmationoption: 1, candrive: 1, drive: 1 });
    expect([second.status, second.error.message]).toEqual([409, 'Er is al een chauffeur voor deze ontmoeting.']);
    expect(await confirmationRow(m.id, tom)).toBeUndefined();
    const inApp = await t.post('teamcomposition/participateMeeting', { jwt: kapitein, id: m.id, member_id: tom, confirmationoption: 1, candrive: true });
    expect(inApp.status).toBe(200);
    expect((await t.post('teamcomposition/updateDriver', { jwt: kapitein, id: m.id, member_id: tom, remarks: '' })).status).toBe(409);
    // Driving needs 'can drive', as updateDriver: refused with its reason.
    const noCar = await answer(tokens.tom, tomFrom, { confirmationoption: 1, drive: 1 });
    expect([noCar.status, noCar.error.message]).toEqual([403, 'Enkel wie deelneemt en kan rijden, kan zich als chauffeur opgeven.']);

    // The link is used again to change the answer: not playing ends driving, as denyMeeting does.
    const no = await answer(tokens.jan, from, { confirmationoption: 2, remarks: 'Ziek' });
    expect(no.json).toMatchObject({ confirmationOption: 2, drives: false, driver: '', remarks: 'Ziek' });
    const after = await captainsView(m.id);
    expect(after.confirmations.find((c: { memberId: number }) => c.memberId === jan)).toMatchObject({ confirmationOption: 2, participate: 0, remarks: 'Ziek' });
    expect(after.driverId).toBe(0);
    // The rules of the answer calls: 'can drive' only when one plays an away meeting; a known option.
    const wrong = await answer(tokens.jan, from, { confirmationoption: 2, candrive: 1 });
    expect([wrong.status, wrong.error.message]).toEqual([400, "Het veld 'candrive' kan enkel voor een uitwedstrijd waaraan je deelneemt."]);
    const unknown = await answer(tokens.jan, from, { confirmationoption: 99 });
    expect([unknown.status, unknown.error.message]).toEqual([400, "Het veld 'confirmationoption' is ongeldig."]);
    // A parent's or the member's own app sees the same answer.
    const own = (await t.post('teamcomposition/list', { jwt: lid, id: m.id })).json[0]!;
    expect(own.confirmations.find((c: { memberId: number }) => c.memberId === jan)?.remarks).toBe('Ziek');
  });

  it("answers for the child with a parent's link: the child's own answer, as the parent's app shows it", async () => {
    const m = await youthMeeting(t);
    const emma = await memberId(t, 'Emma', 'Maes');
    const token = (await answerTokensFor(t.database.db, m.clubId, m.id, [emma])).get(emma)!;
    const from = freshAddress();
    expect((await open(token, from)).json.firstName).toBe('Emma');
    const res = await answer(token, from, { confirmationoption: 2, remarks: 'Verjaardagsfeest' });
    expect(res.status).toBe(200);
    const ouder = await t.login('ouder@demo.clubhuis.be');
    const seen = (await t.post('teamcomposition/list', { jwt: ouder, id: m.id })).json[0]!;
    expect(seen.confirmations.find((c: { memberId: number }) => c.memberId === emma)).toMatchObject({ confirmationOption: 2, participate: 0, remarks: 'Verjaardagsfeest' });
  });

  it('refuses a changed token, and a token opens and answers its own meeting only', async () => {
    const [first, second] = await meetingsOf(t, 'TTC De Demo B', 'coming');
    const tokens = await answerTokensFor(t.database.db, first!.clubId, first!.id, [jan]);
    const other = await answerTokensFor(t.database.db, second!.clubId, second!.id, [jan]);
    const token = tokens.get(jan)!;
    const from = freshAddress();
    const changed = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const res of [await open(changed, from), await answer(changed, from, { confirmationoption: 1 })]) {
      expect([res.status, res.error.message]).toEqual([404, UNUSABLE]);
    }
    // The other meeting's token opens that meeting, not this one.
    const shown = await open(other.get(jan)!, from);
    expect([shown.json.playDate, shown.json.homeTeam]).toEqual([second!.playDate, second!.homeTeam]);
    // Another meeting's id in the body changes nothing: the token alone says which meeting.
    const before = await confirmationRow(first!.id, jan);
    const res = await t.postRaw('teamcomposition/linkAnswer', { token: other.get(jan)!, id: first!.id, teamcalendar_id: first!.id, confirmationoption: 3, remarks: 'reserve' }, { 'x-forwarded-for': from });
    expect(res.status).toBe(200);
    expect(await confirmationRow(second!.id, jan)).toMatchObject({ optionNumber: 3, remarks: 'reserve' });
    expect(await confirmationRow(first!.id, jan)).toEqual(before);
  });

  it('refuses a token once its meeting started, and after it', async () => {
    const m = (await meetingsOf(t, 'TTC De Demo B', 'coming')).at(-1)!;
    const token = (await answerTokensFor(t.database.db, m.clubId, m.id, [jan])).get(jan)!;
    const from = freshAddress();
    expect((await open(token, from)).status).toBe(200);
    const setDay = (playDate: string, playTime: string) => t.database.db.update(meetings).set({ playDate, playTime }).where(eq(meetings.id, m.id));
    try {
      // Started: today, its time passed (00:00 has always passed).
      await setDay(today(), '00:00');
      for (const res of [await open(token, from), await answer(token, from, { confirmationoption: 2 })]) {
        expect([res.status, res.error.message]).toEqual([404, UNUSABLE]);
      }
      // After the meeting: yesterday.
      await setDay(addDays(today(), -1), m.playTime);
      for (const res of [await open(token, from), await answer(token, from, { confirmationoption: 2 })]) {
        expect([res.status, res.error.message]).toEqual([404, UNUSABLE]);
      }
      expect(await confirmationRow(m.id, jan)).toBeUndefined();
      // Today, later than now: still open (a meeting at 23:59 has not started).
      await setDay(today(), '23:59');
      expect((await open(token, from)).status).toBe(200);
    } finally {
      await setDay(m.playDate, m.playTime);
    }
  });

  it('ends 200 wrong tokens from one address in 429, also for a good token; another address still opens its link', async () => {
    const from = freshAddress();
    const tries = await Promise.all(
      Array.from({ length: 200 }, (_, i) => t.postRaw('teamcomposition/linkMeeting', { token: `geraden-token-${String(i).padStart(8, '0')}` }, { 'x-forwarded-for': from })),
    );
    expect(tries.filter((r) => r.status === 404)).toHaveLength(20);
    const refused = tries.filter((r) => r.status === 429);
    expect(refused).toHaveLength(180);
    expect(refused[0]!.error.message).toBe('Er werden vanaf dit adres te veel ongeldige links geprobeerd. Probeer het over een uur opnieuw.');
    const m = await comingAway(t, 'TTC De Demo B');
    const token = (await answerTokensFor(t.database.db, m.clubId, m.id, [jan])).get(jan)!;
    expect((await open(token, from)).status).toBe(429);
    expect((await open(token, freshAddress())).status).toBe(200);
  });
});
