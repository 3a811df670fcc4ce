// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApisOnly } from '../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../testing/renderPage';
import { RefreshButton } from './RefreshButton';

beforeAll(stubApisOnly);
afterEach(resetTestState);

const pull = (from: number, to: number) => {
  fireEvent.touchStart(window, { touches: [{ clientY: from }] });
  fireEvent.touchMove(window, { touches: [{ clientY: (from + to) / 2 }] });
  fireEvent.touchMove(window, { touches: [{ clientY: to }] });
  fireEvent.touchEnd(window, { touches: [] });
};

describe("RefreshButton ('Vernieuwen' and pull-down to refresh)", () => {
  it("refetches on the button, and on a pull down from the page's top far enough; a short pull or an upward move does nothing", () => {
    const onRefresh = vi.fn();
    renderPage(<RefreshButton onRefresh={onRefresh} loading={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Vernieuwen' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    pull(100, 160); // 30 px of indicator: not far enough
    expect(onRefresh).toHaveBeenCalledTimes(1);
    pull(300, 100); // upwards: a scroll, not a pull
    expect(onRefresh).toHaveBeenCalledTimes(1);
    pull(100, 260); // 80 px: refresh
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('leaves the pull to the last list on the screen, and none when the page is scrolled down', () => {
    const first = vi.fn();
    const second = vi.fn();
    renderPage(
      <>
        <RefreshButton onRefresh={first} loading={false} />
        <RefreshButton onRefresh={second} loading={false} />
      </>,
    );
    pull(100, 300);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
    Object.defineProperty(document, 'scrollingElement', { value: { scrollTop: 200 }, configurable: true });
    pull(100, 300);
    expect(second).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'scrollingElement', { value: document.documentElement, configurable: true });
  });
});
