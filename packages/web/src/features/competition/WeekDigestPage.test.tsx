// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../i18n/localized';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { makeDigest } from '../../testing/competitionFixtures';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { WeekDigestList } from './WeekDigestList';
import { WeekDigestPage } from './WeekDigestPage';

let server: FakeServer;
const digests = [
  makeDigest(),
  makeDigest({ team: 'TTC Test B', week: 4, score: '4-12', won: -1, result: 'Verloren', matchUrl: '', position: 0 }),
  makeDigest({ team: 'TTC Test C', week: 5, score: '8-8', won: 0, result: 'Gelijkspel', composition: '' }),
];

beforeAll(stubBrowserApis);
beforeEach(() => {
  server = fakeServer();
  server.handlers['competition/weekDigest'] = () => digests;
});
afterEach(() => {
  cleanup();
  resetTestState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WeekDigestPage', () => {
  it('shows one card per team with week, meeting link, result, score, position and line-up', async () => {
    renderPage(<WeekDigestPage />, { user: null });
    const card = await screen.findByRole('article', { name: 'TTC Test A week 5' });
    expect(within(card).getByRole('heading', { name: 'TTC Test A' })).toBeTruthy();
    expect(within(card).getByText('Week 5')).toBeTruthy();
    const match = within(card).getByRole('link', { name: 'TTC Test A - TTC Elders B' });
    expect(match.getAttribute('href')).toBe('https://competitie.example/match/P5');
    expect(match.getAttribute('target')).toBe('_blank');
    expect(within(card).getByText('Gewonnen')).toBeTruthy();
    expect(within(card).getByText('Plaats 2 in de reeks')).toBeTruthy();
    expect(within(card).getByText(/Jan Peeters, Piet Maes/)).toBeTruthy();
    expect(server.called('competition/weekDigest')[0]?.body).toEqual({});
  });

  it('styles each card won, lost or equal, in data-tone and in the score name', async () => {
    renderPage(<WeekDigestPage />);
    const won = await screen.findByRole('article', { name: 'TTC Test A week 5' });
    const lost = screen.getByRole('article', { name: 'TTC Test B week 4' });
    const equal = screen.getByRole('article', { name: 'TTC Test C week 5' });
    expect([won, lost, equal].map((c) => c.getAttribute('data-tone'))).toEqual(['won', 'lost', 'equal']);
    expect(within(won).getByLabelText('Uitslag: 10-6 (gewonnen)')).toBeTruthy();
    expect(within(lost).getByLabelText('Uitslag: 4-12 (verloren)')).toBeTruthy();
    expect(within(equal).getByLabelText('Uitslag: 8-8 (gelijk)')).toBeTruthy();
    expect(within(lost).queryByRole('link')).toBeNull();
    expect(within(lost).queryByText(/Plaats/)).toBeNull();
    expect(within(equal).queryByText('Opstelling:')).toBeNull();
  });

  it('reads in French when French is active: title, week, score name and line-up label (issue 33)', async () => {
    await switchLanguage('fr');
    try {
      renderPage(<WeekDigestPage />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Résumé de la semaine' })).toBeTruthy();
      const won = await screen.findByRole('article', { name: 'TTC Test A semaine 5' });
      expect(within(won).getByText('Semaine 5')).toBeTruthy();
      expect(within(won).getByLabelText('Résultat : 10-6 (gagné)')).toBeTruthy();
      expect(within(won).getByText('2e place de la série')).toBeTruthy();
      expect(within(won).getByText('Composition :')).toBeTruthy();
      expect(within(screen.getByRole('article', { name: 'TTC Test B semaine 4' })).getByLabelText('Résultat : 4-12 (perdu)')).toBeTruthy();
    } finally {
      await switchLanguage('nl');
    }
  });

  it('says when there is no digest yet', async () => {
    server.handlers['competition/weekDigest'] = () => [];
    renderPage(<WeekDigestPage />);
    await screen.findByText('Er is nog geen weekdigest beschikbaar.');
  });

  it('only logs a failed load: no dialog', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.handlers['competition/weekDigest'] = () => reply(500, { message: 'kapot' });
    renderPage(<WeekDigestPage />);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Er trad een probleem op bij het ophalen van de weekdigest!', expect.anything()));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Er is nog geen weekdigest beschikbaar.')).toBeNull();
  });
});

describe('WeekDigestList on home', () => {
  it('shows the digest under its heading when digests exist', async () => {
    renderPage(<WeekDigestList variant="home" />);
    const section = await screen.findByRole('region', { name: 'Weekdigest' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Weekdigest' })).toBeTruthy();
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).getByRole('heading', { level: 3, name: 'TTC Test A' })).toBeTruthy();
  });

  it('shows nothing when there are none', async () => {
    server.handlers['competition/weekDigest'] = () => [];
    renderPage(<WeekDigestList variant="home" />);
    await vi.waitFor(() => expect(server.called('competition/weekDigest')).toHaveLength(1));
    expect(screen.queryByText('Er is nog geen weekdigest beschikbaar.')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
