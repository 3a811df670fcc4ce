import { Stack, Text } from '@mantine/core';
import { ShellButton } from '../ui/ShellButton';
import { shellTexts } from './messages';

/** The app cannot work without its config (spec 01 section 2): say so and offer a retry. */
export function ConfigErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack mih="100dvh" p="md" align="center" justify="center">
      <Stack align="center" gap="md" maw={360}>
        <Text component="h1" fw={700} fz="h2" m={0}>
          {shellTexts.configErrorTitle}
        </Text>
        <Text ta="center">{shellTexts.configErrorIntro}</Text>
        <ShellButton onClick={onRetry}>{shellTexts.retry}</ShellButton>
      </Stack>
    </Stack>
  );
}
