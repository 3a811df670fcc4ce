import { Center, Loader } from '@mantine/core';
import { uiTexts } from './messages';

/** Shown while a screen's code or the startup data loads. */
export function Spinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center h={fullScreen ? '100dvh' : 160} role="status" aria-label={uiTexts.loading}>
      <Loader />
    </Center>
  );
}
