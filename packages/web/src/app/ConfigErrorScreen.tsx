import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { shellTexts } from './messages';

/** The app cannot work without its config (spec 01 section 2): say so and offer a retry. */
export function ConfigErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={360}>
        <Title order={1}>{shellTexts.configErrorTitle}</Title>
        <Text ta="center">{shellTexts.configErrorIntro}</Text>
        <Button onClick={onRetry}>{shellTexts.retry}</Button>
      </Stack>
    </Center>
  );
}
