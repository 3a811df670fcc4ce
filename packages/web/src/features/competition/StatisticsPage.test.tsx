// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import {
  makeCalendar,
  makeConfirmation,
  makePlayers,
  makeRanking,
  makeTeams,
  makeWeekOverview,
} from '../../testing/competitionFixtures';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { defaultTeamId, StatisticsPage } from './StatisticsPage';

let server: FakeServer;
const open = async (tab: string) => fireEvent.click(await screen.findByRole('tab', { name: tab }));

beforeAll(stubBrowserApis);
beforeEach(() => {
  server = fakeServer();
  server.handlers['competition/rankingList'] = () => makeTeams();
  server.handlers['teamcomposition/confirmationList'] = () => [];
  server.handlers['team/rankings'] = () => makeRanking();
  server.handlers['team/calendar'] = () => makeCalendar();
  server.handlers['team/players'] = () => makePlayers();
  server.handlers['competition/weekOverview'] = () => makeWeekOverview();
});
afterEach(() => {
  cleanup();
  resetTestState();
  vi.unstubAllGlobals();
});

describe('defaultTeamId', () => {
  it("starts with the user's own team, else the first", () => {
    expect(defaultTeamId(makeTeams(), [2])).toBe(2);
    expect(defaultTeamId(makeTeams(), [99])).toBe(1);
    expect(defaultTeamId([], [])).toBeNull();
  });
});

