import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast } from '@clubhuis/contract/rules/clubPalette';
import { cssVariables, themeFor } from './theme';

describe('themeFor', () => {
  it("makes the club's colour Mantine's primary colour, its own shade the one buttons and links use", () => {
    const theme = themeFor('#0f766e');
    expect(theme.primaryColor).toBe('club');
    expect([theme.primaryShade, theme.colors!.club![8]]).toEqual([8, '#0f766e']);
  });

  it("without a club colour, the primary colour is Mantine's blue at shade 8", () => {
    const theme = themeFor('');
    expect(theme.colors!.club![8]).toBe('#1971c2');
    expect(theme.primaryShade).toBe(8);
  });

  it('turns the named palettes round in dark mode, so dark text on a pale background becomes light on dark', () => {
    const full = mergeMantineTheme(DEFAULT_THEME, themeFor('#0f766e'));
    const { dark, light } = cssVariables(full);
    expect(dark['--mantine-color-gray-9']).toBe(DEFAULT_THEME.colors.gray[0]);
    expect(dark['--mantine-color-gray-7']).toBe(DEFAULT_THEME.colors.gray[2]);
    // Pale backgrounds become deep tints, under which light text stays readable.
    const hex = (rgba: string) => `#${rgba.match(/\d+/g)!.slice(0, 3).map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;
    for (const name of ['yellow', 'green', 'red', 'gray']) {
      const background = hex(dark[`--mantine-color-${name}-1`]!);
      expect([name, contrast(background, DEFAULT_THEME.colors.dark[0]) > 4.5]).toEqual([name, true]);
    }
    expect(dark['--mantine-color-red-filled']).toBe(full.colors.red[8]);
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
  });
});
