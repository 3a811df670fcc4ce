// @vitest-environment jsdom
import type { ResponseOf } from '@clubhuis/contract/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { NotificationsPage } from './NotificationsPage';

// home/weeklyMail and home/setWeeklyMail are the weekly e-mail's calls (issue 32), served by the fake
// server here: their server side is built apart.
type Preferences = ResponseOf<'notifications/preferences'>;
const ALL_ON: Preferences['kinds'] = {
  lineUp: true,
  confirmAsk: true,
  driver: true,
  training: true,
  playMoment: true,
  leagueResult: true,
  leagueReplacement: true,
  campPlanning: true,
  results: true,
};
const PUBLIC_KEY = 'BAECAwQ'; // base64url of the bytes 4, 1, 2, 3, 4
const ENDPOINT = 'https://push.example.test/send/abc';

let server: FakeServer;
let stored: { all: boolean; kinds: Preferences['kinds']; devices: string[] };
beforeAll(stubBrowserApis);
beforeEach(() => {
  stored = { all: true, kinds: { ...ALL_ON }, devices: [] };
  const answer = (endpoint = ''): Preferences => ({ all: stored.all, kinds: stored.kinds, device: endpoint !== '' && stored.devices.includes(endpoint) });
  server = fakeServer({
    'notifications/publicKey': () => ({ publicKey: PUBLIC_KEY }),
    'notifications/preferences': (body) => answer(body.endpoint),
    'notifications/setPreferences': (body) => {
      stored = { ...stored, all: Boolean(body.all), kinds: body.kinds as Preferences['kinds'] };
      return answer(body.endpoint);
    },
    'notifications/subscribe': (body) => {
      stored.devices.push(body.endpoint);
      return { message: 'Meldingen staan aan op dit toestel.' };
    },
    'notifications/unsubscribe': (body) => {
      stored.devices = stored.devices.filter((d) => d !== body.endpoint);
      return { message: 'Meldingen staan uit op dit toestel.' };
    },
    'home/weeklyMail': () => ({ on: true }),
    'home/setWeeklyMail': (body) => ({ on: Boolean(body.on) }),
  });
});
afterEach(() => {
  resetTestState();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

/** A browser with push: a service worker registration whose pushManager subscribes, and the permission prompt's answer. */
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: { endpoint: string; options: { applicationServerKey: ArrayBuffer }; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const keys: number[][] = [];
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async (options: { applicationServerKey: Uint8Array }) => {
      keys.push([...options.applicationServerKey]);
      subscription = {
        endpoint: ENDPOINT,
        options: { applicationServerKey: options.applicationServerKey.buffer as ArrayBuffer },
        toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
        unsubscribe: async () => {
          subscription = null;
          return true;
        },
      };
      return subscription;
    },
  };
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => ({ pushManager }) } });
  return { keys, requestPermission, subscribed: () => subscription !== null };
}

/** A second screen in the same test: a fresh render, the same fake server. */
function again() {
  const handlers = server.handlers;
  resetTestState();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  server = fakeServer(handlers);
}

const deviceSwitch = () => screen.getByRole('switch', { name: 'Meldingen op dit toestel' });
const status = async (text: string) => expect(await screen.findByText(text)).toBeTruthy();

