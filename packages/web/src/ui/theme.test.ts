import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariables, themeFor } from './theme';

describe('themeFor', () => {
  it("makes the club's colour Mantine's primary colour, its own shade the one buttons and links use", () => {
    const theme = themeFor('#0f766e');
    expect(theme.primaryColor).toBe('club');
    expect(theme.colors!.club![theme.primaryShade as number]).toBe('#0f766e');
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
    expect(dark['--mantine-color-gray-0']).toBe(DEFAULT_THEME.colors.gray[9]);
    expect(dark['--mantine-color-red-filled']).toBe(full.colors.red[8]);
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
  });
});
