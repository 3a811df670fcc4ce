import type { AdminTeam } from '@clubhuis/contract/entities/admin';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { seasonOfDate } from '@clubhuis/contract/rules/interclub';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { QueryState } from '../../ui/QueryState';
import { lazyPage } from '../../router/lazyPage';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/Card.css';

// The team dialog loads at its button's click.
const TeamDialog = lazyPage(() => import('./TeamDialog'), 'TeamDialog');

/** /beheer/ploegen: the current season's teams with captain and players. */
export function TeamsAdminPage() {
  const teams = useCall('admin/interclub/teams', {});
  useErrorDialogFor(teams.error, t.errorTitle, t.teamsLoadFailed);
  const [open, setOpen] = useState<AdminTeam | 'new' | null>(null);
  const [done, setDone] = useState('');
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t.teamsTitle}</Title>
      <Group>
        <Button onClick={() => setOpen('new')}>{t.newTeam}</Button>
      </Group>
      {done && (
        <Text role="status" c="green.8">
          {done}
        </Text>
      )}
      <QueryState skeleton="rows" query={teams} empty={t.noTeams}>
        {(data) => (
          data.map((team) => (
            <Card key={team.teamId} withBorder padding="sm" component="article" aria-label={team.name}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text fw={600}>
                    {team.name} {team.division && `· ${team.division}`}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t.teamLine(team.players.length, team.players.find((p) => p.memberId === team.captainMemberId)?.memberName ?? '')}
                  </Text>
                </Stack>
                <Button size="compact-sm" variant="light" onClick={() => setOpen(team)}>
                  {t.edit}
                </Button>
              </Group>
            </Card>
          ))
        )}
      </QueryState>
      <Suspense fallback={null}>
        {open && (
          <TeamDialog
            team={open === 'new' ? null : open}
            season={teams.data?.[0]?.season ?? seasonOfDate(brusselsClock(new Date()).date)}
            onClose={() => setOpen(null)}
            onDone={(message) => {
              setOpen(null);
              setDone(message);
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}
