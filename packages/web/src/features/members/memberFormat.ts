/** The old app named colours by Bootstrap variant; Mantine knows them by colour name. */
const VARIANTS: Record<string, string> = {
  danger: 'red',
  success: 'green',
  warning: 'orange',
  info: 'cyan',
  primary: 'blue',
  secondary: 'gray',
  dark: 'dark',
  light: 'gray',
};

/** A colour the server gives (variant, Mantine name or CSS colour) as a Mantine colour; gray when empty. */
export function mantineColor(color: string): string {
  const c = color.trim().toLowerCase();
  if (c === '') return 'gray';
  return VARIANTS[c] ?? color.trim();
}

/** The same colour for a CSS property: a Mantine colour's shade 6 (a plain CSS name as fallback), else as given. */
export function cssColor(color: string): string {
  const c = mantineColor(color);
  return /^[a-z]+$/.test(c) ? `var(--mantine-color-${c}-6, ${c})` : c;
}
