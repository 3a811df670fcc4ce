import { Stack, Title } from '@mantine/core';
import { competitionTexts as t } from './messages';
import { WeekDigestList } from './WeekDigestList';

/** /weekdigest (public): per team its latest week, as on home. */
export function WeekDigestPage() {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t.weekDigestTitle}</Title>
      <WeekDigestList variant="page" />
    </Stack>
  );
}
