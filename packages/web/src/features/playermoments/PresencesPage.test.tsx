// @vitest-environment jsdom
import type { Presence } from '@clubhuis/contract/entities/playermoments';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeMember } from '../../testing/fixtures';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { makeMoment, makePresence } from '../../testing/playerMomentsFixture';
import { PresencesPage } from './PresencesPage';

let server: FakeServer;
let lists: Record<number, Presence[]>;

const tuesday = makeMoment({ eventId: 1, moment: 'Vrij spel dinsdag', playDate: '2030-01-08', isResponsible: true });
const other = makeMoment({ eventId: 2, moment: 'Badminton woensdag', playDate: '2030-01-09', isResponsible: false });
const thursday = makeMoment({ eventId: 3, moment: 'Vrij spel donderdag', playDate: '2030-01-10', isResponsible: true });
const active = [
  makeMember({ id: 11, memberId: 11, memberName: 'Jan Peeters' }),
  makeMember({ id: 12, memberId: 12, memberName: 'Tom Claes' }),
  makeMember({ id: 13, memberId: 13, memberName: 'Wim Goossens' }),
];
const nameOf = (id: number) => active.find((m) => m.memberId === id)?.memberName ?? '?';

beforeAll(stubBrowserApis);
beforeEach(() => {
  server = fakeServer();
  lists = {
    1: [makePresence({ memberId: 11, memberName: 'Jan Peeters', presence: '1' }), makePresence({ memberId: 12, memberName: 'Tom Claes' })],
    3: [],
  };
  server.handlers['playermoment/playermoment_list.php'] = (body) => body.infuture ? [thursday] : [tuesday, other];
  server.handlers['presence/list.php'] = (body) => lists[Number(body.event_id)] ?? [];
  server.handlers['member/getList.php'] = () => active;
  server.handlers['presence/update.php'] = (body) => {
    const eventId = Number(body.event_id);
    const memberId = Number(body.member_id);
    const list = lists[eventId] ?? [];
    const found = list.find((p) => p.memberId === memberId);
    const presence = body.presence === 1 ? '1' : '0';
    lists[eventId] = found
      ? list.map((p) => (p.memberId === memberId ? { ...p, presence } : p))
      : [...list, makePresence({ memberId, memberName: nameOf(memberId), presence, occasional: '1' })];
    return lists[eventId];
  };
});
afterEach(() => {
  cleanup();
  resetTestState();
});

const list = () => screen.findByRole('region', { name: 'Aanwezigheidslijst' });

describe('PresencesPage', () => {
  it('offers only the moments the user is responsible for, the next and later ones, and opens the nearest', async () => {
    renderPage(<PresencesPage />, { user: { playerMoments: true } });
    const region = await list();
    await within(region).findByText('Totaal aanwezig: 1 van 2');
    expect(server.called('presence/list.php')[0]?.body).toMatchObject({ event_id: 1 });
    const calls = server.called('playermoment/playermoment_list.php').map((c) => c.body);
    expect(calls).toEqual([expect.objectContaining({ member_id: 7 }), expect.objectContaining({ member_id: 7, infuture: true })]);

    fireEvent.click(screen.getByRole('textbox', { name: 'Spelmoment' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Vrij spel dinsdag', 'Vrij spel donderdag']);
    fireEvent.click(screen.getByRole('option', { name: 'Vrij spel donderdag' }));
    await within(await list()).findByText('Nog niemand op de lijst');
    expect(within(await list()).getByText('Totaal aanwezig: 0 van 0')).toBeTruthy();
  });

  it('flips a presence and updates the total from the answer', async () => {
    renderPage(<PresencesPage />, { user: { playerMoments: true } });
    const region = await list();
    const tom = await within(region).findByRole('checkbox', { name: 'Tom Claes' });
    expect((tom as HTMLInputElement).checked).toBe(false);
    fireEvent.click(tom);
    await within(region).findByText('Totaal aanwezig: 2 van 2');
    expect(server.called('presence/update.php')[0]?.body).toMatchObject({ event_id: 1, member_id: 12, presence: 1 });
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Jan Peeters' }));
    await within(region).findByText('Totaal aanwezig: 1 van 2');
    expect(server.called('presence/update.php')[1]?.body).toMatchObject({ member_id: 11, presence: 0 });
  });

  it('adds an occasional player, needing a member first; members on the list are not offered', async () => {
    renderPage(<PresencesPage />, { user: { playerMoments: true } });
    await within(await list()).findByText('Totaal aanwezig: 1 van 2');
    const add = screen.getByRole('button', { name: 'Toevoegen' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    const field = screen.getByRole('textbox', { name: 'Occasionele speler' });
    await waitFor(() => expect((field as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(field);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Wim Goossens']);
    fireEvent.click(screen.getByRole('option', { name: 'Wim Goossens' }));
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    const region = await list();
    await within(region).findByText('Totaal aanwezig: 2 van 3');
    expect(within(region).getByText('Occasioneel')).toBeTruthy();
    expect(server.called('presence/update.php')[0]?.body).toMatchObject({ event_id: 1, member_id: 13, presence: 1 });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    expect(server.called('member/getList.php')[0]?.body).toMatchObject({ allmembers: true });
  });

  it('says so when the user is responsible for no moment', async () => {
    server.handlers['playermoment/playermoment_list.php'] = () => [other];
    renderPage(<PresencesPage />, { user: { playerMoments: true } });
    await screen.findByText('Je bent voor geen enkel komend spelmoment verantwoordelijk.');
    expect(server.called('presence/list.php')).toHaveLength(0);
  });

  it('shows the Dutch defaults when the list or a change fails', async () => {
    server.handlers['presence/update.php'] = () => reply(500, {});
    renderPage(<PresencesPage />, { user: { playerMoments: true } });
    fireEvent.click(await within(await list()).findByRole('checkbox', { name: 'Tom Claes' }));
    await screen.findByText('Er trad een fout op bij het aanpassen van de aanwezigheid!');
    cleanup();
    server.handlers['presence/list.php'] = () => reply(500, {});
    renderPage(<PresencesPage />, { user: { playerMoments: true } });
    await screen.findByText('Er trad een fout op bij het ophalen van de aanwezigheidslijst!');
  });
});
