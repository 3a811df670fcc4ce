// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { act, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubApisOnly } from '../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../testing/renderPage';
import { AfterFirstScreen } from './AfterFirstScreen';
import { ListSkeleton } from './ListSkeleton';

beforeAll(stubApisOnly);
afterEach(resetTestState);

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
let showCards = () => {};

/** A screen that shows its skeleton until told to show its cards. */
function Screen() {
  const [cards, setCards] = useState(false);
  showCards = () => setCards(true);
  return cards ? <p>De kaarten</p> : <ListSkeleton />;
}

describe('AfterFirstScreen', () => {
  it("shows the frame's part only once no call runs and the screen's skeleton has made room for its content", async () => {
    let answer = (_value: number) => {};
    const client = renderPage(
      <>
        <Screen />
        <AfterFirstScreen>
          <nav aria-label="Balk" />
        </AfterFirstScreen>
      </>,
    );
    void client.prefetchQuery({ queryKey: ['call'], queryFn: () => new Promise<number>((resolve) => (answer = resolve)) });
    // Longer than the idle wait (200 ms without requestIdleCallback, as in jsdom).
    await pause(400);
    expect(screen.queryByRole('navigation', { name: 'Balk' })).toBeNull();

    await act(async () => answer(1));
    await pause(400);
    expect(screen.queryByRole('navigation', { name: 'Balk' })).toBeNull(); // the skeleton is still there

    act(() => showCards());
    expect(await screen.findByRole('navigation', { name: 'Balk' })).toBeTruthy();
  });
});
