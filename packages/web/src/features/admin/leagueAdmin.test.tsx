// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { LeagueAdminPage } from './LeagueAdminPage';

beforeAll(stubBrowserApis);
afterEach(resetTestState);

describe('LeagueAdminPage', () => {
  it('offers to close the running period and to draw the next one, each after a question', async () => {
    const server = fakeServer({
      'admin/league/overview': () => [
        {
          leagueId: 1,
          description: 'Padelleague',
          waiting: [{ subscriptionId: 40, memberName: 'Noor Desmet', subscribedAt: '2026-09-01T19:00:00Z' }],
          levels: [{ levelId: 1, code: 'A', nrOfPoules: 3, playersPerPoule: 4 }],
          series: [
            { serieId: 2, serie: 2, dateFrom: '2026-10-13', dateTill: '2026-12-01', status: 2, poules: 9 },
            { serieId: 3, serie: 3, dateFrom: '2026-12-02', dateTill: '2027-01-19', status: 1, poules: 0 },
          ],
        },
      ],
      'admin/league/close': () => ({ message: 'Periode 2 werd afgesloten: de rangschikking is definitief.' }),
    });
    renderPage(<LeagueAdminPage />, { user: { administrator: true } });
    const card = await screen.findByRole('article', { name: 'Padelleague' });
    expect(within(card).getByText('Niveaus: A (3 × 4)')).toBeTruthy();
    expect(within(card).getByText('Wachtlijst (1): Noor Desmet')).toBeTruthy();
    expect(within(card).getByText('Periode 3: 2026-12-02 tot 2027-01-19 · 0 poules · nog niet gestart')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Poules loten' })).toBeTruthy();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Afsluiten' }));
    expect(confirm).toHaveBeenCalledWith('Periode 2 afsluiten? Daarna kunnen er geen resultaten meer ingebracht worden.');
    expect(await screen.findByText('Periode 2 werd afgesloten: de rangschikking is definitief.')).toBeTruthy();
    await waitFor(() => expect(server.called('admin/league/close')[0]?.body).toMatchObject({ serieId: 2 }));
  });
});

describe('parseLevels', () => {
  it("reads 'A 3' lines strongest first, and refuses anything else", async () => {
    const { parseLevels } = await import('./LeagueDialog');
    expect(parseLevels('a 3\nB 2\n')).toEqual([
      { code: 'A', description: 'Niveau A', nrOfPoules: 3 },
      { code: 'B', description: 'Niveau B', nrOfPoules: 2 },
    ]);
    expect(parseLevels('A drie')).toBeNull();
    expect(parseLevels('')).toBeNull();
  });
});
