import type { AdminTeam } from '@clubhuis/contract/entities/admin';
import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
import { Dropdown } from '../../ui/Dropdown';
import { DialogFooter } from '../../ui/DialogFooter';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { Spinner } from '../../ui/Spinner';
import { MemberPicker, type Picked } from './MemberPicker';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

/** A team's name, size, start index, captain and players in order. */
function TeamDialog({ team, onClose, onDone }: { team: AdminTeam | null; onClose: () => void; onDone: (message: string) => void }) {
  const [form, setForm] = useState({
    name: team?.name ?? '',
    description: team?.description ?? '',
    division: team?.division ?? '',
    playersPerTeam: String(team?.playersPerTeam ?? 4),
    startPlayerIndex: String(team?.startPlayerIndex ?? 1),
  });
  const [captain, setCaptain] = useState(String(team?.captainMemberId ?? 0));
  const [players, setPlayers] = useState<Picked[]>(team?.players ?? []);
  const members = useCall('member/getList.php', { allmembers: true });
  const showError = useShowError();
  const save = useCallMutation('admin/interclub/teamSave', {
    refetchActive: true,
    invalidates: ['admin/interclub/teams', 'admin/audit/list', 'teamcomposition/list', 'team/list'],
    onSuccess: (answer) => onDone(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.teamSaveFailed)),
  });
  const field = (key: keyof typeof form, label: string, type = 'text') => (
    <TextInput label={label} type={type} value={form[key]} maxLength={80} onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })} />
  );
  const captains = [{ value: '0', label: t.noCaptain }, ...(members.data ?? []).map((m) => ({ value: String(m.memberId), label: m.memberName }))];
  return (
    <Modal opened onClose={onClose} title={team?.name ?? t.newTeam} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        {field('name', t.teamName)}
        {field('description', t.teamDescription)}
        {field('division', t.division)}
        <SimpleGrid cols={2}>
          {field('playersPerTeam', t.playersPerTeam, 'number')}
          {field('startPlayerIndex', t.startIndex, 'number')}
        </SimpleGrid>
        <Dropdown label={t.captain} data={captains} value={captain} onChange={setCaptain} />
        <MemberPicker label={t.players} addLabel={t.addPlayer} value={players} onChange={setPlayers} />
        <DialogFooter onClose={onClose} onSubmit={() =>
              save.mutate({
                teamId: team?.teamId ?? 0,
                name: form.name,
                description: form.description,
                division: form.division,
                playersPerTeam: Number(form.playersPerTeam) || 4,
                startPlayerIndex: Number(form.startPlayerIndex) || 1,
                captainMemberId: Number(captain),
                playerIds: players.map((p) => p.memberId),
              })} pending={save.isPending} submitLabel={t.save} />
      </Stack>
    </Modal>
  );
}

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
      {!teams.data ? (
        teams.isError ? null : <Spinner />
      ) : teams.data.length === 0 ? (
        <Text>{t.noTeams}</Text>
      ) : (
        teams.data.map((team) => (
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
      {open && (
        <TeamDialog
          team={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            setDone(message);
          }}
        />
      )}
    </Stack>
  );
}
