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
export function ShellButton({
  onClick,
  children,
  variant = 'filled',
  type = 'button',
  busy = false,
}: {
  onClick?: () => void;
  children: ReactNode;
  variant?: 'filled' | 'light';
  type?: 'button' | 'submit';
  /** While a request runs: dimmed and not pressable again (Mantine's Button shows a loader instead). */
  busy?: boolean;
}) {
  return (
    <UnstyledButton type={type} onClick={onClick} disabled={busy} aria-busy={busy || undefined} style={{ ...VARIANTS[variant], opacity: busy ? 0.6 : 1 }}>
      {children}
    </UnstyledButton>
  );
}
