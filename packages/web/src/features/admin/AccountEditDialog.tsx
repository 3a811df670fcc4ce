import { MAX_NAME, MAX_EMAIL } from '@clubhuis/contract/rules/admin';
import type { AccountRights, AdminAccount } from '@clubhuis/contract/entities/admin';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { Dropdown } from '../../ui/Dropdown';
import { DialogFooter } from '../../ui/DialogFooter';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { MemberPicker } from './MemberPicker';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';

const NO_RIGHTS: AccountRights = { composeAsCaptain: false, composeAnyTeam: false, trainerId: 0, hasSportsCamp: false, enterAnyLeagueResult: false, playerMoments: false, administrator: false };
const FLAGS = Object.keys(t.rightLabels) as (keyof typeof t.rightLabels)[];

/** An account: name, e-mail, active, the members it answers for, and its rights. */
export function AccountEditDialog({ account, onClose }: { account: AdminAccount | null; onClose: () => void }) {
  const [form, setForm] = useState({ email: account?.email ?? '', firstName: account?.firstName ?? '', lastName: account?.lastName ?? '', active: account?.active ?? true });
  const [chosen, setChosen] = useState(account?.members ?? []);
  const [rights, setRights] = useState<AccountRights>(account?.rights ?? NO_RIGHTS);
  const [warning, setWarning] = useState('');
  const [done, setDone] = useState('');
  const trainers = useCall('trainer/getList.php', {});
  const showError = useShowError();
  const save = useCallMutation('admin/accounts/save', {
    refetchActive: true,
    invalidates: ['admin/accounts/list', 'admin/audit/list'],
    onSuccess: (answer) => setDone(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.accountSaveFailed)),
  });
  const trainerOptions = [{ value: '0', label: t.noTrainer }, ...(trainers.data?.data ?? []).map((tr) => ({ value: String(tr.id), label: tr.name }))];
  const submit = () => {
    const missing = !form.email.includes('@') ? t.email : !form.firstName.trim() ? t.firstName : !form.lastName.trim() ? t.lastName : '';
    if (missing) return setWarning(t.required(missing));
    setWarning('');
    save.mutate({ ...form, userId: account?.userId ?? 0, memberIds: chosen.map((c) => c.memberId), rights });
  };
  return (
    <Modal opened onClose={onClose} title={account ? account.email : t.newAccount} zIndex={MODAL_Z_INDEX} centered size="lg" closeButtonProps={{ 'aria-label': t.close }}>
      {done ? (
        <Stack gap="sm">
          <Text role="status">{done}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t.close}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <TextInput label={t.email} type="email" required maxLength={MAX_EMAIL} value={form.email} onChange={(e) => setForm({ ...form, email: e.currentTarget.value })} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t.firstName} required maxLength={MAX_NAME} value={form.firstName} onChange={(e) => setForm({ ...form, firstName: e.currentTarget.value })} />
            <TextInput label={t.lastName} required maxLength={MAX_NAME} value={form.lastName} onChange={(e) => setForm({ ...form, lastName: e.currentTarget.value })} />
          </SimpleGrid>
          <Checkbox label={t.accountActive} checked={form.active} onChange={(e) => setForm({ ...form, active: e.currentTarget.checked })} />
          <MemberPicker label={t.members} addLabel={t.addMember} value={chosen} onChange={setChosen} />
          <Stack gap={6} role="group" aria-label={t.rights}>
            <Text size="sm" fw={500}>
              {t.rights}
            </Text>
            {FLAGS.map((flag) => (
              <Checkbox key={flag} label={t.rightLabels[flag]} checked={rights[flag]} onChange={(e) => setRights({ ...rights, [flag]: e.currentTarget.checked })} />
            ))}
            <Dropdown label={t.trainer} data={trainerOptions} value={String(rights.trainerId)} onChange={(v) => setRights({ ...rights, trainerId: Number(v) })} />
          </Stack>
          <DialogFooter warning={warning} onClose={onClose} onSubmit={submit} pending={save.isPending} submitLabel={t.save} />
        </Stack>
      )}
    </Modal>
  );
}
