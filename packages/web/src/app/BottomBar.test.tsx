// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApisOnly } from '../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../testing/renderPage';
import { BottomBar } from './BottomBar';

beforeAll(stubApisOnly);
afterEach(resetTestState);

describe('BottomBar', () => {
  it("is a named nav landmark with the member's places, each a link with its label; the current one is marked", () => {
    renderPage(<BottomBar menuOpened={false} onMore={() => {}} />, { hash: '/teams', user: { currentlyActiveLeagueId: 1 } });
    const bar = screen.getByRole('navigation', { name: 'Snelmenu' });
    expect(within(bar).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '#/home'],
      ['Ploegen', '#/teams'],
      ['League', '#/league/7'],
      ['Resultaten', '#/results/7'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Ploegen' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    // Icons are drawn beside the words, hidden from screen readers.
    expect(bar.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(5);
  });

  it("marks a place's sub-screens too, and home on '/'", () => {
    renderPage(<BottomBar menuOpened={false} onMore={() => {}} />, { hash: '/', user: {} });
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it("'Meer' is a button that opens the side menu and says whether it is open", () => {
    const onMore = vi.fn();
    renderPage(<BottomBar menuOpened={false} onMore={onMore} />, { user: {} });
    const more = screen.getByRole('button', { name: 'Meer' });
    expect([more.getAttribute('aria-expanded'), more.getAttribute('aria-controls')]).toEqual(['false', 'hoofdmenu']);
    fireEvent.click(more);
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('is not there for a visitor', () => {
    renderPage(<BottomBar menuOpened={false} onMore={() => {}} />, { user: null });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
