import { Progress, Text } from '@mantine/core';
import { barOf } from './weekCells';
import { competitionTexts as t } from './messages';
import '@mantine/core/styles/Progress.css';

/** The won share as text and a bar in steps of 10% (spec 01 section 9). */
export function PercentBar({ percentageString, width = 90 }: { percentageString: string; width?: number }) {
  const step = barOf(percentageString);
  return (
    <div style={{ minWidth: width }}>
      <Text size="xs" fw={600}>
        {percentageString}
      </Text>
      <Progress.Root size="sm" mt={2}>
        <Progress.Section
          value={step}
          color={step >= 50 ? 'green.7' : 'orange.7'}
          aria-label={t.wonShare(percentageString)}
          data-step={step}
        />
      </Progress.Root>
    </div>
  );
}