describe('NotificationsPage', () => {
  it('says when this browser cannot show notifications, and still keeps the account\'s choices', async () => {
    renderPage(<NotificationsPage />, { user: { currentlyActiveLeagueId: 0, hasSportsCamp: false } });
    await status('Deze browser kan geen meldingen tonen.');
    expect((deviceSwitch() as HTMLInputElement).disabled).toBe(true);
    const kinds = within(await screen.findByRole('list', { name: 'Waarover' })).getAllByRole('switch');
    expect(kinds.map((k) => (k as HTMLInputElement).checked)).toEqual([true, true, true, true, true, true]);
    expect(kinds.map((k) => k.closest('label')!.textContent)).toEqual([
      'Ik sta in of uit de opstelling van mijn ploeg',
      'Mijn kapitein vraagt te bevestigen',
      'De chauffeur is gekozen of haakt af',
      'Een training van mij is geannuleerd of verplaatst',
      'Een plaats vrij op een spelmoment waarvoor ik wacht',
      'Uitslagen van mijn ploegen en van ploegen die ik volg',
    ]);
    fireEvent.click(screen.getByRole('switch', { name: 'Een training van mij is geannuleerd of verplaatst' }));
    await waitFor(() => expect(server.called('notifications/setPreferences')).toHaveLength(1));
    expect(server.called('notifications/setPreferences')[0]!.body).toMatchObject({ all: true, kinds: { ...ALL_ON, training: false } });
    // The one switch for all: every kind's switch goes off and cannot be changed until it is on again.
    fireEvent.click(screen.getByRole('switch', { name: 'Alle meldingen' }));
    await status('Alle meldingen staan uit: je krijgt er geen, op geen enkel toestel.');
    expect(kinds.every((k) => (k as HTMLInputElement).disabled && !(k as HTMLInputElement).checked)).toBe(true);
    expect(server.called('notifications/setPreferences')[1]!.body).toMatchObject({ all: false });
  });

  it('tells an iPhone without the installed app how to get notifications', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1');
    renderPage(<NotificationsPage />);
    await status(
      'Op een iPhone of iPad komen meldingen enkel in de geïnstalleerde app: tik in Safari op Deel en dan op Zet op beginscherm, open de app van daar en zet de meldingen hier aan.',
    );
    vi.restoreAllMocks();
  });

  it('turns this device on (the browser asks, it subscribes with the server\'s key, the server gets it) and off again', async () => {
    const browser = browserWithPush('default');
    renderPage(<NotificationsPage />);
    await status('Dit toestel krijgt geen meldingen.');
    fireEvent.click(deviceSwitch());
    await status('Dit toestel krijgt je meldingen, ook als de app gesloten is.');
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.keys).toEqual([[4, 1, 2, 3, 4]]);
    expect(server.called('notifications/subscribe')[0]!.body).toMatchObject({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } });
    expect((deviceSwitch() as HTMLInputElement).checked).toBe(true);
    fireEvent.click(deviceSwitch());
    await status('Dit toestel krijgt geen meldingen.');
    expect(browser.subscribed()).toBe(false);
    expect(server.called('notifications/unsubscribe')[0]!.body).toMatchObject({ endpoint: ENDPOINT });
  });

  it('explains a refused permission, and one the browser refuses for good', async () => {
    browserWithPush('default', 'default');
    renderPage(<NotificationsPage />);
    await status('Dit toestel krijgt geen meldingen.');
    fireEvent.click(deviceSwitch());
    await status('Je hebt de vraag om meldingen niet toegestaan. Zet de schakelaar opnieuw aan om het nog eens te vragen.');
    expect(server.called('notifications/subscribe')).toEqual([]);
    again();
    browserWithPush('denied', 'denied');
    renderPage(<NotificationsPage />);
    await status('Je browser weigert meldingen voor deze app. Sta meldingen toe in de instellingen van je browser (site-instellingen, Meldingen) en zet ze hier opnieuw aan.');
  });

  it('switches the weekly e-mail, and leaves it out when the server has no answer for it', async () => {
    renderPage(<NotificationsPage />);
    const weekly = await screen.findByRole('switch', { name: 'Wekelijkse e-mail' });
    expect((weekly as HTMLInputElement).checked).toBe(true);
    fireEvent.click(weekly);
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Wekelijkse e-mail' }) as HTMLInputElement).checked).toBe(false));
    expect(server.called('home/setWeeklyMail')[0]!.body).toMatchObject({ on: false });
    again();
    server.handlers['home/weeklyMail'] = () => reply(404, { message: 'Niet gevonden' });
    renderPage(<NotificationsPage />);
    await screen.findByRole('switch', { name: 'Alle meldingen' });
    expect(screen.queryByRole('switch', { name: 'Wekelijkse e-mail' })).toBeNull();
  });
});
