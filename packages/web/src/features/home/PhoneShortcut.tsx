import { Box, Text } from '@mantine/core';
import { homeTexts as t } from './messages';

/**
 * How to put the app on a phone's home screen; a native <details>, so it needs no script or dialog.
 * A plain list, not Mantine's List: home is the first screen and has no kilobyte to spare.
 */
export function PhoneShortcut() {
  return (
    <Box component="details">
      <Text component="summary" fw={600} c="var(--mantine-color-anchor)" style={{ cursor: 'pointer' }}>
        {t.shortcutTitle}
      </Text>
      <Text mt="xs">{t.shortcutIntro}</Text>
      <Box component="ul" mt="xs" pl="lg" style={{ display: 'grid', gap: 'var(--mantine-spacing-xs)' }}>
        <li>{t.shortcutIphone}</li>
        <li>{t.shortcutAndroid}</li>
      </Box>
    </Box>
  );
}
