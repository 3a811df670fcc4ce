import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text and blue links above the 4.5:1 contrast ratio.
  primaryShade: 8,
  // xs is the spec's mobile limit (540 px, section 9): visibleFrom="xs" hides below it.
  breakpoints: { xs: '33.75em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  defaultRadius: 'md',
  // Mantine's 34 px h1 takes a third of a phone's first line of sight: screen titles stay modest.
  headings: {
    sizes: {
      h1: { fontSize: '1.625rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
    },
  },
});
