import type { WeekDigest } from '@clubhuis/contract/entities/competition';
import { toneOf } from '@clubhuis/contract/rules/competition';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { competitionTexts as t } from './messages';
import { TONE_COLOR, toneLabel } from './tone';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';

/**
 * One team's latest week: team, week, meeting with its match link, result, score, position and
 * line-up, styled won (green), lost (red) or equal (neutral). The tone is in data-tone and in the
 * score's accessible name.
 */
export function WeekDigestCard({ digest, titleOrder }: { digest: WeekDigest; titleOrder: 2 | 3 }) {
  const tone = toneOf(digest.won);
  const color = TONE_COLOR[tone];
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={t.digestOf(digest.team, digest.week)}
      data-tone={tone}
      style={{ borderLeft: `6px solid var(--mantine-color-${color}-${tone === 'equal' ? 5 : 7})` }}
    >
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Title order={titleOrder} fz="md">
              {digest.team}
            </Title>
            <Text size="sm" c="gray.7">
              {t.weekLong(digest.week)}
            </Text>
          </div>
          {digest.score && (
            <Badge
              size="lg"
              color={color}
              variant="light"
              aria-label={t.scoreWithTone(digest.score, toneLabel(tone).toLowerCase())}
              style={{
                flexShrink: 0,
                ['--badge-color' as string]: 'var(--mantine-color-gray-9)',
                ['--badge-bd' as string]: `1px solid var(--mantine-color-${color}-7)`,
              }}
            >
              {digest.score}
            </Badge>
          )}
        </Group>
        {digest.matchUrl ? (
          <Anchor href={digest.matchUrl} target="_blank" rel="noopener noreferrer" fw={600}>
            {digest.meeting}
          </Anchor>
        ) : (
          <Text fw={600}>{digest.meeting}</Text>
        )}
        {digest.result && <Text size="sm">{digest.result}</Text>}
        {digest.position > 0 && <Text size="sm">{t.positionInDivision(digest.position)}</Text>}
        {digest.composition && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            <b>{t.labelled(t.composition)}</b> {digest.composition}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
