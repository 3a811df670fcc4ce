// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_KEY } from '../../config/branding';
import { configColorSchemeManager } from '../../config/colorScheme';
import { stubApisOnly } from '../../testing/mantineTestEnv';
import { ColorSchemeChoice } from './ColorSchemeChoice';

beforeAll(stubApisOnly);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderChoice = () =>
  render(
    <MantineProvider colorSchemeManager={configColorSchemeManager()} defaultColorScheme="auto">
      <ColorSchemeChoice />
    </MantineProvider>,
  );

describe("the colour scheme choice ('Weergave')", () => {
  it("starts at 'Zoals toestel', and 'Donker' turns the page dark and is kept in the app config's key beside the club's title", () => {
    localStorage.setItem(CONFIG_KEY, JSON.stringify({ title: 'Clubhuis TTC', dismissedMessage: 'x' }));
    renderChoice();
    expect((screen.getByRole('radio', { name: 'Zoals toestel' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Donker' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(JSON.parse(localStorage.getItem(CONFIG_KEY)!)).toEqual({ title: 'Clubhuis TTC', dismissedMessage: 'x', colorScheme: 'dark' });
    expect(Object.keys(localStorage)).toEqual([CONFIG_KEY]);
  });

  it("comes back as chosen at the next start: 'Licht' stays light", () => {
    localStorage.setItem(CONFIG_KEY, JSON.stringify({ colorScheme: 'light' }));
    renderChoice();
    expect((screen.getByRole('radio', { name: 'Licht' }) as HTMLInputElement).checked).toBe(true);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});
