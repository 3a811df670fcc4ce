import { __iconNode as iconArrowsHorizontal } from '@tabler/icons-react/icons/IconArrowsHorizontal';
import { Icon } from './Icon';
import { Box, Text } from '@mantine/core';
import { Table } from './Table';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { uiTexts as t } from './messages';

/** Which sides of a scrolling region hide columns (1 px of slack for rounding). */
function hiddenSides(el: HTMLElement): { left: boolean; right: boolean } {
  const rest = el.scrollWidth - el.clientWidth - el.scrollLeft;
  return { left: el.scrollLeft > 1, right: rest > 1 };
}

const FADE = 24;
const fade = (side: 'left' | 'right'): CSSProperties => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  [side]: 0,
  width: FADE,
  pointerEvents: 'none',
  zIndex: 2,
  background: `linear-gradient(to ${side}, transparent, var(--mantine-color-body))`,
});

/**
 * A table that scrolls sideways on a phone (390 px) instead of squeezing its columns. While columns are
 * out of view a line says so and the hidden edge fades, so a cut-off header reads as 'there is more'
 * (issue 14, item 16). The region can take focus, so the keyboard scrolls it too.
 */
export function ScrollTable({ caption, minWidth, children }: { caption: string; minWidth?: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = hiddenSides(el);
    setHidden((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  const scrolls = hidden.left || hidden.right;
  return (
    <div>
      {scrolls && (
        <Text size="xs" c="dimmed" data-scroll-hint>
          <Icon node={iconArrowsHorizontal} size={14} style={{ verticalAlign: '-2px', marginRight: 4 }} />
          {t.scrollHint}
        </Text>
      )}
      <Box pos="relative">
        {hidden.left && <div style={fade('left')} />}
        {hidden.right && <div style={fade('right')} />}
        <Box
          ref={ref}
          role="region"
          aria-label={t.scrollTable(caption)}
          tabIndex={0}
          onScroll={measure}
          style={{ overflowX: 'auto', maxWidth: '100%', WebkitOverflowScrolling: 'touch' }}
        >
          <Table striped withTableBorder horizontalSpacing={6} verticalSpacing={4} fz="sm" miw={minWidth} aria-label={caption}>
            {children}
          </Table>
        </Box>
      </Box>
    </div>
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
