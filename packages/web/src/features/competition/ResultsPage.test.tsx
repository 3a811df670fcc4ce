// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { makeResults } from '../../testing/competitionFixtures';
import { makeMember } from '../../testing/fixtures';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { ResultsPage } from './ResultsPage';

let server: FakeServer;
const open = (tab: string) => fireEvent.click(screen.getByRole('tab', { name: tab }));

beforeAll(stubBrowserApis);
beforeEach(() => {
  server = fakeServer();
  server.handlers['frenoy/individualResults.php'] = () => makeResults();
});
afterEach(() => {
  cleanup();
  resetTestState();
  vi.unstubAllGlobals();
});

describe('ResultsPage', () => {
  it('asks for the member of the route and shows the ranking classes with bars in steps of 10%', async () => {
    renderPage(<ResultsPage refresh="501" />, { hash: '/results/501' });
    const table = await screen.findByRole('table', { name: 'Klassementen' });
    expect(server.called('frenoy/individualResults.php')[0]?.body).toMatchObject({ memberid: 501, jwt: 'token-1' });
    const c4 = within(table).getByRole('row', { name: /^C4/ });
    expect(within(c4).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5', '2', '71%']);
    const bar = within(c4).getByRole('progressbar', { name: '71% gewonnen' });
    expect(bar.getAttribute('aria-valuenow')).toBe('70');
    expect(within(table).getByRole('progressbar', { name: '25% gewonnen' }).getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getByText('Klassement: C4')).toBeTruthy();
    const site = screen.getByRole('link', { name: 'Bekijk op de competitiesite' });
    expect(site.getAttribute('href')).toBe('https://competitie.example/speler/501234');
    expect(site.getAttribute('target')).toBe('_blank');
  });

  it("says whose results they are, for a parent who switched to a child (issue 14, item 17)", async () => {
    const members = [makeMember({ memberId: 7, firstName: 'Emma', lastName: 'Maes' }), makeMember({ memberId: 8, firstName: 'Lucas', lastName: 'Maes' })];
    renderPage(<ResultsPage refresh="8" />, { hash: '/results/8', user: { memberId: 7, memberIds: [7, 8] }, members });
    await screen.findByRole('table', { name: 'Klassementen' });
    expect(screen.getByText('Resultaten van Lucas Maes')).toBeTruthy();
  });

  it("lists the matches newest first, a 'D' as a loss", async () => {
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7' });
    await screen.findByRole('tab', { name: 'Wedstrijden' });
    open('Wedstrijden');
    const rows = within(screen.getByRole('table', { name: 'Individuele wedstrijden' })).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('Karel Maes');
    expect(rows[0]?.getAttribute('data-result')).toBe('lost');
    expect(within(rows[0]!).getByLabelText('Verloren').textContent).toBe('D');
    expect(rows[1]?.getAttribute('data-result')).toBe('won');
    expect(rows[1]?.textContent).toContain('04/10/2025');
    expect(rows[1]?.textContent).toContain('3-1');
  });

  it('shows 22 week columns per team in a table that scrolls sideways', async () => {
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7' });
    await screen.findByRole('tab', { name: 'Weekresultaten' });
    open('Weekresultaten');
    expect(screen.getByRole('region', { name: /horizontaal scrollbaar/ }).style.overflowX).toBe('auto');
    const table = screen.getByRole('table', { name: 'Weekresultaten per ploeg' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toContain('W22');
    const row = within(table).getByRole('row', { name: /TTC Test A/ });
    expect(within(row).getByTitle('Week 1: 2-1').getAttribute('data-tone')).toBe('won');
    expect(within(row).getByTitle('Week 2: 1-2').getAttribute('data-tone')).toBe('lost');
  });

  it('shows ELO points and date; BEL points only when known', async () => {
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7' });
    await screen.findByRole('tab', { name: 'ELO/BEL' });
    open('ELO/BEL');
    const table = screen.getByRole('table', { name: 'ELO/BEL' });
    expect(within(table).getByRole('row', { name: 'ELO-punten 1432' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Datum ELO 12/10/2025' })).toBeTruthy();
    expect(within(table).queryByText('BEL-punten')).toBeNull();
    cleanup();

    server.handlers['frenoy/individualResults.php'] = () => makeResults({ BELPoints: 48.5, BELPosPoints: 12 });
    renderPage(<ResultsPage refresh="8" />, { hash: '/results/8' });
    await screen.findByRole('tab', { name: 'ELO/BEL' });
    open('ELO/BEL');
    expect(screen.getByRole('row', { name: 'BEL-punten 48.5' })).toBeTruthy();
  });

  it('says so when the season has no results yet', async () => {
    server.handlers['frenoy/individualResults.php'] = () => makeResults({ ResultsAvailable: false });
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7' });
    await screen.findByText('Er zijn nog geen resultaten beschikbaar voor het actuele seizoen!');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("opens 'Er trad een fout op!' with the Dutch default, or the server's message", async () => {
    server.handlers['frenoy/individualResults.php'] = () => reply(500, {});
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7' });
    const dialog = await screen.findByRole('dialog', { name: 'Er trad een fout op!' });
    expect(within(dialog).getByText('Er trad een fout op bij het opvragen van je individuele resultaten!')).toBeTruthy();
    cleanup();

    server.handlers['frenoy/individualResults.php'] = () => reply(404, { message: 'Onbekend lid.' });
    renderPage(<ResultsPage refresh="9" />, { hash: '/results/9' });
    expect(within(await screen.findByRole('dialog')).getByText('Onbekend lid.')).toBeTruthy();
  });

  it('shows a calm line, no error dialog, when the competition site cannot be reached (issue 28, item 11)', async () => {
    server.handlers['frenoy/individualResults.php'] = () => reply(503, { message: 'De competitiesite is niet bereikbaar en er zijn nog geen gegevens bewaard.' });
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7' });
    await screen.findByText('De competitiesite is nu niet bereikbaar: je resultaten kunnen even niet getoond worden. Probeer het later opnieuw.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells an account without a member that it has no results, and asks nothing (issue 28, item 11)', async () => {
    renderPage(<ResultsPage refresh="0" />, { hash: '/results/0', user: { memberId: 0, memberIds: [] } });
    await screen.findByText('Er is geen lid aan je account gekoppeld: er zijn geen resultaten om te tonen. Kies een ander scherm in het menu.');
    expect(server.called('frenoy/individualResults.php')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nothing for a club that does not play table tennis', async () => {
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7', config: { association: 'PADEL' } });
    await screen.findByText('Individuele resultaten bestaan enkel voor tafeltennis.');
    expect(server.calls).toHaveLength(0);
  });

  it('works without login (public route)', async () => {
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7', user: null });
    await screen.findByRole('table', { name: 'Klassementen' });
    expect(server.called('frenoy/individualResults.php')[0]?.body).toEqual({ memberid: 7 });
  });
});
