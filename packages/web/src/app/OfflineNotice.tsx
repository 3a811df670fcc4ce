import { Text } from '@mantine/core';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { shellTexts } from './messages';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** Without a network the screens show what was loaded last; this line above every screen says so. */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline);
  if (online) return null;
  return (
    <Text role="status" bg="yellow.1" p="xs" mb="md" size="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      {shellTexts.offline}
    </Text>
  );
}
