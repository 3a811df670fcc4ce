// @vitest-environment jsdom
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { seasonOfDate } from '@clubhuis/contract/rules/interclub';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { TeamsAdminPage } from './TeamsAdminPage';

beforeAll(stubBrowserApis);
afterEach(resetTestState);

describe('TeamsAdminPage', () => {
  it("offers a new club's first team the season of today, and sends it (issue 28, item 10)", async () => {
    const server = fakeServer({
      'admin/interclub/teams': () => [],
      'admin/interclub/teamSave': () => ({ teamId: 1, message: 'De ploeg TTC Nieuw A werd bewaard met 0 spelers.' }),
      'member/getList.php': () => [],
    });
    renderPage(<TeamsAdminPage />, { user: { administrator: true } });
    await screen.findByText('Nog geen ploegen dit seizoen: synchroniseer met de competitiesite of maak er een.');
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe ploeg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe ploeg' });
    const season = within(dialog).getByRole('textbox', { name: 'Seizoen (bv. 2026-2027)' }) as HTMLInputElement;
    expect(season.value).toBe(seasonOfDate(brusselsClock(new Date()).date));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Naam van de ploeg (bv. TTC De Demo C)' }), { target: { value: 'TTC Nieuw A' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewaar' }));
    expect(await screen.findByText('De ploeg TTC Nieuw A werd bewaard met 0 spelers.')).toBeTruthy();
    expect(server.called('admin/interclub/teamSave')[0]?.body).toMatchObject({ teamId: 0, name: 'TTC Nieuw A', season: season.value });
  });

  it('keeps an existing team in its season: changing it sends no season', async () => {
    const team = { teamId: 4, season: '2025-2026', sport: 'tabletennis' as const, name: 'TTC Oud A', description: '', division: '', playersPerTeam: 4, startPlayerIndex: 1, captainMemberId: 0, players: [] };
    const server = fakeServer({
      'admin/interclub/teams': () => [team],
      'admin/interclub/teamSave': () => ({ teamId: 4, message: 'De ploeg TTC Oud A werd bewaard met 0 spelers.' }),
      'member/getList.php': () => [],
    });
    renderPage(<TeamsAdminPage />, { user: { administrator: true } });
    fireEvent.click(within(await screen.findByRole('article', { name: 'TTC Oud A' })).getByRole('button', { name: 'Wijzigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'TTC Oud A' });
    expect(within(dialog).queryByRole('textbox', { name: 'Seizoen (bv. 2026-2027)' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewaar' }));
    await screen.findByText('De ploeg TTC Oud A werd bewaard met 0 spelers.');
    expect(server.called('admin/interclub/teamSave')[0]?.body).not.toHaveProperty('season');
  });
});
