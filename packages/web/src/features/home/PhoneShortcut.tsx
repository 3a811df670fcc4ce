import { Box, List, Text } from '@mantine/core';
import { homeTexts as t } from './messages';
import '@mantine/core/styles/List.css';

/** How to put the app on a phone's home screen; a native <details>, so it needs no script or dialog. */
export function PhoneShortcut() {
  return (
    <Box component="details">
      <Text component="summary" fw={600} c="blue.8" style={{ cursor: 'pointer' }}>
        {t.shortcutTitle}
      </Text>
      <Text mt="xs">{t.shortcutIntro}</Text>
      <List mt="xs" spacing="xs">
        <List.Item>{t.shortcutIphone}</List.Item>
        <List.Item>{t.shortcutAndroid}</List.Item>
      </List>
    </Box>
  );
}
