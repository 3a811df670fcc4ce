import { Text } from '@mantine/core';
import { useOnline } from '../api/online';
import { shellTexts } from './messages';

/** Without a network the screens show what was loaded last; this line above every screen says so. */
export function OfflineNotice() {
  if (useOnline()) return null;
  return (
    <Text role="status" bg="yellow.1" p="xs" mb="md" size="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      {shellTexts.offline}
    </Text>
  );
}
