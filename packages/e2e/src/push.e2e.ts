import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type ServerProcess } from '../../server/src/testing/serverProcess.ts';
import { fakeDevice, startPushService, type PushServiceStandIn } from '../../server/src/testing/pushService.ts';
import { artifactsDir, launch, loginAndLand } from './browser.ts';

// Push notifications end to end (issue 31): the real server (its own, whose push services may include the
// test's local stand-in) pushes an encrypted message to the stand-in; the test decrypts it with the
// device's keys and hands it to Chromium's service worker through the DevTools protocol
// (ServiceWorker.deliverPushMessage: Chromium cannot be a push service itself), which shows the
// notification; a tap on it moves the open app to the screen it is about.
let push: PushServiceStandIn;
let server: ServerProcess;
let dataDir: string;
let browser: Browser;
beforeAll(async () => {
  push = await startPushService();
  dataDir = mkdtempSync(join(tmpdir(), 'clubhuis-e2e-push-'));
  server = await startServer({ env: { DATABASE_URL: '', DATA_DIR: dataDir, PUSH_ALLOWED_ORIGINS: push.origin, PUSH_SEND_SECONDS: '1', PUSH_QUIET_HOURS: '0' } });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await push?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(path: string, body: object): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}
const token = async (email: string) => (await call('login.php', { login: email, password: 'demo' })).jwt as string;

/** A phone page whose browser lets the app show notifications without asking (the member said yes). */
async function phoneWithNotifications(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'nl-BE', permissions: ['notifications'] });
  return { context, page: await context.newPage() };
}

describe('push notifications in Chromium', () => {
  it('turns notifications on at Meldingen, shows a pushed line-up change with the app\'s icon, and a tap opens the line-ups', async () => {
    const { context, page } = await phoneWithNotifications();
    await loginAndLand(page, server.url, 'lid@demo.clubhuis.be');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(`${server.url}/#/meldingen`);
    const deviceSwitch = page.getByRole('switch', { name: 'Meldingen op dit toestel' });
    await page.getByText('Dit toestel krijgt geen meldingen.').waitFor();
    await deviceSwitch.click({ force: true });
    // Headless Chromium has no connection to Google's push service here: its pushManager.subscribe
    // fails, and the screen says so. A browser with one gets 'Dit toestel krijgt je meldingen…'.
    const outcome = page.getByText(/^(Dit toestel krijgt je meldingen, ook als de app gesloten is\.|Meldingen aanzetten op dit toestel lukte niet\. Probeer het later opnieuw\.)$/);
    await outcome.waitFor();
    await page.screenshot({ path: join(artifactsDir, 'push-meldingen.png'), fullPage: true });

    // The member's device as the push service sees it: the stand-in's endpoint and keys.
    const lid = await token('lid@demo.clubhuis.be');
    const device = fakeDevice(push.origin);
    await call('notifications/subscribe', { jwt: lid, endpoint: device.endpoint, keys: device.keys });
    // The captain puts Jan in a line-up: the server's sender pushes it within a second or two.
    const kapitein = await token('kapitein@demo.clubhuis.be');
    const meetings = (await call('teamcomposition/list', { jwt: kapitein, when: 'coming' })) as unknown as { id: number; team: string; captain: number; playDate: string }[];
    const today = new Date().toISOString().slice(0, 10);
    const teamB = meetings.find((m) => m.team === 'TTC De Demo B' && m.playDate > today)!;
    const members = (await call('member/getList.php', { jwt: lid })) as unknown as { memberId: number }[];
    await call('teamcomposition/update', { jwt: kapitein, teamcalendar_id: teamB.id, players: [teamB.captain, members[0]!.memberId], reserves: [], remarks: '' });
    await expect.poll(() => push.received.filter((m) => m.endpoint === device.endpoint).length, { timeout: 20_000 }).toBe(1);
    const payload = device.decrypt(push.received.find((m) => m.endpoint === device.endpoint)!.body);
    // Put in the line-up, Jan is asked to answer: the notification opens his answer link (issue 34).
    const answerUrl = expect.stringMatching(/^\/antwoord\/[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(payload)).toMatchObject({ title: 'Opstelling TTC De Demo B', url: answerUrl });

    // Chromium's service worker gets the message as a push event.
    await page.goto(`${server.url}/#/home`);
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(server.url) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: await registration, data: payload });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, icon: n.icon, tag: n.tag, url: (n.data as { url: string }).url })),
      );
    await expect.poll(shown, { timeout: 10_000 }).toHaveLength(1);
    const [notification] = await shown();
    expect(notification).toMatchObject({ title: 'Opstelling TTC De Demo B', url: answerUrl, icon: `${server.url}/icon-192.png` });
    expect(notification!.body).toMatch(/^Je staat in de opstelling voor .+ op (ma|di|wo|do|vr|za|zo) \d{1,2}\/\d{1,2}\.$/);

    // A tap: the browser's own click cannot be made headless, so the test dispatches the same
    // notificationclick in the service worker; the open app (no second one) moves to Jan's answer page.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
      const [n] = await scope.registration.getNotifications();
      scope.dispatchEvent(new (globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent('notificationclick', { notification: n! }));
    });
    await page.waitForURL((url) => url.hash === `#${notification!.url}`);
    await page.getByText('Antwoord voor Jan').waitFor();
    expect(context.pages()).toHaveLength(1);
    await expect.poll(shown).toHaveLength(0); // the tap closed it
    await context.close();
  });
});
