// @vitest-environment jsdom
import type { Participation, Series } from '@clubhuis/contract/entities/league';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, reply } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { LeaguePage } from './LeaguePage';

const LEAGUE = {
  leagueId: 1, description: 'Padelleague', information: '', dateFrom: '2026-09-01', dateTill: '2027-01-31',
  subscriptionDateFrom: '2026-08-01', subscriptionDateTill: '2026-12-31', maxNrOfSubscriptions: 48, status: 1, onlineSubscriptions: true, resultsEntry: 1,
};
const SERIE: Series = {
  serieId: 2, serie: 2, dateFrom: '2026-10-01', dateTill: '2026-12-01', period: '01/10/2026 - 01/12/2026', status: 2, statusDescription: 'Lopend',
  toBePlayed: 3, remarks: '', isFirstSerie: false, isLastSerie: true,
};
const player = (i: number, name: string) => ({
  poulePlayerId: 10 + i, player: i, subscriptionId: 20 + i, memberId: i === 1 ? 7 : 100 + i, memberName: name, memberRanking: 'P100',
  replacementId: 0, replacementName: '', absenceReasonId: 0, absenceReason: '', matchesWon: 0, matchesLost: 0, gamesWon: 0, gamesLost: 0, saldo: 0, ranking: i, status: 1,
});
const match = (i: number, games: [number, number] | null) => ({
  pouleGameId: 30 + i, matchIndex: i, playerId1: 11, playerId2: 12, playerId3: 13, playerId4: 14, playerName1: 'Wout', playerName2: 'Dries', playerName3: 'Sander', playerName4: 'Wim',
  team1: `Wout / Speler ${i}`, team2: `Sander / Wim ${i}`, games1: games?.[0] ?? null, games2: games?.[1] ?? null, remarks: '',
});
const mine = (over: Partial<Participation> = {}): Participation => ({
  level: 2, levelId: 2, levelCode: 'B', pouleId: 5, poule: 1, resultEntry: 1, pouleStatus: 2, pouleStatusDescription: 'Te spelen',
  poulePlayers: [player(1, 'Wout Peeters'), player(2, 'Dries Jacobs'), player(3, 'Sander Aerts'), player(4, 'Wim Wouters')],
  pouleResults: 1, pouleMatches: [match(1, [6, 2]), match(2, null), match(3, null)], playDate: '', playTime: '', playTerrain: '', playRemarks: '',
  serieId: 2, serie: 2, period: SERIE.period, serieStatus: 2, poulePlayerId: 11, poulePlayerIndex: 1, subscriptionId: 21, poulePlayerStatus: 1, unSubscribed: false,
  ...over,
});

function serve(participation: Participation, extra: Record<string, (body: any) => unknown> = {}) {
  return fakeServer({
    'league/list.php': () => [LEAGUE],
    'league/information.php': () => ({ levels: [], series: [SERIE], participations: [participation] }),
    'teamcomposition/absencereasonList': () => [{ id: 1, description: 'Ziek' }],
    'member/getList.php': () => [],
    ...extra,
  });
}

beforeAll(async () => {
  stubBrowserApis();
  // The dialogs are lazy chunks: loaded here, so a test's first tap does not wait for their transform on a busy machine.
  await Promise.all([import('./ResultsDialog'), import('./ReplacementDialog'), import('./UnsubscribeDialog'), import('./LeagueActionDialogs'), import('./PlayDateDialog')]);
});
afterEach(resetTestState);

