import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { mailsTo, parseWeeklyMail, weeklyMailDeps } from '../../testing/weeklyMailKit.ts';
import { runWeeklyMails } from './weeklyMailSchedule.ts';

// Issue 33: each account's weekly e-mail is written in its own language.
let t: TestApp;
let sink: SmtpSink;
const now = new Date();
const DAY = '(dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi) \\d\\d/\\d\\d';

beforeAll(async () => {
  [t, sink] = await Promise.all([createTestApp(), startSmtpSink()]);
  await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.email, 'ouder@demo.clubhuis.be'));
  await runWeeklyMails(weeklyMailDeps(t.database.db, sink.url), now, { thisWeek: true });
});
afterAll(async () => {
  await Promise.all([t.close(), sink.close()]);
});

describe('the weekly e-mail in the account\'s language', () => {
  it('writes a French account its mail in French: subject, lines, headings and footer', async () => {
    const [received, ...more] = mailsTo(sink.messages, 'ouder@demo.clubhuis.be');
    expect(more).toEqual([]);
    const mail = await parseWeeklyMail(received!);
    expect(mail.subject).toMatch(/^Ta semaine chez TTC De Demo( : \d+ questions? attend(ent)? ta réponse)?$/);
    expect(mail.text).toMatch(/^Bonjour /);
    expect(mail.text).toMatch(new RegExp(`Voici ta semaine chez TTC De Demo, du ${DAY} au ${DAY}\\.`));
    expect(mail.text).toContain('\nATTEND TA RÉPONSE\n');
    expect(mail.text).toContain('Répondre : http://localhost:8080/#/traineetrainingmoments/reservation');
    expect(mail.text).toContain('pour Emma Maes');
    expect(mail.text).toContain("Tu reçois cet e-mail chaque semaine de TTC De Demo parce que tu as un compte dans l'app.");
    expect(mail.text).not.toMatch(/Dag |Wacht op je antwoord|Open de app/);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Ouvrir l&#39;app');
  });

  it('keeps Dutch for the others', async () => {
    const mail = await parseWeeklyMail(mailsTo(sink.messages, 'lid@demo.clubhuis.be')[0]!);
    expect(mail.subject).toMatch(/^Je week bij TTC De Demo/);
    expect(mail.text).toMatch(/^Dag /);
    expect(mail.html).toContain('<html lang="nl">');
  });

  it("opens the unsubscribe page in the account's language", async () => {
    const mail = await parseWeeklyMail(mailsTo(sink.messages, 'ouder@demo.clubhuis.be')[0]!);
    const path = new URL(mail.unsubscribe).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('E-mail hebdomadaire');
    expect(page.body).toContain("Désactiver l&#39;e-mail hebdomadaire");
    const bad = await t.app.inject({ method: 'GET', url: '/api/home/unsubscribe/nope', headers: { 'accept-language': 'fr-BE' } });
    expect([bad.statusCode, bad.body.includes('Ce lien ne fonctionne pas (ou plus).')]).toEqual([404, true]);
  });
});
