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
    expect(within(card).getByText('Periode 3: 2026-12-02 tot 2027-01-19 · 0 poules · nog niet gestart')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Poules loten' })).toBeTruthy();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Afsluiten' }));
    expect(confirm).toHaveBeenCalledWith('Periode 2 afsluiten? Daarna kunnen er geen resultaten meer ingebracht worden.');
    expect(await screen.findByText('Periode 2 werd afgesloten: de rangschikking is definitief.')).toBeTruthy();
    await waitFor(() => expect(server.called('admin/league/close')[0]?.body).toMatchObject({ serieId: 2 }));
  });
});
