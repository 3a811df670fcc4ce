import { Group, Text } from '@mantine/core';
import { competitionTexts as t } from './messages';

/** What the marks of the confirmations matrix mean. */
export function ConfirmationLegend() {
  return (
    <Group gap="md" component="p" m={0}>
      {[t.legendSetUp, t.legendYes, t.legendNo, t.legendUnanswered, t.legendDrive].map((line) => (
        <Text key={line} size="xs" c="gray.7" component="span">
          {line}
        </Text>
      ))}
    </Group>
  );
}
