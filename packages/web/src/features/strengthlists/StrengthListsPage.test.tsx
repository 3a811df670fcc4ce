// @vitest-environment jsdom
import type { StrengthListEntry } from '@clubhuis/contract/entities/strengthlists';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { StrengthListsPage } from './StrengthListsPage';

const entry = (patch: Partial<StrengthListEntry>): StrengthListEntry => ({
  id: 1,
  discipline: 1,
  listNumber: 1,
  indexNumber: 1,
  memberId: 7,
  memberName: 'Jan Peeters',
  email: 'jan@example.be',
  telephone: '',
  mobile: '0470 11 22 33',
  ranking: 'C2',
  associationId: '500137',
  url: 'https://competitie.vttl.be/index.php?menu=6&result=1&sel=500137',
  ...patch,
});
const DISCIPLINES = [
  { id: 1, description: 'Tafeltennis' },
  { id: 2, description: 'Padel' },
  { id: 4, description: 'Gym' },
];

let server: FakeServer;
beforeAll(stubBrowserApis);
beforeEach(() => {
  server = fakeServer({
    'sterktelijsten/list.php': (body) =>
      body.discipline === 2
        ? [entry({ id: 9, discipline: 2, listNumber: 1, memberName: 'Lore Wuyts', email: 'lore@example.be', ranking: 'P300', url: '' })]
        : body.discipline === 4
          ? []
          : [entry({}), entry({ id: 2, listNumber: 2, indexNumber: 3, memberName: 'Tom Claes', associationId: '500200', url: 'https://x/sel=500200', ranking: 'C4' })],
  });
});
afterEach(resetTestState);

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('StrengthListsPage', () => {
  it("opens on discipline 1 with the table tennis columns, the federation id linking to the member's page", async () => {
    renderPage(<StrengthListsPage />, { config: { disciplines: DISCIPLINES } });
    const table = await screen.findByRole('table', { name: 'Sterktelijst Tafeltennis' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Lijstnr.', 'Index', 'Lidnr.', 'Naam', 'Klassement']);
    expect(rowsOf(table).map((r) => r.textContent)).toEqual(['11500137Jan PeetersC2', '23500200Tom ClaesC4']);
    expect(within(table).getByRole('link', { name: /: Jan Peeters op de competitiesite$/ }).getAttribute('href')).toBe(
      'https://competitie.vttl.be/index.php?menu=6&result=1&sel=500137',
    );
    expect(server.called('sterktelijsten/list.php')[0]?.body).toMatchObject({ discipline: 1 });
  });

  it('shows another discipline with e-mail as a mailto link, and the empty text for a discipline without a list', async () => {
    renderPage(<StrengthListsPage />, { config: { disciplines: DISCIPLINES } });
    await screen.findByRole('table', { name: 'Sterktelijst Tafeltennis' });
    fireEvent.click(screen.getByRole('textbox', { name: 'Discipline' }));
    fireEvent.click(screen.getByRole('option', { name: 'Padel' }));
    const padel = await screen.findByRole('table', { name: 'Sterktelijst Padel' });
    expect(within(padel).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Lijstnr.', 'Naam', 'E-mail', 'Klassement']);
    expect(within(padel).getByRole('link', { name: 'lore@example.be' }).getAttribute('href')).toBe('mailto:lore@example.be');
    fireEvent.click(screen.getByRole('textbox', { name: 'Discipline' }));
    fireEvent.click(screen.getByRole('option', { name: 'Gym' }));
    expect(await screen.findByText('(Nog) geen sterktelijst(en) beschikbaar')).toBeTruthy();
  });

  it("asks the server to fetch the list again on 'Vernieuwen'", async () => {
    renderPage(<StrengthListsPage />, { config: { disciplines: DISCIPLINES } });
    await screen.findByRole('table', { name: 'Sterktelijst Tafeltennis' });
    fireEvent.click(screen.getByRole('button', { name: 'Vernieuwen' }));
    await waitFor(() => expect(server.called('sterktelijsten/list.php').at(-1)?.body).toMatchObject({ discipline: 1, forceRefresh: 1 }));
    expect(screen.getByRole('table', { name: 'Sterktelijst Tafeltennis' })).toBeTruthy();
  });

  it("shows the server's refusal in the error dialog", async () => {
    server.handlers['sterktelijsten/list.php'] = () => reply(503, { message: 'De competitiesite is niet bereikbaar.' });
    renderPage(<StrengthListsPage />, { config: { disciplines: DISCIPLINES } });
    expect(await screen.findByText('Er trad een fout op!')).toBeTruthy();
    expect(screen.getByText('De competitiesite is niet bereikbaar.')).toBeTruthy();
  });
});
