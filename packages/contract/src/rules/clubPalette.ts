/**
 * The club's colour as a Mantine palette of ten shades (issue 30), by hand: @mantine/colors-generator
 * would bring chroma-js (~14 kB gzip) to the first screen.
 *
 * Each shade keeps the club colour's hue and saturation and takes the relative luminance of the same
 * shade of Mantine's blue, so white text on shade 8 and shade 8 as link text on white contrast as much
 * as Mantine's default theme (5:1), whatever colour a club picks. The club's own colour is shade 8 where
 * white text on it is readable, so the header shows exactly the colour the club chose. Shade 8 stays the
 * primary shade: Mantine fills every colour's buttons with that shade (red, green), and 8 is where those
 * palettes reach 4.5:1 (ui/theme.ts).
 */

/** Mantine's blue: its luminances are the targets, and it is the palette of a club without a colour. */
export const MANTINE_BLUE = ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1c7ed6', '#1971c2', '#1864ab'] as const;

/** Saturation of shades 0 to 4 relative to the club's colour; 5 to 9 keep it. */
const PALE_SATURATION = [0.5, 0.55, 0.6, 0.7, 0.85];

/** WCAG AA for normal text. */
const AA = 4.5;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of an sRGB colour given as 0-255 channels. */
function luminanceOf([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG relative luminance of a '#rrggbb' colour. */
export function luminance(hex: string): number {
  return luminanceOf(rgbOf(hex));
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function hslOf([r, g, b]: Rgb): [number, number] {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const d = max - min;
  const l = (max + min) / 2;
  if (d === 0) return [0, 0];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === rs ? ((gs - bs) / d) % 6 : max === gs ? (bs - rs) / d + 2 : (rs - gs) / d + 4;
  return [(h * 60 + 360) % 360, s];
}

/** The colour as whole 0-255 channels, as its '#rrggbb' text holds it. */
function fromHsl(h: number, s: number, l: number): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

/**
 * The lightness at which hue h and saturation s reach the target luminance (luminance grows with
 * lightness). On numbers, not '#rrggbb' texts: 24 steps for ten shades ran ~10 ms of a phone's start
 * as text (issue 30).
 */
function withLuminance(h: number, s: number, target: number): string {
  let [lo, hi] = [0, 1];
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if (luminanceOf(fromHsl(h, s, mid)) < target) lo = mid;
    else hi = mid;
  }
  return hexOf(fromHsl(h, s, (lo + hi) / 2));
}

export interface ClubPalette {
  shades: string[];
  /** The shade buttons, links and the header use: 8, the club's own colour when white text on it is readable. */
  primaryShade: 8;
}

/** The ten shades of a '#rrggbb' colour; '' (no colour chosen) gives Mantine's blue and its shade 8. */
export function clubPalette(hex: string): ClubPalette {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return { shades: [...MANTINE_BLUE], primaryShade: 8 };
  // The start asks it twice (the browser bar's colour, the theme); a copy, as callers may change theirs.
  let known = made.get(hex);
  if (!known) {
    if (made.size >= 16) made.clear();
    made.set(hex, (known = paletteOf(hex)));
  }
  return { shades: [...known.shades], primaryShade: known.primaryShade };
}

/** Palettes made so far, by colour text: a club has one colour, a colour picker tries a few (kept to 16). */
const made = new Map<string, ClubPalette>();

function paletteOf(hex: string): ClubPalette {
  const own = hex.toLowerCase();
  const [h, s] = hslOf(rgbOf(own));
  const targets = MANTINE_BLUE.map(luminance);
  // The pale shades (backgrounds of light buttons and badges) with less saturation, as Mantine's own: at
  // full saturation a pale teal or green glares.
  const shades = targets.map((target, i) => withLuminance(h, s * (PALE_SATURATION[i] ?? 1), target));
  // The club's colour is shade 8 only where white text on it stays readable (a dark enough colour); a
  // light colour (yellow) keeps the made shade 8 instead. A colour darker than shade 9 pushes 9 darker
  // still, so the shades keep going from light to dark.
  if (contrast(own, '#ffffff') >= AA) {
    shades[8] = own;
    const mine = luminance(own);
    if (mine <= targets[9]!) shades[9] = withLuminance(h, s, mine * 0.7);
  }
  return { shades, primaryShade: 8 };
}
