// @vitest-environment jsdom
import type { Participation, Poule } from '@clubhuis/contract/entities/league';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, reply } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { getSession } from '../../session/sessionStore';
import { AllPoulesTab } from './AllPoulesTab';
import { LeagueHomeCard } from './LeagueHomeCard';
import { SubscriptionsPage } from './SubscriptionsPage';
import { MyMatchesTab } from './MyMatchesTab';
import { PlayerResultsDialog } from './PlayerResultsDialog';
import { RankingTab } from './RankingTab';

const LEAGUE = {
  leagueId: 1, description: 'Padelleague', information: 'Reglement', dateFrom: '2026-09-01', dateTill: '2027-01-31',
  subscriptionDateFrom: '2026-08-01', subscriptionDateTill: '2026-12-31', maxNrOfSubscriptions: 48, status: 1, onlineSubscriptions: true, resultsEntry: 1,
};
const player = (id: number, name: string) => ({
  poulePlayerId: id, player: id, subscriptionId: id, memberId: id, memberName: name, memberRanking: 'P100', replacementId: 0, replacementName: '', absenceReasonId: 0, absenceReason: '',
  matchesWon: 0, matchesLost: 0, gamesWon: 0, gamesLost: 0, saldo: 0, ranking: id, status: 1,
});
const poule = (id: number, level: string, status: number, names: string[]): Poule => ({
  level: 1, levelId: level === 'A' ? 1 : 2, levelCode: level, pouleId: id, poule: id, resultEntry: 1, pouleStatus: status, pouleStatusDescription: '',
  poulePlayers: names.map((n, i) => player(id * 10 + i, n)), pouleResults: 0, pouleMatches: [], playDate: '', playTime: '', playTerrain: '', playRemarks: '',
});

beforeAll(stubBrowserApis);
afterEach(resetTestState);

