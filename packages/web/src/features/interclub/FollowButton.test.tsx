// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, reply } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage } from '../../testing/renderPage';
import { FollowButton } from './FollowButton';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FollowButton', () => {
  it('follows the team with one tap and stops following with the next, named for a screen reader', async () => {
    let followed: number[] = [3];
    const server = fakeServer({
      'teamcomposition/followedTeams': () => ({ team_ids: followed }),
      'teamcomposition/followTeam': (body) => {
        followed = body.follow ? [...followed, body.team_id] : followed.filter((id) => id !== body.team_id);
        return { team_ids: followed };
      },
    });
    renderPage(<FollowButton teamId={7} team="TTC De Demo A" />);
    const bell = await screen.findByRole('button', { name: 'Volg TTC De Demo A' });
    await vi.waitFor(() => expect((bell as HTMLButtonElement).disabled).toBe(false));
    expect(bell.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(bell);
    const on = await screen.findByRole('button', { name: 'Volg TTC De Demo A niet meer' });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    expect(server.called('teamcomposition/followTeam').map((c) => c.body)).toEqual([expect.objectContaining({ team_id: 7, follow: 1 })]);
    await vi.waitFor(() => expect((on as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(on);
    expect(await screen.findByRole('button', { name: 'Volg TTC De Demo A' })).toBeTruthy();
    expect(server.called('teamcomposition/followTeam').at(-1)!.body).toMatchObject({ team_id: 7, follow: 0 });
  });

  it('says in Dutch when the follow was not stored', async () => {
    fakeServer({
      'teamcomposition/followedTeams': () => ({ team_ids: [] }),
      'teamcomposition/followTeam': () => reply(404, { message: 'Deze ploeg bestaat niet.' }),
    });
    renderPage(<FollowButton teamId={7} team="TTC De Demo A" />);
    const bell = await screen.findByRole('button', { name: 'Volg TTC De Demo A' });
    await vi.waitFor(() => expect((bell as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(bell);
    expect(await screen.findByText('Deze ploeg bestaat niet.')).toBeTruthy();
    expect(bell.getAttribute('aria-pressed')).toBe('false');
  });
});
