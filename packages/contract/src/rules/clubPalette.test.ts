import { describe, expect, it } from 'vitest';
import { MANTINE_BLUE, clubPalette, contrast } from './clubPalette.ts';

describe('clubPalette', () => {
  it("keeps the club's own colour where white text on it is readable, with ten shades from light to dark", () => {
    const { shades, primaryShade } = clubPalette('#0F766E');
    expect(shades).toHaveLength(10);
    expect([primaryShade, shades[8]]).toEqual([8, '#0f766e']);
    for (let i = 1; i < 10; i++) expect(contrast(shades[i]!, '#ffffff')).toBeGreaterThan(contrast(shades[i - 1]!, '#ffffff'));
    // A navy darker than Mantine's blue 9: still light to dark.
    const navy = clubPalette('#0b1f4d').shades;
    expect(navy[8]).toBe('#0b1f4d');
    expect(contrast(navy[9]!, '#ffffff')).toBeGreaterThan(contrast(navy[8]!, '#ffffff'));
  });

  it('gives every colour, also a light one, a primary shade with white text and links above 4.5:1, and a pale shade 0 for backgrounds', () => {
    for (const colour of ['#0f766e', '#b4231f', '#ffd43b', '#e9f5ff', '#7fff00', '#000000', '#ffffff', '#808080', '#6741d9']) {
      const { shades, primaryShade } = clubPalette(colour);
      expect([colour, contrast(shades[primaryShade]!, '#ffffff') >= 4.5]).toEqual([colour, true]);
      // Dark mode links use shade 4 on Mantine's dark body (#242424).
      expect([colour, contrast(shades[4]!, '#242424') >= 4.5]).toEqual([colour, true]);
      expect([colour, contrast(shades[0]!, '#000000') >= 15]).toEqual([colour, true]);
    }
  });

  it("a light club colour (yellow) keeps a darker made shade for buttons instead of its own", () => {
    const { shades, primaryShade } = clubPalette('#ffd43b');
    expect(primaryShade).toBe(8);
    expect(shades).not.toContain('#ffd43b');
  });

  it("no colour, or one that is not '#rrggbb', is Mantine's blue", () => {
    expect(clubPalette('')).toEqual({ shades: [...MANTINE_BLUE], primaryShade: 8 });
    expect(clubPalette('red')).toEqual({ shades: [...MANTINE_BLUE], primaryShade: 8 });
  });
});
