// @vitest-environment jsdom
import type { AdminMember, AuditEntry } from '@clubhuis/contract/entities/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, reply } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { AdminMembersPage } from './AdminMembersPage';
import { AuditPage } from './AuditPage';

const noor: AdminMember = {
  memberId: 5, firstName: 'Noor', lastName: 'Vermeulen', gender: 'F', birthdate: '2012-05-03', address: '', email: 'noor@example.be',
  telephone: '', mobile: '', associationId: '123456', ranking: 'E4', memberState: 1,
};

beforeAll(stubBrowserApis);
afterEach(resetTestState);

describe('AdminMembersPage', () => {
  it('searches on the server, and stops a member after the question', async () => {
    const server = fakeServer({
      'admin/members/list': (body) => ({ total: body.search ? 1 : 60, members: [noor] }),
      'admin/members/active': () => ({ message: 'Noor Vermeulen is geen actief lid meer.' }),
    });
    renderPage(<AdminMembersPage />, { user: { administrator: true } });
    expect(await screen.findByText('60 leden')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Zoeken' }), { target: { value: 'noor' } });
    expect(await screen.findByText('1 lid')).toBeTruthy();
    expect(server.called('admin/members/list').at(-1)?.body).toMatchObject({ search: 'noor', inactive: false, offset: 0 });
    const card = screen.getByRole('article', { name: 'Noor Vermeulen' });
    expect(within(card).getByText('03/05/2012 · noor@example.be · 123456')).toBeTruthy();
    vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Stopzetten' }));
    await waitFor(() => expect(server.called('admin/members/active')[0]?.body).toMatchObject({ memberId: 5, active: false }));
  });

  it('asks for the names before saving a new member, and shows the server refusal', async () => {
    const server = fakeServer({
      'admin/members/list': () => ({ total: 0, members: [] }),
      'admin/members/save': () => reply(400, { message: "Het veld 'birthdate' is ongeldig." }),
    });
    renderPage(<AdminMembersPage />, { user: { administrator: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuw lid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw lid' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewaar' }));
    expect(await within(dialog).findByText('Voornaam is verplicht.')).toBeTruthy();
    expect(server.called('admin/members/save')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Voornaam' }), { target: { value: 'Lotte' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Naam' }), { target: { value: 'Aerts' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewaar' }));
    expect(await screen.findByText("Het veld 'birthdate' is ongeldig.")).toBeTruthy();
    expect(server.called('admin/members/save')[0]?.body).toMatchObject({ memberId: 0, firstName: 'Lotte', lastName: 'Aerts', gender: 'M' });
  });
});

describe('the audit log', () => {
  const entry = (patch: Partial<AuditEntry>): AuditEntry => ({ id: 1, at: '2026-11-24T18:05:00.000Z', userName: 'Hilde Verbeke', description: '', changes: [], action: '', ...patch });
  it('tells each entry in Dutch: when, who did what to whom, and what changed (issue 28 item 16)', async () => {
    fakeServer({
      'admin/audit/list': () => [
        entry({
          id: 2,
          description: 'Hilde Verbeke wijzigde de gegevens van lid Jan Peeters.',
          changes: [
            { field: 'Gsm', before: '0470 11 22 33', after: '0470 99 88 77' },
            { field: 'Actief', before: 'ja', after: 'nee' },
          ],
          action: 'admin/members/save',
        }),
        entry({ id: 1, description: 'Hilde Verbeke vroeg alle gegevens van lid Jan Peeters op (inzage, privacy).', action: 'admin/privacy/export', at: '2026-07-01T08:00:00.000Z' }),
      ],
    });
    renderPage(<AuditPage />);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('24/11/2026 19:05')).toBeTruthy();
    expect(within(items[0]!).getByText('Hilde Verbeke wijzigde de gegevens van lid Jan Peeters.')).toBeTruthy();
    expect(within(items[0]!).getByText('Gsm: 0470 11 22 33 → 0470 99 88 77')).toBeTruthy();
    expect(within(items[0]!).getByText('Actief: ja → nee')).toBeTruthy();
    expect(within(items[1]!).getByText('01/07/2026 10:00')).toBeTruthy();
    expect(within(items[1]!).getByText('Hilde Verbeke vroeg alle gegevens van lid Jan Peeters op (inzage, privacy).')).toBeTruthy();
    expect(screen.queryByText(/admin\/|erased|nieuw/)).toBeNull();
  });
});
