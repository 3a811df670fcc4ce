// @vitest-environment jsdom
import type { Participation, Series } from '@clubhuis/contract/entities/league';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, reply } from '../../testing/fakeServer';
import { makeMember } from '../../testing/fixtures';
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

const INFORMATION = {
  levelId: 2, level: 2, levelCode: 'B', serieId: 2, serie: 2, serieDateFrom: '2026-10-01', serieDateTill: '2026-12-01', serieStatus: 2, serieStatusDescription: 'Lopend',
  poule: 1, resultEntry: 1, nrOfPlayers: 4, pouleStatus: 2, pouleStatusDescription: 'Te spelen',
};

function serve(participation: Participation, extra: Record<string, (body: any) => unknown> = {}) {
  return fakeServer({
    'league/list.php': () => [LEAGUE],
    'league/information.php': () => ({ levels: [], series: [SERIE], participations: [participation] }),
    'league/pouleInformation.php': () => ({ information: INFORMATION, players: participation.poulePlayers, matches: participation.pouleMatches }),
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
  const RESULTS_DONE = 'De resultaten werden geregistreerd. Er werd een e-mail verstuurd naar alle spelers van de poule en de leagueverantwoordelijke(n) (5 ontvangers).';

  /** Opens the results entry of poule B1, its form filled in from the poule's information. */
  async function openResults() {
    fireEvent.click(await screen.findByRole('button', { name: 'Inbrengen van de resultaten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resultaten Poule B1' });
    await within(dialog).findByRole('spinbutton', { name: 'Games Wout / Speler 1' });
    const games = (team: string) => within(dialog).getByRole('spinbutton', { name: `Games ${team}` }) as HTMLInputElement;
    return { dialog, games };
  }

  it('lets the captain enter results prefilled with the registered games; the popup, titled after the action, shows the server’s confirmation', async () => {
    const server = serve(mine(), { 'league/pouleScore.php': () => ({ message: RESULTS_DONE, recipients: 5 }) });
    renderPage(<LeaguePage />, { user: { currentlyActiveLeagueId: 1 } });
    const { dialog, games } = await openResults();
    expect([games('Wout / Speler 1').value, games('Sander / Wim 1').value]).toEqual(['6', '2']);
    fireEvent.change(games('Wout / Speler 2'), { target: { value: '7' } });
    fireEvent.change(games('Sander / Wim 2'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registreer' }));
    const done = await screen.findByRole('dialog', { name: 'Resultaten geregistreerd' });
    expect(within(done).getByText(RESULTS_DONE)).toBeTruthy();
    expect(server.called('league/pouleInformation.php')[0]?.body).toMatchObject({ pouleid: 5 });
    expect(server.called('league/pouleScore.php')[0]?.body).toMatchObject({ pouleid: 5, matches: [{ id: 31, games1: 6, games2: 2 }, { id: 32, games1: 7, games2: 3 }] });
    // The league info is loaded again after the action.
    await waitFor(() => expect(server.called('league/information.php').length).toBeGreaterThan(1));
  });

  it("refuses a score of 100 in the spec's 'Fout/waarschuwing' popup, not inside the form, and sends nothing (issue 28 item 24)", async () => {
    const server = serve(mine(), { 'league/pouleScore.php': () => ({ message: RESULTS_DONE, recipients: 5 }) });
    renderPage(<LeaguePage />, { user: { currentlyActiveLeagueId: 1 } });
    const { dialog, games } = await openResults();
    fireEvent.change(games('Wout / Speler 2'), { target: { value: '100' } });
    fireEvent.change(games('Sander / Wim 2'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registreer' }));
    const warning = await screen.findByRole('dialog', { name: 'Fout/waarschuwing' });
    expect(within(warning).getByText('Een score ligt tussen 0 en 99.')).toBeTruthy();
    expect(within(dialog).queryByText('Een score ligt tussen 0 en 99.')).toBeNull();
    expect(server.called('league/pouleScore.php')).toHaveLength(0);
  });

  it("shows the server's refusal under 'Fout/waarschuwing'", async () => {
    serve(mine(), { 'league/pouleScore.php': () => reply(403, { message: 'Je kan geen resultaten of vervangingen registreren voor deze poule.' }) });
    renderPage(<LeaguePage />, { user: { currentlyActiveLeagueId: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Inbrengen van de resultaten' }));
    fireEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Registreer' }));
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
    expect(within(await screen.findByRole('dialog', { name: 'Fout/waarschuwing' })).getByText('Geef aan waarom je je wenst uit te schrijven!')).toBeTruthy();
    expect(server.called('league/unSubscribe.php')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Waarom schrijf je je uit?' }), { target: { value: ' Verhuis ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bevestig mijn uitschrijving' }));
    expect(within(await screen.findByRole('dialog', { name: 'Uitschrijving geregistreerd' })).getByText('Je uitschrijving werd geregistreerd.')).toBeTruthy();
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
    expect(within(await screen.findByRole('dialog', { name: 'E-mail verstuurd' })).getByText('Het e-mailbericht werd verstuurd.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Handleiding (PDF)' }).getAttribute('href')).toMatch(/league\/help\.pdf\?lang=nl$/);
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

  it.each([
    ['league/pouleScore.php', 'Inbrengen van de resultaten', 'Fout bij het registreren van de pouleresultaten!', 'Er trad een probleem op bij het registreren van de resultaten voor deze poule.'],
    ['league/poulePlayDate.php', 'Speeldatum doorgeven', 'Fout bij het registreren van de geplande speeldatum!', 'Er trad een probleem op bij het registreren van de (geplande) speeldatum.'],
  ] as const)("%s without a server message: the data layer's default; without any answer: the screen's text (issue 28 item 25)", async (path, button, noMessage, unreachable) => {
    for (const [handler, text] of [[() => reply(500, {}), noMessage], [() => { throw new TypeError('Failed to fetch'); }, unreachable]] as const) {
      serve(mine(), { [path]: handler });
      const view = renderPage(<LeaguePage />, { user: { currentlyActiveLeagueId: 1, leaguePlayerMomentInfo: true } });
      fireEvent.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: path === 'league/pouleScore.php' ? 'Resultaten Poule B1' : 'Geplande speeldatum' });
      if (path === 'league/pouleScore.php') fireEvent.change(await within(dialog).findByRole('spinbutton', { name: 'Games Wout / Speler 2' }), { target: { value: '6' } });
      if (path === 'league/pouleScore.php') fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Games Sander / Wim 2' }), { target: { value: '1' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Registreer' }));
      expect(within(await screen.findByRole('dialog', { name: 'Fout/waarschuwing' })).getByText(text)).toBeTruthy();
      view.unmount();
      resetTestState();
    }
  });

  it.each([
    ['league/unSubscribe.php', 'Uitschrijven uit de league', false, 'Fout bij het registreren van de uitschrijving!'],
    ['league/undoUnSubscribe.php', 'Eerdere uitschrijving ongedaan maken', true, 'Fout bij het annuleren van je uitschrijving!'],
  ] as const)('%s without a server message shows %s', async (path, button, unSubscribed, noMessage) => {
    serve(mine({ unSubscribed }), { [path]: () => reply(500, {}) });
    renderPage(<LeaguePage />, { user: { currentlyActiveLeagueId: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: unSubscribed ? 'Uitschrijving ongedaan maken' : 'Uitschrijven uit de league' });
    if (!unSubscribed) fireEvent.change(within(dialog).getByRole('textbox', { name: 'Waarom schrijf je je uit?' }), { target: { value: 'Verhuis' } });
    fireEvent.click(within(dialog).getByRole('button', { name: unSubscribed ? 'Ja, maak ongedaan' : 'Bevestig mijn uitschrijving' }));
    expect(within(await screen.findByRole('dialog', { name: 'Fout/waarschuwing' })).getByText(noMessage)).toBeTruthy();
  });

  it("a replacement without a server message shows 'Fout bij het registreren van deze vervanging!'", async () => {
    serve(mine(), { 'league/replacePoulePlayer.php': () => reply(500, {}), 'member/getList.php': () => [makeMember({ memberId: 300, memberName: 'Koen Jacobs' })] });
    renderPage(<LeaguePage />, { user: { currentlyActiveLeagueId: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Spelersvervanging' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spelersvervanging' });
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Te vervangen speler' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dries Jacobs' }));
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Vervanger' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Koen Jacobs' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registreer' }));
    expect(within(await screen.findByRole('dialog', { name: 'Fout/waarschuwing' })).getByText('Fout bij het registreren van deze vervanging!')).toBeTruthy();
  });

  it("opening the results entry when the poule's information cannot be loaded shows 'Fout bij ophalen van de poule-informatie!'", async () => {
    const server = serve(mine(), { 'league/pouleInformation.php': () => reply(500, {}) });
    renderPage(<LeaguePage />, { user: { currentlyActiveLeagueId: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Inbrengen van de resultaten' }));
    expect(within(await screen.findByRole('dialog', { name: 'Fout/waarschuwing' })).getByText('Fout bij ophalen van de poule-informatie!')).toBeTruthy();
    expect(server.called('league/pouleScore.php')).toHaveLength(0);
  });
});
