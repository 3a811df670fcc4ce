import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's palettes with the two darkest shades darker where the defaults miss WCAG AA (4.5:1) as
 * small text on white or on the pale card colours (axe-core, issue 16): green 8 and 9 were 3.4 and
 * 4.3:1, orange 8 and 9 3.6 and 4.3:1, red 8 4.5:1.
 */
const green = ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#2b8a3e', '#237a36', '#1b602a'] as const;
const orange = ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#e8590c', '#c2410c', '#9a3412'] as const;
const red = ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#f03e3e', '#c92a2a', '#a51d1d'] as const;

export const theme = createTheme({
  primaryColor: 'blue',
  colors: { green, orange, red },
  // Shade 8 keeps white button text and blue links above the 4.5:1 contrast ratio.
  primaryShade: 8,
  // xs is the spec's mobile limit (540 px, section 9): visibleFrom="xs" hides below it.
  breakpoints: { xs: '33.75em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  defaultRadius: 'md',
  // A badge is a short word: it keeps its width instead of being cut to 'TO…' in a narrow table
  // column (its label hides its overflow, so a table squeezed it to nothing; issue 28 item 18).
  // A button in a row beside text keeps its width too: the text wraps instead of the button's label
  // being cut ('Wijzig…', 'Afsluit…' on a phone; issue 28 item 18).
  components: { Badge: { styles: { root: { minWidth: 'max-content' } } }, Button: { styles: { root: { flexShrink: 0 } } } },
  // Mantine's 34 px h1 takes a third of a phone's first line of sight: screen titles stay modest.
  headings: {
    sizes: {
      h1: { fontSize: '1.625rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
    },
  },
});

/**
 * Mantine's dimmed text (gray 6, 3.3:1 on white) is below the 4.5:1 that WCAG AA asks of small text:
 * gray 7 (7.2:1) keeps it quieter than body text and readable (axe-core, issue 16).
 */
export const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
