// @vitest-environment jsdom
import { LIVE_SCORE_REFRESH_MS } from '@clubhuis/contract/rules/competition';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, fakeServer, reply } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage } from '../../testing/renderPage';
import { liveScoreTiming } from './interclubQueries';
import { LiveScore } from './LiveScore';
import { makeMeeting } from '../../testing/meetingFixture';

const now = new Date();
const today = brusselsClock(now).date;
const yesterday = addDays(today, -1);

function renderLive(meeting = makeMeeting({ playDate: yesterday }), answer: { status: number; json: unknown }) {
  fakeServer({ 'frenoy/matchResult.php': () => reply(answer.status, answer.json) });
  const fetch = vi.mocked(globalThis.fetch);
  renderPage(<LiveScore meeting={meeting} now={now} />, { user: null });
  return fetch;
}

const live = (Score: string, IsFinal = false) => ({ status: 200, json: { Score, PlayerResults: [], MatchUniqueId: 9, IsFinal } });

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LiveScore', () => {
  it("asks the competition site with the meeting's id and shows its score", async () => {
    const fetch = renderLive(undefined, live('5-3'));
    expect((await screen.findByRole('status')).textContent).toBe('Live-stand (competitiesite): 5-3');
    expect(fetch).toHaveBeenCalledWith(`${API}frenoy/matchResult.php`, expect.objectContaining({ body: JSON.stringify({ match_id: 101 }) }));
  });

  it('names a final score so', async () => {
    renderLive(undefined, live('10-6', true));
    expect((await screen.findByRole('status')).textContent).toBe('Uitslag op de competitiesite: 10-6');
  });

  it('shows nothing for a score of 0-0 (empty)', async () => {
    const fetch = renderLive(undefined, live(''));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('only logs a failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLive(undefined, { status: 502, json: { message: 'competitiesite onbereikbaar' } });
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Er trad een probleem op bij het ophalen van de live-stand!', expect.anything()));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks nothing for a meeting with a score or one still to come', async () => {
    const withScore = renderLive(makeMeeting({ playDate: yesterday, score: '9-7' }), live('9-7'));
    cleanup();
    const tomorrow = renderLive(makeMeeting({ playDate: addDays(today, 1) }), live('1-0'));
    // A query that may run asks in its mount effects: once they have run, nothing more comes.
    await act(async () => {});
    expect(withScore).not.toHaveBeenCalled();
    expect(tomorrow).not.toHaveBeenCalled();
  });
});

describe('liveScoreTiming', () => {
  it('refreshes every 5 minutes until the site calls the score final', () => {
    const interval = liveScoreTiming.refetchInterval as (query: { state: { data?: { IsFinal: boolean } } }) => number | false;
    expect(interval({ state: {} })).toBe(LIVE_SCORE_REFRESH_MS);
    expect(interval({ state: { data: { IsFinal: false } } })).toBe(300_000);
    expect(interval({ state: { data: { IsFinal: true } } })).toBe(false);
  });
});