describe('StatisticsPage', () => {
  it('lists the club teams in the selector, with the calendar link; another team asks again', async () => {
    renderPage(<StatisticsPage />);
    const selector = (await screen.findByRole('textbox', { name: 'Ploeg' })) as HTMLInputElement;
    expect(selector.value).toBe('TTC Test A');
    expect(screen.getByText('2A · plaats 2 · 14 punten')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kalender op de competitiesite' }).getAttribute('href')).toBe(
      'https://competitie.example/kalender/A',
    );
    await waitFor(() => expect(server.called('teamcomposition/confirmationList')[0]?.body).toMatchObject({ teamId: 1 }));
    fireEvent.click(selector);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['TTC Test A', 'TTC Test B']);
    fireEvent.click(screen.getByRole('option', { name: 'TTC Test B' }));
    await waitFor(() => expect(server.called('teamcomposition/confirmationList')[1]?.body).toMatchObject({ teamId: 2 }));
    expect(screen.queryByRole('link', { name: 'Kalender op de competitiesite' })).toBeNull();
  });

  it('picks the sport first when the club has padel teams too: the dropdown lists that sport only', async () => {
    server.handlers['competition/rankingList'] = () => [
      ...makeTeams(),
      { teamId: 7, team: 'TTC Test Padel 1', division: 'P1', sport: 'padel', position: 1, points: 9, calendarUrl: '' },
    ];
    renderPage(<StatisticsPage />);
    const selector = (await screen.findByRole('textbox', { name: 'Ploeg' })) as HTMLInputElement;
    expect(selector.value).toBe('TTC Test A');
    fireEvent.click(screen.getByText('Padel'));
    await waitFor(() => expect(selector.value).toBe('TTC Test Padel 1'));
    await waitFor(() => expect(server.called('teamcomposition/confirmationList').at(-1)?.body).toMatchObject({ teamId: 7 }));
    fireEvent.click(selector);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['TTC Test Padel 1']);
  });

  it('shows no sport choice for a club with one sport', async () => {
    renderPage(<StatisticsPage />);
    await screen.findByRole('textbox', { name: 'Ploeg' });
    expect(screen.queryByText('Tafeltennis')).toBeNull();
  });

  it('shows the confirmations matrix: future meetings, past ones on the toggle', async () => {
    server.handlers['teamcomposition/confirmationList'] = () => [
        makeConfirmation({ teamCalendarId: 1, week: 1, isPast: true, meetingDate: '2025-09-13', hasBeenSetup: true, victoryCount: 2, nrOfParticipations: 1 }),
        makeConfirmation({ teamCalendarId: 5, week: 5, canPlay: 1, canDrive: true, isHome: false, nrOfParticipations: 1 }),
        makeConfirmation({ teamCalendarId: 5, week: 5, playerId: 8, playerName: 'Piet Maes', canPlay: 0, remarks: 'op reis' }),
      ];
    renderPage(<StatisticsPage />);
    const table = await screen.findByRole('table', { name: 'Bevestigingen en opstellingen' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Ontmoeting', 'Jan PeetersC4', 'Piet MaesC4']);
    const cell = within(table).getByRole('cell', { name: 'Jan Peeters, week 5: kan spelen, kan rijden' });
    expect([...cell.querySelectorAll('svg[aria-hidden]')].map((svg) => svg.getAttribute('data-mark'))).toEqual(['yes', 'drive']);
    expect(within(table).getByRole('cell', { name: 'Piet Maes, week 5: kan niet, op reis' }).querySelector('svg')?.getAttribute('data-mark')).toBe('no');
    expect(within(table).queryByText(/W01/)).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Toon gespeelde ontmoetingen' }));
    expect(within(table).getByRole('cell', { name: 'Jan Peeters, week 1: opgesteld, 2 gewonnen' }).textContent).toBe('2');
  });

  it('shows the calendar styled won, lost or not played', async () => {
    renderPage(<StatisticsPage />);
    await open('Kalender');
    const table = await screen.findByRole('table', { name: 'Kalender van de ploeg' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-tone'))).toEqual(['won', 'lost', 'none']);
    expect(within(rows[0]!).getByLabelText('Uitslag: 10-6 (gewonnen)')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'TTC Test A - TTC Elders B' }).getAttribute('href')).toBe(
      'https://competitie.example/match/P1',
    );
    expect(server.called('team/calendar')[0]?.body).toMatchObject({ team_id: 1 });
  });

  it('shows the ranking with the club team highlighted', async () => {
    renderPage(<StatisticsPage />);
    await open('Rangschikking');
    const table = await screen.findByRole('table', { name: 'Rangschikking van de reeks' });
    const own = within(table).getByRole('row', { name: /TTC Test A.*eigen ploeg/ });
    expect(own.getAttribute('data-club-team')).toBe('true');
    expect(within(table).getByRole('row', { name: /TTC Elders B/ }).getAttribute('data-club-team')).toBeNull();
  });

  it('shows the week performance with 22 weeks and a bar in steps of 10%', async () => {
    renderPage(<StatisticsPage />);
    await open('Weekprestaties');
    const table = await screen.findByRole('table', { name: 'Weekprestaties van de spelers' });
    const row = within(table).getByRole('row', { name: /Jan Peeters/ });
    expect(within(row).getByRole('progressbar', { name: '75% gewonnen' }).getAttribute('aria-valuenow')).toBe('80');
    expect(within(row).getByTitle('Week 1: 3-0').getAttribute('data-tone')).toBe('won');
    expect(within(row).getAllByRole('cell')).toHaveLength(1 + 22 + 2);
  });

  it('links e-mail only with an @ and phones with digits only', async () => {
    renderPage(<StatisticsPage />);
    await open('Spelers');
    const list = await screen.findByRole('list', { name: 'Spelers' });
    const [jan, piet] = within(list).getAllByRole('listitem');
    expect(within(jan!).getByRole('link', { name: 'jan@example.be' }).getAttribute('href')).toBe('mailto:jan@example.be');
    expect(within(jan!).getByRole('link', { name: '+32 (0)470 12 34 56' }).getAttribute('href')).toBe('tel:320470123456');
    expect(within(jan!).getByText('Kapitein')).toBeTruthy();
    expect(within(piet!).queryByRole('link')).toBeNull();
    expect(within(piet!).getByText(/geen adres/)).toBeTruthy();
  });

  it('shows no contact data an anonymous caller does not get', async () => {
    server.handlers['team/players'] = () => makePlayers({ telephone: '', email: '' }).slice(0, 1);
    renderPage(<StatisticsPage />, { user: null });
    await open('Spelers');
    const list = await screen.findByRole('list', { name: 'Spelers' });
    expect(within(list).queryByRole('link')).toBeNull();
    expect(within(list).queryByText(/E-mail|Telefoon/)).toBeNull();
    expect(server.called('team/players')[0]?.body).toEqual({ team_id: 1 });
  });

  it('says so when there are no teams', async () => {
    server.handlers['competition/rankingList'] = () => [];
    renderPage(<StatisticsPage />);
    await screen.findByText('Er zijn nog geen overzichten en/of statistieken beschikbaar!');
  });

  it.each([
    ['competition/rankingList', null, 'Er trad een probleem op bij het ophalen van de ploegen!'],
    ['teamcomposition/confirmationList', null, 'Er trad een fout op bij het ophalen van de bevestigingen!'],
    ['team/calendar', 'Kalender', 'Er trad een fout op bij het ophalen van de kalenders!'],
    ['team/rankings', 'Rangschikking', 'Er trad een fout op bij het ophalen van de rangschikkingen!'],
    ['competition/weekOverview', 'Weekprestaties', 'Er trad een fout op bij het ophalen van de weekoverzichten!'],
    ['team/players', 'Spelers', 'Er trad een fout op bij het ophalen van de ploegsamenstellingen!'],
  ])('shows the Dutch default when %s fails', async (path, tab, text) => {
    server.handlers[path as 'team/players'] = () => reply(500, {});
    renderPage(<StatisticsPage />);
    if (tab) await open(tab);
    const dialog = await screen.findByRole('dialog', { name: 'Er trad een fout op!' });
    expect(within(dialog).getByText(text)).toBeTruthy();
  });
});