describe('the league page actions', () => {
  it('lets the captain enter results prefilled with the registered games; 100 is refused in the form; the popup shows the server’s confirmation', async () => {
    const server = serve(mine(), { 'league/pouleScore.php': () => ({ message: 'De resultaten werden geregistreerd. Er werd een e-mail verstuurd naar alle spelers van de poule en de leagueverantwoordelijke(n) (5 ontvangers).', recipients: 5 }) });
    renderPage(<LeaguePage />, { user: { currentlyActiveLeagueId: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Inbrengen van de resultaten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resultaten Poule B1' });
    expect((within(dialog).getByRole('spinbutton', { name: 'Games Wout / Speler 1' }) as HTMLInputElement).value).toBe('6');
    expect((within(dialog).getByRole('spinbutton', { name: 'Games Sander / Wim 1' }) as HTMLInputElement).value).toBe('2');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Games Wout / Speler 2' }), { target: { value: '100' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Games Sander / Wim 2' }), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registreer' }));
    expect(await within(dialog).findByText('Een score ligt tussen 0 en 99.')).toBeTruthy();
    expect(server.called('league/pouleScore.php')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Games Wout / Speler 2' }), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registreer' }));
    expect(await screen.findByText(/De resultaten werden geregistreerd\. Er werd een e-mail verstuurd naar alle spelers van de poule/)).toBeTruthy();
    expect(server.called('league/pouleScore.php')[0]?.body).toMatchObject({ pouleid: 5, matches: [{ id: 31, games1: 6, games2: 2 }, { id: 32, games1: 7, games2: 3 }] });
    // The league info is loaded again after the action.
    await waitFor(() => expect(server.called('league/information.php').length).toBeGreaterThan(1));
  });

  it("shows the server's refusal under 'Fout/waarschuwing'", async () => {
    serve(mine(), { 'league/pouleScore.php': () => reply(403, { message: 'Je kan geen resultaten of vervangingen registreren voor deze poule.' }) });
    renderPage(<LeaguePage />, { user: { currentlyActiveLeagueId: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Inbrengen van de resultaten' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Registreer' }));
    expect(await screen.findByText('Fout/waarschuwing')).toBeTruthy();
    expect(screen.getByText('Je kan geen resultaten of vervangingen registreren voor deze poule.')).toBeTruthy();
  });

  it('offers no result entry to a member outside the poule, nor on a closed poule', async () => {
    serve(mine({ poulePlayerIndex: 2, poulePlayers: mine().poulePlayers.map((p) => ({ ...p, memberId: p.memberId + 1000 })) }));
    renderPage(<LeaguePage whom="1001" />, { user: { currentlyActiveLeagueId: 1 } });
    expect(await screen.findByRole('region', { name: 'Poule B1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inbrengen van de resultaten' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Spelersvervanging' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Uitschrijven uit de league' })).toBeNull();
  });

  it("asks why before unsubscribing: 'Geef aan waarom je je wenst uit te schrijven!' and nothing is sent", async () => {
    const server = serve(mine(), { 'league/unSubscribe.php': () => ({ message: 'Je uitschrijving werd geregistreerd.', recipients: 0 }) });
    renderPage(<LeaguePage />, { user: { currentlyActiveLeagueId: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Uitschrijven uit de league' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uitschrijven uit de league' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Waarom schrijf je je uit?' }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bevestig mijn uitschrijving' }));
    expect(await within(dialog).findByText('Geef aan waarom je je wenst uit te schrijven!')).toBeTruthy();
    expect(server.called('league/unSubscribe.php')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Waarom schrijf je je uit?' }), { target: { value: ' Verhuis ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bevestig mijn uitschrijving' }));
    expect(await screen.findByText('Je uitschrijving werd geregistreerd.')).toBeTruthy();
    expect(server.called('league/unSubscribe.php')[0]?.body).toMatchObject({ subscriptionid: 21, remarks: 'Verhuis', absencereasonid: 0 });
  });

  it('offers the undo to an unsubscribed member, and asks before mailing the poule', async () => {
    const server = serve(mine({ unSubscribed: true }), { 'league/mailPoule.php': () => ({ message: 'Het e-mailbericht werd verstuurd.', recipients: 1 }) });
    renderPage(<LeaguePage />, { user: { currentlyActiveLeagueId: 1 } });
    expect(await screen.findByRole('button', { name: 'Eerdere uitschrijving ongedaan maken' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Uitschrijven uit de league' })).toBeNull();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: 'Stuur me een e-mail met de poule-info' }));
    expect(confirm).toHaveBeenCalledWith('Wil je een e-mail ontvangen met de gegevens van je poule?');
    expect(server.called('league/mailPoule.php')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Stuur me een e-mail met de poule-info' }));
    expect(await screen.findByText('Het e-mailbericht werd verstuurd.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Handleiding (PDF)' }).getAttribute('href')).toMatch(/league\/help\.pdf$/);
  });

  it("offers 'verlaat de league definitief' only for the captain's own member, never for another player (issue 28)", async () => {
    const server = serve(mine(), { 'league/replacePoulePlayer.php': () => ({ message: 'De vervanging werd geregistreerd.', recipients: 2 }) });
    renderPage(<LeaguePage />, { user: { currentlyActiveLeagueId: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Spelersvervanging' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spelersvervanging' });
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Te vervangen speler' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dries Jacobs' }));
    expect(within(dialog).queryByRole('checkbox', { name: /verlaat de league definitief/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Te vervangen speler' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Wout Peeters' }));
    expect(await within(dialog).findByRole('checkbox', { name: /verlaat de league definitief/ })).toBeTruthy();
    expect(server.called('league/replacePoulePlayer.php')).toHaveLength(0);
  });

  it('lets a league manager undo a sign-out made by mistake from the replacement dialog', async () => {
    const left = mine({ poulePlayers: mine().poulePlayers.map((p) => (p.player === 3 ? { ...p, status: 9, replacementId: 200, replacementName: 'Koen Jacobs' } : p)) });
    const message = 'De definitieve uitschrijving van Sander Aerts werd ongedaan gemaakt: Sander Aerts speelt weer mee in de volgende periodes.';
    const server = serve(left, { 'league/undoQuitsLeague.php': () => ({ message, recipients: 0 }) });
    renderPage(<LeaguePage />, { user: { currentlyActiveLeagueId: 1, enterAnyLeagueResult: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Spelersvervanging' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spelersvervanging' });
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Te vervangen speler' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sander Aerts (verliet de league)' }));
    expect(within(dialog).getByText(/Deze speler verliet de league definitief\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Maak de definitieve uitschrijving ongedaan' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(server.called('league/undoQuitsLeague.php')[0]?.body).toMatchObject({ pouleplayerid: 13 });
  });
});
