import { UnstyledButton } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

const BASE: CSSProperties = {
  borderRadius: 'var(--mantine-radius-default)',
  padding: '0 var(--mantine-spacing-lg)',
  height: 36,
  fontWeight: 600,
  fontSize: 'var(--mantine-font-size-sm)',
  textAlign: 'center',
};
const VARIANTS: Record<'filled' | 'light', CSSProperties> = {
  filled: { ...BASE, background: 'var(--mantine-primary-color-filled)', color: 'var(--mantine-color-white)' },
  light: { ...BASE, background: 'var(--mantine-primary-color-light)', color: 'var(--mantine-primary-color-light-color)' },
};

/**
 * A button for the first screen and the screens the app frame shows itself (config error, a screen
 * that failed to load): Mantine's Button brings its loader and transition (~3 kB gzip) along.
 */
export function ShellButton({ onClick, children, variant = 'filled' }: { onClick: () => void; children: ReactNode; variant?: 'filled' | 'light' }) {
  return (
    <UnstyledButton onClick={onClick} style={VARIANTS[variant]}>
      {children}
    </UnstyledButton>
  );
}
