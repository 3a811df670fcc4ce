// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { AdminAccountsPage } from './AdminAccountsPage';

beforeAll(stubBrowserApis);
afterEach(() => {
  resetTestState();
  vi.restoreAllMocks();
});

describe('AdminAccountsPage', () => {
  it("invites everybody not yet invited after the question, and shows the server's count (issue 28, item 4)", async () => {
    const message = 'Er werden uitnodigingen verstuurd naar 150 gebruikers. De links zijn 7 dagen geldig.';
    const server = fakeServer({
      'admin/accounts/list': () => [],
      'admin/accounts/inviteAll': () => ({ message, invited: 150, waiting: 0 }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    renderPage(<AdminAccountsPage />, { user: { administrator: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Iedereen uitnodigen' }));
    expect(confirm).toHaveBeenCalledWith('Iedereen uitnodigen die nog niet uitgenodigd is? Elke actieve gebruiker zonder wachtwoord en zonder geldige uitnodiging krijgt een link om een wachtwoord te kiezen.');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(server.called('admin/accounts/inviteAll')).toHaveLength(1);
  });
});
