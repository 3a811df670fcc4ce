// @vitest-environment jsdom
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeMember } from '../../testing/fixtures';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { makeMoment, makeReservation } from '../../testing/playerMomentsFixture';
import { ReservationPage } from './ReservationPage';

const today = brusselsClock(new Date()).date;
const moment = (eventId: number, name: string, days: number, capacity = 12, nrOfReservations = 3) =>
  makeMoment({ eventId, moment: name, playDate: addDays(today, days), capacity, nrOfReservations });
const open = moment(1, 'Vrij spel dinsdag', 2);
const full = moment(2, 'Vrij spel donderdag', 4, 4, 4);
const empty = moment(3, 'Vrij spel vandaag', 0, 10, 0);
const past = moment(4, 'Vrij spel gisteren', -1);
const later = moment(5, 'Vrij spel volgende maand', 30);

let server: FakeServer;

async function pickMoment(name: string) {
  fireEvent.click(await screen.findByRole('textbox', { name: 'Spelmoment' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

beforeAll(stubBrowserApis);
beforeEach(() => {
  server = fakeServer();
  server.handlers['playermoment/playermoment_list.php'] = (body) => body.infuture ? [later] : [past, open, full, empty];
  server.handlers['reservation/update.php'] = (body) => makeReservation({ eventId: Number(body.event_id), memberId: Number(body.member_id), remark: String(body.remark) });
});
afterEach(() => {
  cleanup();
  resetTestState();
});

describe('ReservationPage', () => {
  it('reserves for the one linked member after the confirm dialog and the corona prompt, then opens the overview', async () => {
    renderPage(<ReservationPage />);
    await screen.findByText('Reservatie voor Jan Peeters');
    expect(screen.queryByRole('textbox', { name: 'Reserveren voor' })).toBeNull();
    const reserve = screen.getByRole('button', { name: 'Reserveer' }) as HTMLButtonElement;
    expect(reserve.disabled).toBe(true);
    await pickMoment('Vrij spel dinsdag');
    expect(screen.getByLabelText('Reservaties: 3 / 12')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Opmerking' }), { target: { value: '  met mijn broer ' } });
    fireEvent.click(reserve);

    const confirm = await screen.findByRole('dialog', { name: 'Reservatie bevestigen' });
    expect(within(confirm).getByText('Wil je Vrij spel dinsdag reserveren voor Jan Peeters?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Bevestig' }));
    const corona = await screen.findByRole('dialog', { name: 'Coronamaatregelen' });
    expect(within(corona).getByText(/Respecteer de geldende coronamaatregelen/)).toBeTruthy();
    expect(server.called('reservation/update.php')).toHaveLength(0);
    fireEvent.click(within(corona).getByRole('button', { name: 'Akkoord, reserveer' }));

    await waitFor(() => expect(window.location.hash).toBe('#/reservations'));
    expect(server.called('reservation/update.php')[0]?.body).toMatchObject({ event_id: 1, member_id: 7, remark: 'met mijn broer' });
  });

  it('offers only moments of today and later, and asks the later ones only with the flag', async () => {
    renderPage(<ReservationPage />);
    fireEvent.click(await screen.findByRole('textbox', { name: 'Spelmoment' }));
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(names).toEqual(['Vrij spel vandaag', 'Vrij spel dinsdag', 'Vrij spel donderdag']);
    expect(server.called('playermoment/playermoment_list.php').map((c) => c.body)).toEqual([
      expect.objectContaining({ member_id: 7, limit: 5 }),
    ]);
    cleanup();
    renderPage(<ReservationPage />, { user: { showPlayerMomentsInTheFuture: true } });
    fireEvent.click(await screen.findByRole('textbox', { name: 'Spelmoment' }));
    await screen.findByRole('option', { name: 'Vrij spel volgende maand' });
    expect(server.called('playermoment/playermoment_list.php').at(-1)?.body).toMatchObject({ infuture: true });
  });

  it('hides the reserve button and warns for a full moment; shows no count without reservations', async () => {
    renderPage(<ReservationPage />);
    await pickMoment('Vrij spel donderdag');
    expect(screen.getByRole('alert').textContent).toBe('Dit spelmoment is volzet: er kan niet meer gereserveerd worden.');
    expect(screen.getByLabelText('Reservaties: 4 / 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reserveer' })).toBeNull();
    await pickMoment('Vrij spel vandaag');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText(/Reservaties:/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Reserveer' })).toBeTruthy();
  });

  it('puts the member on a full moment\'s waiting list (issue 31), shows it from the server, and takes it off again', async () => {
    let waiting: { event_id: number; member_id: number }[] = [];
    server.handlers['reservation/waiting.php'] = () => ({ waiting });
    server.handlers['reservation/waitlist.php'] = (body) => {
      waiting = body.on ? [{ event_id: body.event_id, member_id: body.member_id }] : [];
      return { message: body.on ? 'Je staat op de wachtlijst. Je krijgt een melding zodra er een plaats vrijkomt.' : 'Je staat niet meer op de wachtlijst.', waiting: !!body.on };
    };
    renderPage(<ReservationPage />);
    await pickMoment('Vrij spel donderdag');
    fireEvent.click(await screen.findByRole('button', { name: 'Zet me op de wachtlijst' }));
    expect((await screen.findByRole('status')).textContent).toBe('Je staat op de wachtlijst. Je krijgt een melding zodra er een plaats vrijkomt.');
    expect(server.called('reservation/waitlist.php')[0]!.body).toMatchObject({ event_id: 2, member_id: 7, on: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Haal me van de wachtlijst' }));
    expect(await screen.findByRole('button', { name: 'Zet me op de wachtlijst' })).toBeTruthy();
    expect(server.called('reservation/waitlist.php')[1]!.body).toMatchObject({ event_id: 2, member_id: 7, on: 0 });
    await pickMoment('Vrij spel vandaag');
    expect(screen.queryByRole('button', { name: 'Zet me op de wachtlijst' })).toBeNull();
  });

  it('shows a member already on the waiting list as such after a reload', async () => {
    server.handlers['reservation/waiting.php'] = () => ({ waiting: [{ event_id: 2, member_id: 7 }] });
    renderPage(<ReservationPage />);
    await pickMoment('Vrij spel donderdag');
    expect((await screen.findByRole('status')).textContent).toBe('Je staat op de wachtlijst. Je krijgt een melding zodra er een plaats vrijkomt.');
    expect(screen.queryByRole('button', { name: 'Zet me op de wachtlijst' })).toBeNull();
  });

  it('asks who to reserve for with two linked members, and needs a choice', async () => {
    const emma = makeMember({ id: 21, memberId: 21, firstName: 'Emma', lastName: 'Maes', memberName: 'Emma Maes' });
    const lucas = makeMember({ id: 22, memberId: 22, firstName: 'Lucas', lastName: 'Maes', memberName: 'Lucas Maes' });
    renderPage(<ReservationPage />, { user: { memberId: 0, memberIds: [21, 22] }, members: [emma, lucas] });
    await pickMoment('Vrij spel dinsdag');
    const reserve = screen.getByRole('button', { name: 'Reserveer' }) as HTMLButtonElement;
    expect(reserve.disabled).toBe(true);
    fireEvent.click(screen.getByRole('textbox', { name: 'Reserveren voor' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lucas Maes' }));
    expect(reserve.disabled).toBe(false);
    fireEvent.click(reserve);
    const confirm = await screen.findByRole('dialog', { name: 'Reservatie bevestigen' });
    expect(within(confirm).getByText('Wil je Vrij spel dinsdag reserveren voor Lucas Maes?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Bevestig' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Akkoord, reserveer' }));
    await waitFor(() => expect(server.called('reservation/update.php')[0]?.body).toMatchObject({ event_id: 1, member_id: 22, remark: '' }));
  });

  it('shows the Dutch defaults when loading or booking fails without a message, the server message otherwise', async () => {
    server.handlers['reservation/update.php'] = () => reply(409, { message: 'Lucas heeft dit moment al gereserveerd.' });
    renderPage(<ReservationPage />);
    await pickMoment('Vrij spel dinsdag');
    fireEvent.click(screen.getByRole('button', { name: 'Reserveer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bevestig' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Akkoord, reserveer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Er trad een fout op!' });
    expect(within(dialog).getByText('Lucas heeft dit moment al gereserveerd.')).toBeTruthy();
    expect(window.location.hash).not.toBe('#/reservations');

    cleanup();
    server.handlers['playermoment/playermoment_list.php'] = () => reply(500, {});
    renderPage(<ReservationPage />);
    await screen.findByText('Er trad een fout op bij het ophalen van de spelmomenten!');
  });
});
