import { Checkbox, Modal, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { DialogFooter } from '../../ui/DialogFooter';
import { Dropdown } from '../../ui/Dropdown';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SegmentedControl.css';

interface Camp {
  campId: number;
  title: string;
  groups: { groupId: number; name: string }[];
}

/** One child subscribed to a camp by hand: its group, name, birth date, parents, e-mail and medication. */
export function ChildDialog({ camp, onClose, onDone }: { camp: Camp; onClose: () => void; onDone: (message: string) => void }) {
  const [form, setForm] = useState({ firstName: '', lastName: '', birthdate: '', parents: '', email: '', telephone: '', medication: '' });
  const [gender, setGender] = useState<'M' | 'F'>('F');
  const [groupId, setGroupId] = useState(String(camp.groups[0]?.groupId ?? ''));
  const [photos, setPhotos] = useState(false);
  const showError = useShowError();
  const add = useCallMutation('admin/camps/childAdd', {
    refetchActive: true,
    invalidates: ['admin/camps/list', 'admin/audit/list', 'sportscamp/subscriptionList'],
    onSuccess: (answer) => onDone(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.campSaveFailed)),
  });
  const field = (key: keyof typeof form, label: string, type = 'text') => (
    <TextInput label={label} type={type} maxLength={key === 'medication' ? 400 : 120} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })} />
  );
  return (
    <Modal opened onClose={onClose} title={t.addChildTitle(camp.title)} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Dropdown label={t.group} data={camp.groups.map((g) => ({ value: String(g.groupId), label: g.name }))} value={groupId} onChange={setGroupId} />
        <SimpleGrid cols={2}>
          {field('firstName', t.firstName)}
          {field('lastName', t.lastName)}
        </SimpleGrid>
        <SegmentedControl aria-label={t.gender} value={gender} onChange={(v) => setGender(v as 'M' | 'F')} data={[{ value: 'F', label: t.woman }, { value: 'M', label: t.man }]} />
        {field('birthdate', t.birthdate, 'date')}
        {field('parents', t.parents)}
        {field('email', t.email, 'email')}
        {field('telephone', t.telephone)}
        {field('medication', t.medication)}
        <Checkbox label={t.photoConsent} checked={photos} onChange={(e) => setPhotos(e.currentTarget.checked)} />
        <DialogFooter
          onClose={onClose}
          pending={add.isPending}
          submitLabel={t.addChild}
          onSubmit={() => add.mutate({ campId: camp.campId, groupId: Number(groupId), ...form, gender, photoConsent: photos })}
        />
      </Stack>
    </Modal>
  );
}
