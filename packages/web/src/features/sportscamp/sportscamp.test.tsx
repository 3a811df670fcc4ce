// @vitest-environment jsdom
import type { CampPresence, CampSubscription, Material, TrainerCampPresence } from '@clubhuis/contract/entities/sportscamp';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { CampDayCard } from './CampDayCard';
import { CheckInPage } from './CheckInPage';
import { CheckOutPage } from './CheckOutPage';
import { MaterialPage } from './MaterialPage';
import { SubscriptionsPage } from './SubscriptionsPage';
import { TrainerPresencesPage } from './TrainerPresencesPage';

const today = brusselsClock(new Date()).date;
const child = (id: number, name: string, patch: Partial<CampPresence> = {}): CampPresence => ({
  id,
  subscriptionId: id,
  subscriptionName: name,
  gender: 'F',
  email: '',
  email2: '',
  telephone: '',
  telephone2: '',
  isBirthdayToday: false,
  parents: 'Ann en Bart',
  presence: '0',
  checkedOut: '0',
  ...patch,
});
const MOMENT = { id: 1, eventId: 11, sportsCampId: 1, campDate: today, ampm: 'am' as const, campTitleAndPeriod: 'Herfstkamp - Kleuters - vandaag' };

let server: FakeServer;
let children: CampPresence[];
beforeAll(stubBrowserApis);
beforeEach(() => {
  children = [child(1, 'Amber'), child(2, 'Jules', { presence: '1' }), child(3, 'Noor', { presence: '1', checkedOut: '1' })];
  server = fakeServer({
    'sportscamp/presenceMomentList': () => [MOMENT],
    'sportscamp/presenceList': (body) => (body.checkOut ? children.filter((c) => c.presence === '1') : children),
    'sportscamp/presenceUpdate': (body) => {
      children = children.map((c) => (c.subscriptionId === body.subscription_id ? { ...c, presence: body.present ? '1' : '0' } : c));
      return children;
    },
    'general/transportTypeList.php': () => [
      { typeId: 1, description: 'Auto' },
      { typeId: 2, description: 'Fiets' },
    ],
  });
});
afterEach(() => {
  resetTestState();
  vi.restoreAllMocks();
});

describe('check-in and check-out', () => {
  it('counts the children checked in, flips one through the server, and locks a child already checked out', async () => {
    renderPage(<CheckInPage />);
    expect(await screen.findByText('2 van 3 aangemeld')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Noor aanmelden' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Amber aanmelden' }));
    expect(await screen.findByText('3 van 3 aangemeld')).toBeTruthy();
    expect(server.called('sportscamp/presenceUpdate')[0]?.body).toMatchObject({ event_id: 11, subscription_id: 1, present: 1 });
  });

  it('lists only the children checked in for check-out, with its count', async () => {
    renderPage(<CheckOutPage />);
    expect(await screen.findByText('1 van 2 afgemeld')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Amber afmelden' })).toBeNull();
  });

  it("says 'Er werden nog geen deelnemers aangemeld!' when nobody is checked in", async () => {
    children = [child(1, 'Amber')];
    renderPage(<CheckOutPage />);
    expect(await screen.findByText('Er werden nog geen deelnemers aangemeld!')).toBeTruthy();
  });

  it("shows the server's refusal with the camp's error title", async () => {
    server.handlers['sportscamp/presenceUpdate'] = () => reply(409, { message: 'Deze deelnemer werd al afgemeld.' });
    renderPage(<CheckInPage />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Amber aanmelden' }));
    expect(await screen.findByText('Er trad een fout op!')).toBeTruthy();
    expect(screen.getByText('Deze deelnemer werd al afgemeld.')).toBeTruthy();
  });
});

