import type { TraineeTrainingMoment, TrainingMoment } from '@clubhuis/contract/entities/training';
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';
import { followMenuLink, openMenuSection } from './menu.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Asks the API itself (the demo dates follow today) which training the steps act on. */
async function api<T>(email: string, path: string, body: (memberIds: number[]) => object): Promise<T> {
  const call = async (p: string, b: object) => {
    const res = await fetch(`${baseUrl}/api/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
    expect(res.status).toBe(200);
    return res.json();
  };
  const login = (await call('login.php', { login: email, password: 'demo', application: 4 })) as { jwt: string; data: { memberIds: number[] } };
  const answer = (await call(path, { jwt: login.jwt, ...body(login.data.memberIds) })) as { data: T };
  return answer.data;
}

async function openAs(email: string): Promise<Page> {
  const page = await phonePage(browser);
  await loginAndLand(page, baseUrl, email);
  await page.goto(`${baseUrl}/#/home`);
  await page.reload();
  return page;
}

describe('training work', () => {
  it('lets trainer@ mark every presence of a past training and confirm it, then cancel a coming one', async () => {
    const moments = await api<TrainingMoment[]>('trainer@demo.clubhuis.be', 'training/getTrainingMomentsToBeConfirmedList', () => ({}));
    const past = moments.filter((m) => m.trainingStatus === 0 && m.trainingGroup === 'Jeugd').at(-1)!;
    const coming = moments.find((m) => m.trainingStatus === 1 && m.toBeConfirmed > 0 && m.trainingGroup === 'Recreanten')!;
    expect(past.toBeConfirmed).toBeGreaterThan(0);

    const page = await openAs('trainer@demo.clubhuis.be');
    const nav = await openMenuSection(page, 'Trainingswerk');
    await followMenuLink(page, nav, 'Aanwezigheden', /#\/trainingmoments\/open$/);
    const row = page.getByRole('article', { name: `${past.title} ${past.moment}` });
    await row.getByText('Te bevestigen').waitFor();
    await row.getByRole('button', { name: 'Aanwezigheden' }).click();
    await page.waitForURL(new RegExp(`#/trainingpresences/${past.eventId}$`));

    await page.getByText(`Totaal aanwezig: 0 van ${past.toBeConfirmed}`).waitFor();
    const boxes = page.getByRole('checkbox');
    const n = await boxes.count();
    expect(n).toBe(past.toBeConfirmed);
    for (let i = 0; i < n; i++) {
      await boxes.nth(i).click();
      await page.getByText(`Totaal aanwezig: ${i + 1} van ${n}`).waitFor();
    }
    // The first one stayed home after all: present becomes absent.
    await boxes.nth(0).click();
    await page.getByText(`Totaal aanwezig: ${n - 1} van ${n}`).waitFor();
    await page.screenshot({ path: `${artifactsDir}/training-presences.png` });
    await page.getByRole('link', { name: 'Terug' }).click();
    await page.waitForURL(/#\/trainingmoments\/open$/);

    await row.getByRole('button', { name: 'Bevestigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Training bevestigen' });
    await dialog.getByRole('textbox', { name: 'Opmerking' }).fill('Goed gewerkt aan de service.');
    await dialog.getByRole('button', { name: 'Bevestigen' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Confirmed ones leave the open list; on 'all' the row says so.
    await row.waitFor({ state: 'detached' });
    await page.goto(`${baseUrl}/#/trainingmoments/all`);
    await page.getByRole('article', { name: `${past.title} ${past.moment}` }).getByText('Bevestigd').waitFor();

    const comingRow = page.getByRole('article', { name: `${coming.title} ${coming.moment}` });
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      void d.accept();
    });
    await comingRow.getByRole('button', { name: 'Annuleren' }).click();
    await comingRow.getByText('GEANNULEERD').waitFor();
    expect(asked).toBe('Dit trainingsmoment annuleren?');
    await comingRow.getByRole('button', { name: 'Ongedaan maken' }).waitFor();
    await page.screenshot({ path: `${artifactsDir}/training-moments.png` });

    const after = await api<TrainingMoment[]>('trainer@demo.clubhuis.be', 'training/getTrainingMomentsToBeConfirmedList', () => ({}));
    expect(after.find((m) => m.eventId === past.eventId)).toMatchObject({ trainingStatus: 2, toBeConfirmed: 0, trainingRemark: 'Goed gewerkt aan de service.' });
    expect(after.find((m) => m.eventId === coming.eventId)!.trainingStatus).toBe(9);
  });
});

/** The app's dropdown: type in the field and Enter picks the first match. */
async function choose(page: Page, scope: Page | Locator, label: string, text: string): Promise<void> {
  const field = scope.getByRole('textbox', { name: label });
  await field.click();
  await field.fill(text);
  await field.press('Enter');
}

describe('merging and Traint mee', () => {
  it("lets trainer@ merge a coming training with the same week's competition training, undo it, and add a member who trains along", async () => {
    const moments = await api<TrainingMoment[]>('trainer@demo.clubhuis.be', 'training/getTrainingMomentsToBeConfirmedList', () => ({}));
    // A coming recreation training whose week has an open competition training: the demo cancels one
    // competition training ahead (the club championship), and which week that is depends on today.
    const recs = moments.filter((m) => m.trainingStatus === 1 && m.trainingGroup === 'Recreanten').slice(0, -1).reverse();
    let rec: TrainingMoment | undefined;
    for (const candidate of recs) {
      const merges = await api<{ title: string }[]>('trainer@demo.clubhuis.be', 'training/getMergeTrainingMomentList', () => ({ training_id: candidate.trainingId, event_id: candidate.eventId }));
      if (merges.some((m) => m.title === 'Competitietraining')) {
        rec = candidate;
        break;
      }
    }
    if (!rec) throw new Error('no coming recreation training shares its week with an open competition training');
    const page = await openAs('trainer@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/trainingmoments/all`);
    const row = page.getByRole('article', { name: `${rec.title} ${rec.moment}` });
    await row.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: /Trainingsgegevens/ });
    await dialog.getByRole('tab', { name: 'Samenvoegen' }).click();
    let alerted = '';
    page.once('dialog', (d) => {
      alerted = d.message();
      void d.accept();
    });
    await dialog.getByRole('button', { name: 'Samenvoegen' }).click();
    await expect.poll(() => alerted).toBe('Geef de training op waarmee je wenst samen te voegen a.u.b.');
    await choose(page, dialog, 'Samenvoegen met', 'Competitietraining');
    await dialog.getByRole('button', { name: 'Samenvoegen' }).click();
    await row.getByText('SAMENGEVOEGD').waitFor();
    await row.getByRole('button', { name: 'Ongedaan maken' }).click();
    const undo = page.getByRole('dialog', { name: 'Ongedaan maken' });
    await undo.getByText('Wil je het samenvoegen van deze training ongedaan maken?').waitFor();
    await undo.getByRole('button', { name: 'Ja' }).click();
    await row.getByText('Open').waitFor();
    await row.getByRole('button', { name: 'Details' }).waitFor();

    await row.getByRole('button', { name: 'Aanwezigheden' }).click();
    await page.waitForURL(new RegExp(`#/trainingpresences/${rec.eventId}$`));
    const total = rec.toBeConfirmed;
    await page.getByText(`Totaal aanwezig: 0 van ${total}`).waitFor();
    await choose(page, page, 'Traint mee', 'Jan Peeters');
    await page.getByText(`Totaal aanwezig: 1 van ${total + 1}`).waitFor();
    await page.getByRole('checkbox', { name: /Jan Peeters/ }).waitFor();
    await page.screenshot({ path: `${artifactsDir}/training-trains-along.png` });
  });
});

describe('attendance overview and trainee cards', () => {
  it('downloads the attendance CSV with the counts the screen shows', async () => {
    const page = await openAs('trainer@demo.clubhuis.be');
    const nav = await openMenuSection(page, 'Trainingswerk');
    await followMenuLink(page, nav, 'Aanwezigheidsoverzicht', /#\/trainingattendance$/);
    await choose(page, page, 'Trainingsgroep', 'Recreanten');
    // Closed, the field names the group of the table shown (open, it shows what was typed): Nina
    // trains in both groups, so her row alone proves nothing.
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('textbox', { name: 'Trainingsgroep' }).inputValue()).toBe('Recreanten');
    const row = page.getByRole('row', { name: 'Nina Vermeulen' });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    const [count, percentage] = cells.slice(-2);
    expect(percentage).toMatch(/^\d+%$/);
    await page.screenshot({ path: `${artifactsDir}/training-attendance.png` });

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^aanwezigheden-recreanten-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.startsWith('\uFEFFTrainee;')).toBe(true);
    const line = text.split('\r\n').find((l) => l.startsWith('Nina Vermeulen;'))!;
    expect(line.split(';').slice(-2)).toEqual([count, percentage]);
    expect(text.split('\r\n').filter((l) => l !== '').length).toBe((await page.getByRole('row').count()));
  });

  it("shows trainer@ the trainee cards with groups, the coloured remark and objectives", async () => {
    const page = await openAs('trainer@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/members/trainees`);
    const card = page.getByRole('article', { name: 'Emma Maes' });
    await card.getByText('Trainingsgroepen:', { exact: false }).waitFor();
    await card.getByText('Astma: de puffer zit in de sporttas.', { exact: false }).waitFor();
    const nina = page.getByRole('article', { name: 'Nina Vermeulen' });
    await nina.getByText('Competitie, Recreanten').waitFor();
    expect(await nina.locator('.mantine-Badge-root').count()).toBeGreaterThanOrEqual(2);
    await nina.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${artifactsDir}/training-trainee-cards.png` });
  });
});

describe('my trainings', () => {
  it('lets sporter@ say absent with a reason, see it, and undo it', async () => {
    const mine = await api<TraineeTrainingMoment[]>('sporter@demo.clubhuis.be', 'training/getTraineeMomentList', (ids) => ({ trainee_id: ids[0] }));
    const target = mine.find((m) => m.reserved === 0 && m.trainingStatus === 1 && m.endTime > new Date().toISOString().slice(0, 10))!;
    expect(target).toBeDefined();

    const page = await openAs('sporter@demo.clubhuis.be');
    const nav = await openMenuSection(page, 'Mijn trainingen');
    await followMenuLink(page, nav, 'Reserveren/Annuleren', /#\/traineetrainingmoments\/reservation$/);
    const card = page.getByRole('article', { name: `${target.title} ${target.moment}` });
    await card.getByRole('button', { name: 'Ik kan niet' }).click();

    const dialog = page.getByRole('dialog', { name: 'Afwezig melden' });
    let alerted = '';
    page.once('dialog', (d) => {
      alerted = d.message();
      void d.accept();
    });
    await dialog.getByRole('button', { name: 'Verstuur' }).click();
    await expect.poll(() => alerted).toBe('Geef aan waarom je niet aanwezig kan zijn a.u.b.');
    await dialog.getByRole('textbox', { name: 'Toelichting' }).fill('  Stage in het buitenland ');
    await dialog.getByRole('button', { name: 'Verstuur' }).click();
    await card.getByText('Je kan niet komen: Stage in het buitenland').waitFor();
    await page.screenshot({ path: `${artifactsDir}/trainee-absent.png` });

    let question = '';
    page.once('dialog', (d) => {
      question = d.message();
      void d.accept();
    });
    await card.getByRole('button', { name: 'Ongedaan maken' }).click();
    await card.getByRole('button', { name: 'Ik kom' }).waitFor();
    expect(question).toBe('Je aangegeven aan- of afwezigheid ongedaan maken?');
    const after = await api<TraineeTrainingMoment[]>('sporter@demo.clubhuis.be', 'training/getTraineeMomentList', (ids) => ({ trainee_id: ids[0] }));
    expect(after.find((m) => m.eventId === target.eventId)).toMatchObject({ reserved: 0, remark: '' });
  });
});