describe('LeagueHomeCard', () => {
  it('invites a member that is not subscribed, subscribes with the remarks and keeps the subscription in the session', async () => {
    const server = fakeServer({ 'league/list.php': () => [LEAGUE], 'league/subscribe.php': () => ({ leagueSubscriptionId: 77 }) });
    renderPage(<LeagueHomeCard />, { user: { currentlyActiveLeagueId: 1, leagueSubscriptionId: 0 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Je bent nog niet ingeschreven voor deze league? Klik hier om je in te schrijven!' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Opmerkingen' }), { target: { value: 'Dinsdag' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bevestig mijn inschrijving' }));
    expect(await screen.findByText('Je bent ingeschreven voor deze league.')).toBeTruthy();
    expect(server.called('league/subscribe.php')[0]?.body).toMatchObject({ leagueid: 1, remarks: 'Dinsdag' });
    expect(getSession().user?.leagueSubscriptionId).toBe(77);
  });

  it("shows the server's refusal under 'Fout/waarschuwing' and keeps the prompt", async () => {
    fakeServer({ 'league/list.php': () => [LEAGUE], 'league/subscribe.php': () => reply(409, { message: 'Het maximum aantal inschrijvingen voor deze league is bereikt.' }) });
    renderPage(<LeagueHomeCard />, { user: { currentlyActiveLeagueId: 1, leagueSubscriptionId: 0 } });
    fireEvent.click(await screen.findByRole('button', { name: /Klik hier om je in te schrijven/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bevestig mijn inschrijving' }));
    expect(await screen.findByText('Fout/waarschuwing')).toBeTruthy();
    expect(screen.getByText('Het maximum aantal inschrijvingen voor deze league is bereikt.')).toBeTruthy();
  });
});

describe('LeagueHomeCard failures', () => {
  it('says so when the leagues cannot be loaded (spec 01 section 8)', async () => {
    fakeServer({ 'league/list.php': () => reply(500, {}) });
    renderPage(<LeagueHomeCard />, { user: { currentlyActiveLeagueId: 1, leagueSubscriptionId: 0 } });
    expect(await screen.findByText('Er trad een probleem op bij het ophalen van de leagues!')).toBeTruthy();
  });
});

describe('AllPoulesTab', () => {
  it('filters played and to-play poules with counts, and searches players from three characters on', async () => {
    fakeServer({
      'league/seriePouleList.php': () => [poule(1, 'A', 3, ['Wout Peeters', 'Dries Jacobs']), poule(2, 'B', 2, ['Sander Aerts', 'Wim Wouters'])],
    });
    renderPage(<AllPoulesTab serieId={5} ongoing levels={[]} />);
    expect(await screen.findByRole('region', { name: 'Poule A1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Te spelen (1)' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Poule A1' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Poule B2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Alle (2)' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Speler zoeken (min. 3 tekens)' }), { target: { value: 'Wo' } });
    expect(screen.getAllByRole('region', { name: /^Poule [AB]\d$/ })).toHaveLength(2);
    fireEvent.change(screen.getByRole('textbox', { name: 'Speler zoeken (min. 3 tekens)' }), { target: { value: 'peet' } });
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Poule [AB]\d$/ }).map((r) => r.getAttribute('aria-label'))).toEqual(['Poule A1']));
  });
});

describe('SubscriptionsPage', () => {
  const subscription = (id: number, name: string, email: string, mobile: string) => ({
    subscriptionId: id, memberId: id, memberName: name, gender: 'M' as const, address: '', email, telephone: '', mobile, birthdate: '', ranking: 'P200',
    actualLevel: 'B', actualPoule: 1, subscriptionDate: '2026-08-02T10:00:00.000Z', status: 1, statusDescription: 'Ingeschreven',
  });
  it("shows a member the subscribers without contact data and says who sees it (issue 28)", async () => {
    fakeServer({ 'league/subscriptions.php': () => [subscription(1, 'Wout Peeters', '', ''), subscription(2, 'Dries Jacobs', '', '')] });
    renderPage(<SubscriptionsPage />, { user: { currentlyActiveLeagueId: 1 } });
    expect(await screen.findByRole('article', { name: 'Dries Jacobs' })).toBeTruthy();
    expect(screen.getByText('Contactgegevens zien enkel de leagueverantwoordelijken en de kapiteins van een poule.')).toBeTruthy();
    expect(screen.queryByText('Fout/waarschuwing')).toBeNull();
  });
  it('shows a captain the contact links and no such note', async () => {
    fakeServer({ 'league/subscriptions.php': () => [subscription(1, 'Wout Peeters', 'wout@example.be', '0470 12 34 56')] });
    renderPage(<SubscriptionsPage />, { user: { currentlyActiveLeagueId: 1 } });
    expect((await screen.findByRole('link', { name: 'wout@example.be' })).getAttribute('href')).toBe('mailto:wout@example.be');
    expect(screen.getByRole('link', { name: '0470 12 34 56' }).getAttribute('href')).toBe('tel:0470123456');
    expect(screen.queryByText(/Contactgegevens zien enkel/)).toBeNull();
  });
});

describe('tab 2, my matches (issue 28 item 24)', () => {
  const match = (i: number, ids: [number, number, number, number], games: [number, number] | null) => ({
    pouleGameId: 30 + i, matchIndex: i, playerId1: ids[0], playerId2: ids[1], playerId3: ids[2], playerId4: ids[3], playerName1: '', playerName2: '', playerName3: '', playerName4: '',
    team1: '', team2: '', games1: games?.[0] ?? null, games2: games?.[1] ?? null, remarks: '',
  });
  const players = [player(11, 'Wout Peeters'), { ...player(12, 'Dries Jacobs'), replacementId: 99, replacementName: 'Koen Jacobs' }, player(13, 'Sander Aerts'), player(14, 'Wim Wouters')];
  const participation: Participation = {
    ...poule(5, 'B', 2, []), poulePlayers: players,
    pouleMatches: [match(1, [11, 12, 13, 14], [6, 2]), match(2, [13, 14, 11, 12], [6, 3]), match(3, [11, 13, 12, 14], [4, 4]), match(4, [11, 14, 12, 13], null)],
    serieId: 2, serie: 2, period: '01/10/2026 - 01/12/2026', serieStatus: 2, poulePlayerId: 11, poulePlayerIndex: 1, subscriptionId: 11, poulePlayerStatus: 1, unSubscribed: false,
  };

  it('shows one table with the period as a column, replaced players struck through with their replacement, and won/lost/draw', async () => {
    renderPage(<MyMatchesTab participations={[participation]} caption="Mijn wedstrijden" />);
    const table = await screen.findByRole('table', { name: 'Mijn wedstrijden' });
    expect(within(table).getByRole('columnheader', { name: 'Periode' })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('2: 01/10/2026 - 01/12/2026')).toBeTruthy();
    expect(within(rows[0]!).getByText('B5')).toBeTruthy();
    expect(within(rows[0]!).getByText('Dries Jacobs').tagName).toBe('S');
    expect(rows[0]!.textContent).toContain('Dries Jacobs, vervangen door → Koen Jacobs');
    expect(rows.map((r) => within(r).getByRole('img').getAttribute('aria-label'))).toEqual(['gewonnen', 'verloren', 'gelijk', 'nog te spelen']);
  });
});

describe('the individual results dialog (issue 28 item 24)', () => {
  it('shows who played: a replaced player struck through, its replacement after it', async () => {
    const p = (id: number, name: string, replacementName = '') => ({ id, name, ranking: 'P100', replacementId: replacementName ? 99 : 0, replacementName });
    fakeServer({
      'league/playerResults.php': () => ({
        '2': [{ leaguePouleId: 5, serieId: 2, serie: 2, period: '01/10/2026 - 01/12/2026', poule: 'B1', matchIndex: 1,
          players: [p(11, 'Wout Peeters'), p(12, 'Dries Jacobs', 'Koen Jacobs'), p(13, 'Sander Aerts'), p(14, 'Wim Wouters')],
          games1: 6, games2: 2, games: '6-2', draw: false, won: true, lost: false, remarks: '' }],
      }),
    });
    renderPage(<PlayerResultsDialog leagueId={1} memberId={11} name="Wout Peeters" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Individuele resultaten van Wout Peeters' });
    expect((await within(dialog).findByText('Dries Jacobs')).tagName).toBe('S');
    expect(dialog.textContent).toContain('Dries Jacobs, vervangen door → Koen Jacobs');
    expect(within(dialog).getByRole('img', { name: 'gewonnen' })).toBeTruthy();
  });
});

describe('tab 5, the ranking (issue 28 item 24)', () => {
  it('gives medals to places 1 to 3 of every level, not only the first', async () => {
    const row = (i: number, level: string, ranked: number) => ({
      leagueSerieSubscriptionId: i, leagueSubscriptionId: i, memberId: i, memberName: `Speler ${i}`, leagueLevelId: level === 'A' ? 1 : 2, levelCode: level, ranked, globalRanked: i,
      status: 1, statusDescription: 'Ingeschreven', communication: '', ranking: 'P100', subscriptionDate: '', remarks: '',
    });
    fakeServer({ 'league/serieRanking.php': () => [1, 2, 3, 4].map((r) => row(r, 'A', r)).concat([1, 2, 3, 4].map((r) => row(4 + r, 'B', r))) });
    renderPage(<RankingTab serieId={1} />);
    await screen.findByRole('table');
    expect(screen.getAllByRole('img').map((m) => m.getAttribute('aria-label'))).toEqual(['plaats 1', 'plaats 2', 'plaats 3', 'plaats 1', 'plaats 2', 'plaats 3']);
  });
});
