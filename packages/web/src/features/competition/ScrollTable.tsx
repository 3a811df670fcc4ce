import { Box, Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { competitionTexts as t } from './messages';
import '@mantine/core/styles/Table.css';

/**
 * A table that scrolls sideways on a phone (390 px) instead of squeezing its columns. The region can
 * take focus, so the keyboard scrolls it too.
 */
export function ScrollTable({ caption, minWidth, children }: { caption: string; minWidth?: number; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={t.scrollTable(caption)}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%', WebkitOverflowScrolling: 'touch' }}
    >
      <Table striped withTableBorder horizontalSpacing={6} verticalSpacing={4} fz="sm" miw={minWidth} aria-label={caption}>
        {children}
      </Table>
    </Box>
  );
}

/** A first column that stays in view while the rest scrolls. */
export const STICKY_CELL: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  whiteSpace: 'nowrap',
};
