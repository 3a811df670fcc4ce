import type { CSSProperties } from 'react';

/**
 * A light badge in a colour (green, red, orange, gray) with near-black text and a border in that
 * colour: Mantine's own light and filled greens stay under the 4.5:1 contrast small bold text needs.
 */
export function toneBadgeStyle(color: string): CSSProperties {
  return {
    alignSelf: 'flex-start',
    ['--badge-color' as string]: 'var(--mantine-color-gray-9)',
    ['--badge-bd' as string]: `1px solid var(--mantine-color-${color}-7)`,
  };
}
