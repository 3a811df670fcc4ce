// @vitest-environment jsdom
import type { Reservation } from '@clubhuis/contract/entities/playermoments';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../session/sessionStore';
import { makeUser } from '../../testing/fixtures';
import { TestMantine } from '../../testing/mantineTestEnv';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { makeReservation } from '../../testing/playerMomentsFixture';
import { ReservationsPage } from './ReservationsPage';
import { ReservedPage } from './ReservedPage';

let server: FakeServer;
let stored: Reservation[];

const tuesday = { eventId: 5, description: 'Vrij spel dinsdag', playDate: '2030-01-08' };
const emma = makeReservation({
  ...tuesday,
  id: 1,
  memberId: 21,
  memberName: 'Emma Maes',
  remark: 'na de training',
  reservationDate: '2025-10-12T17:05:00Z',
});
const lucas = makeReservation({ ...tuesday, id: 2, memberId: 22, memberName: 'Lucas Maes' });

beforeAll(stubBrowserApis);
beforeEach(() => {
  server = fakeServer();
  stored = [lucas, emma];
  server.handlers['reservation/list.php'] = () => stored;
  server.handlers['reservation/delete.php'] = (body) => {
    stored = stored.filter((r) => !(r.eventId === body.event_id && r.memberId === body.member_id));
    return { message: 'Je reservatie werd geannuleerd.' };
  };
});
afterEach(() => {
  cleanup();
  resetTestState();
});

const renderOverview = () => renderPage(<ReservationsPage />, { user: { memberId: 0, memberIds: [21, 22] } });
const card = (name: string) => screen.findByRole('article', { name: `Vrij spel dinsdag – ${name}` });

async function cancel(name: string) {
  fireEvent.click(within(await card(name)).getByRole('button', { name: 'Annuleer reservatie' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reservatie annuleren' });
  expect(within(dialog).getByText(`Wil je de reservatie van ${name} voor Vrij spel dinsdag annuleren?`)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, annuleer' }));
}

describe('ReservationsPage', () => {
  it("lists the reservations of every linked member, with remark and when they were made", async () => {
    renderOverview();
    const first = await card('Emma Maes');
    expect(within(first).getByText('Opmerking: na de training')).toBeTruthy();
    expect(within(first).getByText('Gereserveerd op 12/10/2025 19:05')).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Vrij spel dinsdag – Emma Maes',
      'Vrij spel dinsdag – Lucas Maes',
    ]);
    expect(server.called('reservation/list.php')[0]?.body).toMatchObject({ member_ids: [21, 22] });
    expect(screen.getByRole('link', { name: 'Reserveer een ander moment' }).getAttribute('href')).toBe('#/reservation');
  });

  it('cancels after the dialog, force-reloads the list, and goes to /reserved once it is empty', async () => {
    renderOverview();
    await cancel('Lucas Maes');
    await waitFor(() => expect(screen.queryByRole('article', { name: /Lucas Maes/ })).toBeNull());
    expect(server.called('reservation/delete.php')[0]?.body).toMatchObject({ event_id: 5, member_id: 22 });
    expect(server.called('reservation/list.php')).toHaveLength(2);
    expect(window.location.hash).not.toBe('#/reserved');

    await cancel('Emma Maes');
    await waitFor(() => expect(window.location.hash).toBe('#/reserved'));
    expect(server.called('reservation/list.php')).toHaveLength(3);
  });

  it("keeps the reservation when 'Nee, behouden' is chosen, and says 'Geen reservaties' for none", async () => {
    renderOverview();
    fireEvent.click(within(await card('Emma Maes')).getByRole('button', { name: 'Annuleer reservatie' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nee, behouden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.called('reservation/delete.php')).toHaveLength(0);

    cleanup();
    stored = [];
    renderOverview();
    await screen.findByText('Geen reservaties');
    expect(window.location.hash).not.toBe('#/reserved');
  });

  it('shows the Dutch defaults when loading or cancelling fails', async () => {
    server.handlers['reservation/delete.php'] = () => reply(500, {});
    renderOverview();
    await cancel('Emma Maes');
    await screen.findByText('Er trad een fout op bij het annuleren van je reservatie!');
    expect(screen.getAllByRole('article')).toHaveLength(2);

    cleanup();
    server.handlers['reservation/list.php'] = () => reply(500, {});
    renderOverview();
    await screen.findByText('Er trad een fout op bij het ophalen van de reservaties!');
  });
});

describe('ReservedPage', () => {
  it('says the cancellation was registered and links to a new reservation, or to login for a visitor', () => {
    setSession({ user: makeUser() });
    render(<ReservedPage />, { wrapper: TestMantine });
    expect(screen.getByText('Je annulering werd geregistreerd.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Maak een nieuwe reservatie' }).getAttribute('href')).toBe('#/reservation');
    cleanup();
    setSession({ user: null });
    render(<ReservedPage />, { wrapper: TestMantine });
    expect(screen.getByRole('link', { name: 'Aanmelden' }).getAttribute('href')).toBe('#/login');
  });
});
