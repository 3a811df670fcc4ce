import { MAX_NAME } from '@clubhuis/contract/rules/admin';
import type { AdminTeam } from '@clubhuis/contract/entities/admin';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { Dropdown } from '../../ui/Dropdown';
import { DialogFooter } from '../../ui/DialogFooter';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { MemberPicker, type Picked } from './MemberPicker';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

interface TeamDialogProps {
  team: AdminTeam | null;
  /** A new team's season as offered: the club's current one, else the season of today. */
  season: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** A team's name, size, start index, captain and players in order; a new team also its season. */
export function TeamDialog({ team, season, onClose, onDone }: TeamDialogProps) {
  const [form, setForm] = useState({
    season,
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
    <TextInput label={label} type={type} value={form[key]} maxLength={MAX_NAME} onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })} />
  );
  const captains = [{ value: '0', label: t.noCaptain }, ...(members.data ?? []).map((m) => ({ value: String(m.memberId), label: m.memberName }))];
  return (
    <Modal opened onClose={onClose} title={team?.name ?? t.newTeam} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        {!team && field('season', t.season)}
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
                ...(team ? {} : { season: form.season.trim() }),
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
