import type { IconNode } from '@tabler/icons-react';
import { createElement, type SVGProps } from 'react';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'stroke'> {
  /** A Tabler icon's drawing: `import { __iconNode as iconCar } from '@tabler/icons-react/icons/IconCar'`. */
  node: IconNode;
  size?: number;
  stroke?: number;
  /** Tabler's filled icons (…Filled) are painted, not stroked. */
  filled?: boolean;
  /** The icon's name for a screen reader; without one it is hidden from it (the words beside it say it). */
  label?: string;
}

/**
 * An icon of the one SVG set (Tabler, MIT), drawn in the text's colour (currentColor) at the text's
 * place. Tabler's own components wrap every icon in forwardRef with their default attributes; drawing
 * its node here costs a screen only the icon's paths (issue 30: /league and /statistics sit near their
 * 150 kB budget). Every icon has a name or is hidden: `label` decides which.
 */
export function Icon({ node, size = 20, stroke = 2, filled = false, label, style, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ flex: 'none', ...style }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {label && <title>{label}</title>}
      {node.map(([tag, attrs]) => createElement(tag, attrs))}
    </svg>
  );
}
