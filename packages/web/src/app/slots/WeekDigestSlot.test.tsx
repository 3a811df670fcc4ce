// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../session/sessionStore';
import { makeConfig } from '../../testing/fixtures';
import { stubBrowserApis, TestMantine } from '../../testing/mantineTestEnv';
import { HomePage } from '../../features/home/HomePage';
import { WeekDigestSlot } from './WeekDigestSlot';

const API = new URL('api/', window.location.href).href;
const digest = {
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

function renderHome(digests: unknown[], teamCompositionModule = true) {
  const fetch = vi.fn((url: string) => {
    const path = url.slice(API.length);
    const json = path === 'competition/weekDigest' ? digests : { message: 'onbekend' };
    return Promise.resolve(new Response(JSON.stringify(json), { status: path === 'competition/weekDigest' ? 200 : 404 }));
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['config'], makeConfig({ teamCompositionModule }));
  setSession({ user: null, apiUrl: API, selectedMemberId: 0 });
  render(
    <TestMantine>
      <QueryClientProvider client={client}>
        <HomePage weekDigest={<WeekDigestSlot />} />
      </QueryClientProvider>
    </TestMantine>,
  );
  return fetch;
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
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Weekdigest' })).toBeNull();
  });
});
