import { Center, Loader, Text } from '@mantine/core';
import { useOnline } from '../api/online';
import { uiTexts } from './messages';

/**
 * Shown while a screen's code or the startup data loads. Without a network a call with nothing kept
 * waits for it: then the spinner says so instead of spinning on (issue 28 item 17).
 */
export function Spinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const online = useOnline();
  return (
    <Center h={fullScreen ? '100dvh' : 160} role="status" aria-label={online ? uiTexts.loading : undefined} aria-busy={online || undefined}>
      {online ? (
        <Loader />
      ) : (
        <Text ta="center" c="dimmed" maw={360}>
          {uiTexts.needsNetwork}
        </Text>
      )}
    </Center>
  );
}
