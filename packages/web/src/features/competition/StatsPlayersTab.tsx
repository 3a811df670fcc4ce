import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useCall } from '../../api/calls';
import { mailHref, phoneHref } from '@clubhuis/contract/rules/contact';
import { competitionTexts as t } from './messages';
import { QueryState } from '../../ui/QueryState';
import { useLoadError } from './useLoadError';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';

/**
 * The team's players (team/players) with ranking and, for members, phone and e-mail: a mail link only
 * with an '@', a phone link with digits only (spec 01 section 5). Anonymous callers get neither.
 */
export function StatsPlayersTab({ teamId }: { teamId: number }) {
  const query = useCall('team/players', { team_id: teamId });
  useLoadError(query.error, t.compositionsLoadFailed);
  return (
    <QueryState skeleton="rows" query={query} empty={t.noPlayers}>
      {(players) => (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t.playersTab}>
          {players.map((p) => {
            const mail = mailHref(p.email);
            const tel = phoneHref(p.telephone);
            return (
              <Card component="li" key={`${p.rank}-${p.memberName}`} withBorder padding="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600}>
                    {p.rank}. {p.memberName}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    {p.captain && (
                      <Badge variant="light" style={{ ['--badge-color' as string]: 'var(--mantine-color-gray-9)' }}>
                        {t.captain}
                      </Badge>
                    )}
                    <Text size="sm" fw={600}>
                      {p.ranking}
                    </Text>
                  </Group>
                </Group>
                {tel && (
                  <Text size="sm">
                    {t.labelled(t.telephone)} <Anchor href={tel} size="sm">{p.telephone}</Anchor>
                  </Text>
                )}
                {p.email.trim() !== '' && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t.labelled(t.email)}{' '}
                    {mail ? (
                      <Anchor href={mail} size="sm">
                        {p.email}
                      </Anchor>
                    ) : (
                      p.email
                    )}
                  </Text>
                )}
              </Card>
            );
          })}
        </Stack>
      )}
    </QueryState>
  );
}
