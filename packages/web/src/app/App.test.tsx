// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/queryClient';
import { API, fakeServer, reply, type FakeServer } from '../testing/fakeServer';
import { makeConfig, makeMember, makeUser } from '../testing/fixtures';
import { stubBrowserApis, TestMantine } from '../testing/mantineTestEnv';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { App } from './App';
import { prefetchStartup } from './startupQueries';
import { makeMeeting } from '../testing/meetingFixture';
import { ErrorDialogProvider } from '../errors/ErrorDialogProvider';
import { setSession } from '../session/sessionStore';

let server: FakeServer;

function renderApp(hash = '#/') {
  window.location.hash = hash;
  render(
    <TestMantine>
      <QueryClientProvider client={queryClient}>
        <ErrorDialogProvider>
          <App />
        </ErrorDialogProvider>
      </QueryClientProvider>
    </TestMantine>,
  );
}

/** Holds the fake server's answers to one path until the returned function is called. */
function holdAnswers(path: string): () => void {
  const answer = vi.mocked(fetch).getMockImplementation()!;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith(path)) await held;
    return answer(url, init);
  }));
  return release;
}

beforeAll(stubBrowserApis);
beforeEach(() => {
  server = fakeServer({
    'settings.json': () => ({ apiUrl: 'api/' }),
    'general/config.php': () => ({ success: true, data: makeConfig() }),
    'member/getList.php': () => [makeMember()],
    'teamcomposition/confirmationOptionList': () => [],
  });
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  localStorage.clear();
  setSession({ user: null, apiUrl: '', selectedMemberId: 0, didAutoLogout: false });
  vi.unstubAllGlobals();
});

