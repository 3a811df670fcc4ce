import { MAX_NAME, MEMBER_FIELD_MAX } from '@clubhuis/contract/rules/admin';
import type { AdminMember } from '@clubhuis/contract/entities/admin';
import { Alert, Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { DialogFooter } from '../../ui/DialogFooter';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { adminTexts as t } from './messages';
import { PrivacyActions } from './PrivacyActions';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SegmentedControl.css';

type Form = Omit<AdminMember, 'memberId' | 'memberState'>;
const EMPTY: Form = { firstName: '', lastName: '', gender: 'M', birthdate: '', address: '', email: '', telephone: '', mobile: '', associationId: '', ranking: '' };
const TEXT_FIELDS = ['address', 'email', 'telephone', 'mobile', 'associationId', 'ranking'] as const;

/** Adds or changes one member; the server checks every field again and answers in the caller's language. */
export function MemberEditDialog({ member, onClose }: { member: AdminMember | null; onClose: () => void }) {
  const [form, setForm] = useState<Form>(member ?? EMPTY);
  const [warning, setWarning] = useState('');
  const [done, setDone] = useState('');
  const showError = useShowError();
  const save = useCallMutation('admin/members/save', {
    refetchActive: true,
    invalidates: ['admin/members/list', 'admin/audit/list'],
    onSuccess: (answer) => setDone(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.memberSaveFailed)),
  });
  const set = (key: keyof Form, value: string) => setForm({ ...form, [key]: value });
  const submit = () => {
    const missing = !form.firstName.trim() ? t.firstName : !form.lastName.trim() ? t.lastName : '';
    if (missing) return setWarning(t.required(missing));
    setWarning('');
    save.mutate({ ...form, memberId: member?.memberId ?? 0 });
  };
  return (
    <Modal opened onClose={onClose} title={member ? `${member.firstName} ${member.lastName}` : t.newMember} zIndex={MODAL_Z_INDEX} centered size="lg" closeButtonProps={{ 'aria-label': t.close }}>
      {done ? (
        <Stack gap="sm">
          <Text role="status">{done}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t.close}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t.firstName} required maxLength={MAX_NAME} value={form.firstName} onChange={(e) => set('firstName', e.currentTarget.value)} />
            <TextInput label={t.lastName} required maxLength={MAX_NAME} value={form.lastName} onChange={(e) => set('lastName', e.currentTarget.value)} />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t.gender}
            </Text>
            <SegmentedControl
              aria-label={t.gender}
              value={form.gender}
              onChange={(v) => set('gender', v)}
              data={[
                { value: 'M', label: t.man },
                { value: 'F', label: t.woman },
              ]}
            />
          </Stack>
          <TextInput type="date" label={t.birthdate} value={form.birthdate} onChange={(e) => set('birthdate', e.currentTarget.value)} />
          {TEXT_FIELDS.map((key) => (
            <TextInput key={key} label={t[key]} type={key === 'email' ? 'email' : 'text'} maxLength={MEMBER_FIELD_MAX[key]} value={form[key]} onChange={(e) => set(key, e.currentTarget.value)} />
          ))}
          {warning && (
            <Alert color="orange" role="alert">
              {warning}
            </Alert>
          )}
          {member && <PrivacyActions member={member} onErased={setDone} />}
          <DialogFooter onClose={onClose} onSubmit={submit} pending={save.isPending} submitLabel={t.save} />
        </Stack>
      )}
    </Modal>
  );
}
