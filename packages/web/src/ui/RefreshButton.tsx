import { Button, type MantineSize } from '@mantine/core';
import { __iconNode as iconRefresh } from '@tabler/icons-react/icons/IconRefresh';
import { Icon } from './Icon';
import { uiTexts } from './messages';
import { PULL_MAX, PULL_TRIGGER, usePullToRefresh } from './usePullToRefresh';
import './pull.css';

interface RefreshButtonProps {
  onRefresh: () => unknown;
  loading: boolean;
  size?: MantineSize;
  /** Whether pulling the page down does the same (default yes; off for a second button on one screen). */
  pull?: boolean;
}

/**
 * A list's 'Vernieuwen', the one way: the button, and on a phone the same refetch when the page is pulled
 * down from its top (usePullToRefresh), with an arrow that follows the finger and turns once far enough.
 */
export function RefreshButton({ onRefresh, loading, size, pull = true }: RefreshButtonProps) {
  const pulled = usePullToRefresh(onRefresh, pull);
  return (
    <>
      <Button variant="light" size={size} loading={loading} onClick={() => void onRefresh()}>
        {uiTexts.refresh}
      </Button>
      {pulled > 0 && (
        <div className="ui-pull" aria-hidden="true" data-ready={pulled >= PULL_TRIGGER || undefined} style={{ transform: `translate(-50%, ${pulled}px) rotate(${(pulled / PULL_MAX) * 270}deg)` }}>
          <Icon node={iconRefresh} size={22} />
        </div>
      )}
    </>
  );
}
