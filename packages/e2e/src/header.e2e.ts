import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, login, phonePage } from './browser.ts';

const baseUrl = inject('baseUrl');
const motd = 'Het nieuwe seizoen is begonnen: geef tijdig door of je kan spelen!';
const formsNotice = 'Je hebt één of meerdere mutualiteitsformulieren beschikbaar.';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('header', () => {
  it('shows the message of the day on a wide screen and drops it on a click', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'nl-BE' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const message = page.getByText(motd);
    await message.waitFor();
    await message.click();
    await message.waitFor({ state: 'detached' });
    // Dismissed stays dismissed after a reload, until the club changes the message (issue 14, item 17).
    await page.reload();
    await page.getByRole('heading', { name: 'Clubhuis TTC De Demo' }).waitFor();
    expect(await page.getByText(motd).count()).toBe(0);
    await context.close();
  });

  it('hides the message of the day on a phone', async () => {
    const page = await phonePage(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Clubhuis TTC De Demo' }).waitFor();
    expect(await page.getByText(motd).isVisible()).toBe(false);
  });

  it('greets the user and tells a parent about contribution forms, not a member without any', async () => {
    const parent = await phonePage(browser);
    await login(parent, baseUrl, 'ouder@demo.clubhuis.be');
    await parent.getByText('Welkom, Sofie!').waitFor();
    await parent.getByText(formsNotice).waitFor();
    const lid = await phonePage(browser);
    await login(lid, baseUrl, 'lid@demo.clubhuis.be');
    await lid.getByText('Welkom, Jan!').waitFor();
    expect(await lid.getByText(formsNotice).count()).toBe(0);
  });

  it("opens Emma's contribution form as a PDF from the parent's notice (issue 14, item 20)", async () => {
    const parent = await phonePage(browser);
    await login(parent, baseUrl, 'ouder@demo.clubhuis.be');
    const link = parent.getByRole('button', { name: /^Mutualiteitsformulier lidgeld \d{4}-\d{4} \(€ 120,00\) downloaden$/ });
    await link.waitFor();
    const [pdf] = await Promise.all([
      parent.waitForResponse((r) => /\/api\/contributionform\/[^/]+\.pdf$/.test(r.url())),
      link.click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // Chromium shows the PDF in its viewer; the same link fetched again (within its five minutes) gives the file.
    const file = await parent.request.get(pdf.url());
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