describe('trainer presence form', () => {
  const day: TrainerCampPresence = { ids: '5', campDate: today, title: 'Herfstkamp', responsable: 'Els Wouters', presence: -1, transport: 0, remarks: '', registrationDate: '' };

  it('asks for the transport only when training was given, and sends trimmed remarks', async () => {
    server.handlers['sportscamp/trainerPresenceList'] = () => [day];
    server.handlers['sportscamp/trainerPresenceUpdate'] = (body) => [
      { ...day, presence: Number(body.presence), transport: body.transport ?? 0, remarks: body.remarks ?? '' },
    ];
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderPage(<TrainerPresencesPage />);
    fireEvent.click(await screen.findByText('Nog niet doorgegeven'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Hoe ben je gekomen?')).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ja' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewaar' }));
    expect(alert).toHaveBeenCalledWith('Geef aan hoe je gekomen bent a.u.b.');
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Fiets' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Opmerkingen/ }), { target: { value: '  op tijd  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewaar' }));
    await waitFor(() => expect(server.called('sportscamp/trainerPresenceUpdate')[0]?.body).toMatchObject({ ids: '5', presence: 1, transport: 2, remarks: 'op tijd' }));
    expect(await screen.findByText('Training gegeven · Fiets')).toBeTruthy();
  });
});

describe("home's 'Mijn kampdag'", () => {
  it('says so when the day planning cannot be loaded (spec 01 section 8)', async () => {
    server.handlers['sportscamp/trainerDayPlanning'] = () => reply(500, {});
    renderPage(<CampDayCard />);
    expect(await screen.findByText('Er trad een probleem op bij het ophalen van de dagplanning!')).toBeTruthy();
  });
});

describe('material list', () => {
  const item = (id: number, description: string, patch: Partial<Material> = {}): Material => ({
    id, description, camp: '', campDate: '', stock: 10, available: 10, reserved: 0, details: '', photo: 'R0lGODlhAQABAAAAACw=', ...patch,
  });

  it("filters on material in use today, shows photos at height 100, and says 'Geen materiaallijst' when nothing is left", async () => {
    server.handlers['sportscamp/materialList'] = () => [
      item(1, 'Hoepels', { camp: 'Herfstkamp', campDate: today, reserved: 4, available: 6 }),
      item(2, 'Kegels', { camp: 'Herfstkamp', campDate: '2099-01-01', reserved: 2 }),
    ];
    renderPage(<MaterialPage />);
    expect(await screen.findByRole('article', { name: 'Kegels' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto van Hoepels' }).getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    fireEvent.click(screen.getByRole('switch', { name: 'Enkel materiaal vandaag in gebruik' }));
    expect(screen.queryByRole('article', { name: 'Kegels' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Hoepels' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Zoeken' }), { target: { value: 'ballen' } });
    expect(screen.getByText('Geen materiaallijst')).toBeTruthy();
  });
});

describe('subscriptions', () => {
  const subscription = (id: number, name: string, gdpr: '1' | '0'): CampSubscription => ({
    id, name, gender: 'F', birthdate: '2018-05-04', isBirthdayToday: false, address: '', email: '', email2: '', telephone: '', telephone2: '',
    medication: '', experience: '', extraInfo: '', isMember: '0', parents: '', sportsCamp: 'Herfstkamp', group: 'Kleuters', gdpr,
  });

  it('shows the photo-consent indicator either way (spec 02: gdpr 1 means photos allowed)', async () => {
    server.handlers['sportscamp/subscriptionList'] = () => [subscription(1, 'Amber', '1'), subscription(2, 'Jules', '0')];
    renderPage(<SubscriptionsPage />);
    const allowed = await screen.findByRole('article', { name: 'Amber' });
    expect(within(allowed).getByRole('img', { name: "Toestemming voor foto's" })).toBeTruthy();
    expect(within(allowed).queryByRole('img', { name: "Geen toestemming voor foto's" })).toBeNull();
    const refused = screen.getByRole('article', { name: 'Jules' });
    expect(within(refused).getByRole('img', { name: "Geen toestemming voor foto's" })).toBeTruthy();
  });
});
