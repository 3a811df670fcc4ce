// @vitest-environment jsdom
import type { WeekDigest } from '@clubhuis/contract/entities/competition';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage } from '../../testing/renderPage';
import { HomePage } from '../../features/home/HomePage';
import { WeekDigestSlot } from './WeekDigestSlot';

const digest: WeekDigest = {
  team: 'TTC Test A',
  week: 5,
  meeting: 'TTC Test A - TTC Elders B',
  matchUrl: '',
  result: '',
  score: '10-6',
  position: 2,
  composition: '',
  won: 1,
};

function renderHome(digests: WeekDigest[], teamCompositionModule = true) {
  fakeServer({ 'competition/weekDigest': () => digests });
  renderPage(<HomePage weekDigest={<WeekDigestSlot />} />, { user: null, config: { teamCompositionModule } });
  return vi.mocked(globalThis.fetch);
}

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HomePage week digest', () => {
  it('shows the digest per team when digests exist', async () => {
    renderHome([digest]);
    const section = await screen.findByRole('region', { name: 'Weekdigest' });
    const card = within(section).getByRole('article', { name: 'TTC Test A week 5' });
    expect(card.getAttribute('data-tone')).toBe('won');
  });

  it('asks nothing without the team composition module', async () => {
    const fetch = renderHome([digest], false);
    await screen.findByRole('heading', { level: 1 });
    // Had the slot been mounted, its chunk would be in by now and its call made in its effects.
    await act(async () => {
      await import('../../features/competition/WeekDigestList');
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Weekdigest' })).toBeNull();
  });
});
