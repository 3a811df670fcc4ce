import { Group, Text } from '@mantine/core';
import { MarkIcon } from './CellMarks';
import { competitionTexts as t } from './messages';

/** The legend's lines, read at render: the texts follow the active language. */
const lines = () =>
  [
    ['setUp', t.legendSetUp],
    ['yes', t.legendYes],
    ['no', t.legendNo],
    ['unknown', t.legendUnanswered],
    ['drive', t.legendDrive],
  ] as const;

/** What the marks of the confirmations matrix mean: each icon with its words. */
export function ConfirmationLegend() {
  return (
    <Group gap="md" component="p" m={0}>
      {lines().map(([mark, line]) => (
        <Text key={mark} size="xs" c="gray.7" component="span">
          <MarkIcon mark={mark} /> {line}
        </Text>
      ))}
    </Group>
  );
}