describe('App', () => {
  it('shows home to a visitor, with a menu of just Aanmelden behind the burger', async () => {
    renderApp('#/');
    await screen.findByRole('heading', { name: 'Clubhuis TTC Test' });
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull(); // closed drawer is hidden
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    // The menu's code loads when the burger first opens it.
    expect((await within(nav).findAllByRole('link')).map((a) => a.textContent)).toEqual(['Aanmelden']);
    expect(JSON.parse(localStorage.getItem('clubhuis.config') ?? '{}')).toEqual({
      title: 'Clubhuis TTC Test',
      description: 'De club van het dorp.',
      favicon: '',
      primaryColor: '',
      logo: '',
      // The club's language, for a phone that speaks neither Dutch nor French at the next start (issue 33).
      clubLanguage: 'nl',
    });
  });

  it("shows 'Configuratiefout' and the server message, and recovers with 'Herprobeer'", async () => {
    server.handlers['general/config.php'] = () => reply(503, { message: 'Onderhoud' });
    renderApp('#/');
    await screen.findByText('Configuratiefout');
    await screen.findByText('Fout bij het ophalen van de configuratie - Onderhoud');
    server.handlers['general/config.php'] = () => ({ success: true, data: makeConfig() });
    fireEvent.click(screen.getByRole('button', { name: 'Herprobeer' }));
    await screen.findByRole('heading', { name: 'Clubhuis TTC Test' });
  });

  it('asks for e-mail and password without calling the server', async () => {
    renderApp('#/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Aanmelden' }));
    await screen.findByText('Breng e-mail en wachtwoord in a.u.b.!');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'jan@example.be' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(screen.getByText('Breng e-mail en wachtwoord in a.u.b.!')).toBeTruthy();
    expect(server.called('login.php')).toHaveLength(0);
  });

  it('shows the server message in the error dialog on a failed login', async () => {
    server.handlers['login.php'] = () => ({ success: false, message: 'Verkeerd wachtwoord.', data: null });
    renderApp('#/login');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'jan@example.be' } });
    fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'fout' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Fout bij authenticatie...')).toBeTruthy();
    expect(within(dialog).getByText('Verkeerd wachtwoord.')).toBeTruthy();
  });

  it('logs in, loads my members and lands on my results; the session is stored', async () => {
    const sent: Record<string, unknown>[] = [];
    server.handlers['login.php'] = (body) => {
      sent.push(body);
      return { success: true, jwt: 'jwt-9', expiresIn: 3600, data: makeUser() };
    };
    server.handlers['member/getList.php'] = (body) => {
      sent.push(body);
      return [makeMember()];
    };
    renderApp('#/login');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: ' jan@example.be ' } });
    fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(window.location.hash).toBe('#/results/7'));
    expect(sent[0]).toEqual({ login: 'jan@example.be', password: 'demo', application: 4, returnSecureToken: true });
    expect(sent[1]).toEqual({ memberids: [7], jwt: 'jwt-9' });
    const stored = JSON.parse(localStorage.getItem('clubhuis.session') ?? '{}');
    expect(stored.apiUrl).toBe(API);
    expect(stored.user.token).toBe('jwt-9');
    expect(Object.keys(localStorage).sort()).toEqual(['clubhuis.config', 'clubhuis.session']);
    await screen.findByText('Welkom, Jan!');
  });

  it('restores a stored session of this API, and drops one of another API', async () => {
    const user = makeUser({ tokenExpiration: Date.now() + 60_000 });
    localStorage.setItem('clubhuis.session', JSON.stringify({ user, apiUrl: API }));
    renderApp('#/teams');
    await screen.findByRole('heading', { name: 'Opstellingen' });
    cleanup();
    queryClient.clear();
    localStorage.setItem('clubhuis.session', JSON.stringify({ user, apiUrl: 'http://elders.test/api/' }));
    renderApp('#/teams');
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(localStorage.getItem('clubhuis.session')).toBeNull();
  });

  it('asks for my members and the confirmation options together with the config, not after it', async () => {
    localStorage.setItem('clubhuis.session', JSON.stringify({ user: makeUser({ tokenExpiration: Date.now() + 60_000 }), apiUrl: API }));
    // The config's answer is held back until the other startup calls have gone out.
    const release = holdAnswers('general/config.php');
    renderApp('#/teams');
    await waitFor(() => expect(server.called('member/getList.php')).toHaveLength(1));
    expect(server.called('teamcomposition/confirmationOptionList')).toHaveLength(1);
    expect(server.called('general/config.php')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Opstellingen' })).toBeNull();
    release();
    await screen.findByRole('heading', { name: 'Opstellingen' });
  });

  it('opened on /teams, asks for the coming line-ups with the config, and the screen shows that answer without asking again', async () => {
    localStorage.setItem('clubhuis.session', JSON.stringify({ user: makeUser({ tokenExpiration: Date.now() + 60_000 }), apiUrl: API }));
    server.handlers['teamcomposition/list'] = () => [makeMeeting({ team: 'Demo 1', meeting: 'Demo 1 - Gasten 3', playDate: addDays(brusselsClock(new Date()).date, 2), teamPlayers: '7' })];
    server.handlers['teamcomposition/absenceList'] = () => [];
    window.location.hash = '#/teams';
    const release = holdAnswers('general/config.php');
    void prefetchStartup(queryClient); // as main.tsx does, before the first render
    await waitFor(() => expect(server.called('teamcomposition/list')).toHaveLength(1));
    expect(server.called('teamcomposition/list')[0]!.body).toMatchObject({ when: 'coming', member_id: 7 });
    expect(server.called('teamcomposition/absenceList')).toHaveLength(1);
    expect(server.called('general/config.php')).toHaveLength(0);
    release();
    renderApp('#/teams');
    await screen.findByText('Demo 1 - Gasten 3');
    expect(server.called('teamcomposition/list')).toHaveLength(1);
    expect(server.called('teamcomposition/absenceList')).toHaveLength(1);
    expect(server.called('general/config.php')).toHaveLength(1);
  });

  it("shows the config's error when the server is down at start with a stored session, and 'Herprobeer' asks again for all", async () => {
    localStorage.setItem('clubhuis.session', JSON.stringify({ user: makeUser({ tokenExpiration: Date.now() + 60_000 }), apiUrl: API }));
    server.handlers['general/config.php'] = () => reply(503, { message: 'Onderhoud' });
    server.handlers['member/getList.php'] = () => reply(503, { message: 'Onderhoud' });
    // The member list fails after the config did: its error must not replace the config's.
    const release = holdAnswers('member/getList.php');
    renderApp('#/teams');
    await screen.findByText('Fout bij het ophalen van de configuratie - Onderhoud');
    release();
    await waitFor(() => expect(server.called('member/getList.php')).toHaveLength(1));
    // Until the member list has failed for good (after its one retry), then its effects have run.
    const memberListFailed = () => queryClient.getQueryCache().findAll({ queryKey: ['member/getList.php'] }).some((q) => q.state.status === 'error');
    await waitFor(() => expect(memberListFailed()).toBe(true));
    await act(async () => {});
    // 'Onderhoud' as the whole message: the member list's own error dialog.
    expect(screen.queryByText('Onderhoud')).toBeNull();
    server.handlers['general/config.php'] = () => ({ success: true, data: makeConfig() });
    server.handlers['member/getList.php'] = () => [makeMember()];
    const asked = server.called('member/getList.php').length; // the first try and its one retry
    fireEvent.click(screen.getByRole('button', { name: 'Herprobeer' }));
    await screen.findByRole('heading', { name: 'Opstellingen' });
    expect(server.called('member/getList.php')).toHaveLength(asked + 1);
    expect(screen.queryByText('Onderhoud')).toBeNull();
  });

  it("says 'Pagina niet gevonden' for an unknown path", async () => {
    renderApp('#/bestaat-niet');
    await screen.findByText('Pagina niet gevonden');
  });
});
