import { DEFAULT_THEME, createTheme, darken, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { clubPalette } from '@clubhuis/contract/rules/clubPalette';

/**
 * Mantine's palettes with the two darkest shades darker where the defaults miss WCAG AA (4.5:1) as
 * small text on white or on the pale card colours (axe-core, issue 16): green 8 and 9 were 3.4 and
 * 4.3:1, orange 8 and 9 3.6 and 4.3:1, red 8 4.5:1.
 */
const green = ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#2b8a3e', '#237a36', '#1b602a'] as const;
const orange = ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#e8590c', '#c2410c', '#9a3412'] as const;
const red = ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#f03e3e', '#c92a2a', '#a51d1d'] as const;

/**
 * The type scale (ARCHITECTURE.md, Web): three heading sizes (a screen's title h1, a section h2, a card
 * h3), body text md (16 px), secondary text and tables sm (14 px), badges and hints xs (12 px). Mantine's
 * 34 px h1 took a third of a phone's first line of sight: screen titles stay modest.
 */
const headings = {
  sizes: {
    h1: { fontSize: '1.625rem', lineHeight: '1.25' },
    h2: { fontSize: '1.375rem', lineHeight: '1.3' },
    h3: { fontSize: '1.125rem', lineHeight: '1.35' },
  },
};

/** The theme of a club: its colour ('#rrggbb', '' for Mantine's blue) as the primary colour 'club'. */
export function themeFor(primaryColor: string): MantineThemeOverride {
  const palette = clubPalette(primaryColor);
  return createTheme({
    primaryColor: 'club',
    colors: { green, orange, red, club: palette.shades as unknown as MantineColorsTuple },
    // Shade 8 (the club's own colour where it is dark enough) keeps white button text and links above 4.5:1.
    primaryShade: palette.primaryShade,
    // xs is the spec's mobile limit (540 px, section 9): visibleFrom="xs" hides below it.
    breakpoints: { xs: '33.75em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
    defaultRadius: 'md',
    // A badge is a short word: it keeps its width instead of being cut to 'TO…' in a narrow table
    // column (its label hides its overflow, so a table squeezed it to nothing; issue 28 item 18).
    // A button in a row beside text keeps its width too: the text wraps instead of the button's label
    // being cut ('Wijzig…', 'Afsluit…' on a phone; issue 28 item 18). Cards: one padding and a border
    // everywhere (the scale's card spacing), so a list of cards reads as separate items in both schemes.
    components: {
      Badge: { styles: { root: { minWidth: 'max-content' } } },
      Button: { styles: { root: { flexShrink: 0 } } },
      Card: { defaultProps: { padding: 'md', radius: 'md', withBorder: true } },
    },
    headings,
  });
}

/** The theme before the club's config is known (and in unit tests): Mantine's blue. */
export const theme = themeFor('');

/** How much shade 9 is darkened to give dark mode's shades 0, 1 and 2 (backgrounds). */
const DARK_TINTS = [0.7, 0.62, 0.54];

/** The palettes screens name for text, backgrounds and borders (c="gray.7", bg red-1, …). */
const NAMED = ['gray', 'green', 'red', 'orange', 'blue', 'yellow', 'teal', 'grape', 'violet', 'indigo', 'cyan', 'pink', 'lime'] as const;

/**
 * Dark mode without a second set of screens: a named palette runs the other way round (shade 9 is the
 * lightest), so dark text on a pale background (c="gray.7", a red-1 row) becomes light text on a dark
 * one at the same contrast. The pale shades 0 to 2, which screens use as backgrounds, become deep tints
 * of the colour (a yellow-1 row turned round would be bright orange under light text). Buttons and badges
 * keep their usual filled colours with white text.
 */
function darkVariables(colors: Record<string, readonly string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of NAMED) {
    const shades = colors[name] ?? DEFAULT_THEME.colors[name];
    shades.forEach((_, i) => (out[`--mantine-color-${name}-${i}`] = i < DARK_TINTS.length ? darken(shades[9]!, DARK_TINTS[i]!) : shades[9 - i]!));
    Object.assign(out, {
      [`--mantine-color-${name}-filled`]: shades[8],
      [`--mantine-color-${name}-filled-hover`]: shades[9],
      [`--mantine-color-${name}-light-color`]: shades[1],
      [`--mantine-color-${name}-text`]: shades[3],
      [`--mantine-color-${name}-outline`]: shades[3],
    });
  }
  return out;
}

/**
 * Mantine's dimmed text (gray 6, 3.3:1 on white) is below the 4.5:1 that WCAG AA asks of small text:
 * gray 7 (7.2:1) keeps it quieter than body text and readable (axe-core, issue 16). In dark mode the
 * named palettes turn round (darkVariables).
 */
export const cssVariables: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { ...darkVariables(t.colors), '--mantine-color-dimmed': DEFAULT_THEME.colors.gray[4] },
});
