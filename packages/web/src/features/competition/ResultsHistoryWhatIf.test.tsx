// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { makeResults } from '../../testing/competitionFixtures';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { makeMeeting } from '../../testing/meetingFixture';
import { ResultsPage } from './ResultsPage';

// 'Mijn resultaten' of issue 34: the ranking history, the points what-if and the head-to-head.

let server: FakeServer;
const open = (tab: string) => fireEvent.click(screen.getByRole('tab', { name: tab }));
const withOpponents = () =>
  makeResults({
    DetailResults: makeResults().DetailResults.map((d, i) => ({ ...d, OpponentUniqueIndex: 600_100 + i })),
  });

beforeAll(stubBrowserApis);
beforeEach(() => {
  server = fakeServer();
  server.handlers['frenoy/individualResults.php'] = withOpponents;
  server.handlers['frenoy/rankingHistory'] = () => [
    { Season: '2024-2025', Method: 'Klassement', Value: null, Ranking: 'C6', SeenOn: '2024-09-01' },
    { Season: '2024-2025', Method: 'ELO', Value: 1380, Ranking: 'C6', SeenOn: '2024-09-01' },
    { Season: '2025-2026', Method: 'ELO', Value: 1410, Ranking: 'C4', SeenOn: '2025-09-01' },
    { Season: '2025-2026', Method: 'ELO', Value: 1432, Ranking: 'C4', SeenOn: '2025-10-12' },
  ];
  server.handlers['frenoy/headToHead'] = () => ({
    FirstName: 'Karel',
    LastName: 'Maes',
    Club: 'TTC Ginder',
    Won: 1,
    Lost: 1,
    Matches: [
      { Date: '2025-10-11', Season: '2025-2026', Result: 'D', SetFor: 1, SetAgainst: 3, CompetitionType: 'C', Ranking: 'C2', TournamentName: '' },
      { Date: '2024-10-12', Season: '2024-2025', Result: 'V', SetFor: 3, SetAgainst: 2, CompetitionType: 'C', Ranking: 'C4', TournamentName: '' },
    ],
    MissingSeasons: ['2022-2023'],
  });
});
afterEach(() => {
  cleanup();
  resetTestState();
  vi.unstubAllGlobals();
});

describe('Mijn resultaten: Verloop, Rekenhulp and head-to-head (issue 34)', () => {
  it("'Verloop': a chart with a summary and every value in a table, newest first", async () => {
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7' });
    await screen.findByRole('tab', { name: 'Verloop' });
    open('Verloop');
    const chart = await screen.findByRole('img', { name: 'ELO: van 1380 op 01/09/2024 naar 1432 op 12/10/2025.' });
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    expect(server.called('frenoy/rankingHistory')[0]?.body).toMatchObject({ memberid: 7, jwt: 'token-1' });
    const rows = within(screen.getByRole('table', { name: 'ELO-punten en klassement per datum' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['12/10/2025', '2025-2026', 'ELO', '1432', 'C4'],
      ['01/09/2025', '2025-2026', 'ELO', '1410', 'C4'],
      ['01/09/2024', '2024-2025', 'ELO', '1380', 'C6'],
      ['01/09/2024', '2024-2025', 'Klassement', '', 'C6'],
    ]);
  });

  it("'Verloop' says so when nothing was kept, and is not offered for another club's member or without login", async () => {
    server.handlers['frenoy/rankingHistory'] = () => [];
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7' });
    await screen.findByRole('tab', { name: 'Verloop' });
    open('Verloop');
    await screen.findByText('De club heeft nog geen verloop van je klassement bewaard.');
    cleanup();
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7', user: null });
    await screen.findByRole('tab', { name: 'Rekenhulp' });
    expect(screen.queryByRole('tab', { name: 'Verloop' })).toBeNull();
    expect(server.called('frenoy/rankingHistory')).toHaveLength(1);
  });

  it("'Rekenhulp': a win and a loss against picked opponents, each match's points and the total", async () => {
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7' });
    await screen.findByRole('tab', { name: 'Rekenhulp' });
    open('Rekenhulp');
    await screen.findByText(/je 1432 ELO-punten/);
    // A season's opponent: Karel Maes (C2, 1600): a win against a stronger player brings much.
    fireEvent.change(screen.getByLabelText('Tegenstander'), { target: { value: '600101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Voeg toe' }));
    // Any C6 player (1400): then lost.
    fireEvent.change(screen.getByLabelText('Tegenstander'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Klassement tegenstander'), { target: { value: 'C6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Voeg toe' }));
    const list = screen.getByRole('list', { name: 'Rekenhulp' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Karel Maes (C2)');
    fireEvent.click(within(within(items[1]!).getByRole('radiogroup', { name: 'Uitslag tegen Een C6-speler' })).getByLabelText('Verlies'));
    expect(screen.getAllByTestId('whatif-delta').map((d) => d.textContent)).toEqual(['+14,5', '-10,9']);
    expect(screen.getByRole('status').textContent).toBe('Samen +4 punten: 1436 ELO (klassementsband C6).');
    fireEvent.click(screen.getByRole('button', { name: 'Verwijder Een C6-speler' }));
    expect(screen.getByRole('status').textContent).toBe('Samen +14 punten: 1446 ELO (klassementsband C6).');
  });

  it("'Rekenhulp' puts the opponents of a coming meeting's club first, with its day", async () => {
    server.handlers['teamcomposition/list'] = () => [makeMeeting({ id: 3, meeting: 'TTC Test A - TTC Ginder A', playDate: '2099-01-15' })];
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7' });
    await screen.findByRole('tab', { name: 'Rekenhulp' });
    open('Rekenhulp');
    await screen.findByRole('option', { name: 'Karel Maes (C2), komende ontmoeting 15/01/2099' });
    expect(server.called('teamcomposition/list')[0]?.body).toMatchObject({ when: 'coming', member_id: 7 });
    const options = within(screen.getByLabelText('Tegenstander')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Kies een tegenstander of een klassement', 'Karel Maes (C2), komende ontmoeting 15/01/2099', 'Piet Janssens (C4)']);
  });

  it('opens all matches against an opponent from the results list: won and lost, sets, dates', async () => {
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7' });
    await screen.findByRole('tab', { name: 'Wedstrijden' });
    open('Wedstrijden');
    fireEvent.click(screen.getByRole('button', { name: 'Onderlinge duels met Karel Maes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Onderlinge duels met Karel Maes' });
    expect(server.called('frenoy/headToHead')[0]?.body).toMatchObject({ memberid: 7, opponent: 600_101 });
    await within(dialog).findByText('1 gewonnen, 1 verloren');
    const rows = within(within(dialog).getByRole('table', { name: 'Onderlinge duels' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['11/10/20252025-2026Verloren1-3C2', '12/10/20242024-2025Gewonnen3-2C4']);
    expect(within(dialog).getByText(/kon nu niet gevraagd worden voor 2022-2023/)).toBeTruthy();
  });

  it('opens the error dialog when the head-to-head fails', async () => {
    server.handlers['frenoy/headToHead'] = () => reply(500, {});
    renderPage(<ResultsPage refresh="7" />, { hash: '/results/7' });
    await screen.findByRole('tab', { name: 'Wedstrijden' });
    open('Wedstrijden');
    fireEvent.click(screen.getByRole('button', { name: 'Onderlinge duels met Piet Janssens' }));
    expect(await screen.findByText('Er trad een fout op bij het ophalen van de onderlinge duels!')).toBeTruthy();
  });
});
