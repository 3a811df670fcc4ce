// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { CampsAdminPage } from './CampsAdminPage';

beforeAll(stubBrowserApis);
afterEach(resetTestState);

describe('CampsAdminPage', () => {
  it('shows camps with their groups, makes a new camp from the groups typed one per line, and adds material', async () => {
    const server = fakeServer({
      'admin/camps/list': () => [
        { campId: 1, title: 'Herfstkamp', dateFrom: '2026-11-02', dateTill: '2026-11-06', responsible: 'Koen', groups: [{ groupId: 1, name: 'Kleuters', children: 12 }], trainers: [{ memberId: 4, memberName: 'Koen Jacobs' }] },
      ],
      'admin/camps/save': () => ({ campId: 2, message: 'Het kamp Paaskamp werd bewaard.' }),
      'admin/camps/materialSave': () => ({ materialId: 9, message: 'Hoepels werd bewaard.' }),
      'admin/camps/childAdd': () => ({ message: '1 kind werd ingeschreven.' }),
      'member/getList.php': () => [],
    });
    renderPage(<CampsAdminPage />, { user: { administrator: true } });
    const card = await screen.findByRole('article', { name: 'Herfstkamp' });
    expect(within(card).getByText('2026-11-02 tot 2026-11-06 · Kleuters (12)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nieuw kamp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw kamp' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Naam van het kamp' }), { target: { value: 'Paaskamp' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Groepen (één per regel)' }), { target: { value: 'Kleuters\nSportievelingen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await screen.findByText('Het kamp Paaskamp werd bewaard.')).toBeTruthy();
    expect(server.called('admin/camps/save')[0]?.body).toMatchObject({ title: 'Paaskamp', groups: ['Kleuters', 'Sportievelingen'], trainerIds: [] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Omschrijving van het materiaal' }), { target: { value: 'Hoepels' } });
    fireEvent.click(screen.getByRole('button', { name: 'Materiaal toevoegen' }));
    await waitFor(() => expect(server.called('admin/camps/materialSave')[0]?.body).toMatchObject({ description: 'Hoepels', stock: 1, photo: '' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Kind toevoegen' }));
    const childDialog = await screen.findByRole('dialog', { name: 'Kind toevoegen: Herfstkamp' });
    fireEvent.change(within(childDialog).getByRole('textbox', { name: 'Voornaam' }), { target: { value: 'Ella' } });
    fireEvent.change(within(childDialog).getByRole('textbox', { name: 'Naam' }), { target: { value: 'Claes' } });
    fireEvent.click(within(childDialog).getByRole('button', { name: 'Kind toevoegen' }));
    expect(await screen.findByText('1 kind werd ingeschreven.')).toBeTruthy();
    expect(server.called('admin/camps/childAdd')[0]?.body).toMatchObject({ campId: 1, groupId: 1, firstName: 'Ella', lastName: 'Claes', gender: 'F', photoConsent: false });
  });
});
