import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { Button, Card, FileInput, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
import { DialogFooter } from '../../ui/DialogFooter';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { Spinner } from '../../ui/Spinner';
import { lazyPage } from '../../router/lazyPage';
import { fileBase64 } from './fileBase64';
import { MemberPicker, type Picked } from './MemberPicker';
import { adminTexts as t } from './messages';
import { resizePhoto } from './resizePhoto';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

// A camp's children dialog loads at its button's click.
const ChildDialog = lazyPage(() => import('./ChildDialog'), 'ChildDialog');

const CAMP_READS = ['admin/camps/list', 'admin/audit/list', 'sportscamp/subscriptionList', 'sportscamp/materialList'] as const;

function CampDialog({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => void }) {
  const today = brusselsClock(new Date()).date;
  const [form, setForm] = useState({ title: '', dateFrom: addDays(today, 30), dateTill: addDays(today, 34), responsible: '', groups: '' });
  const [trainers, setTrainers] = useState<Picked[]>([]);
  const showError = useShowError();
  const save = useCallMutation('admin/camps/save', {
    refetchActive: true,
    invalidates: CAMP_READS,
    onSuccess: (answer) => onDone(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.campSaveFailed)),
  });
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [key]: e.currentTarget.value });
  return (
    <Modal opened onClose={onClose} title={t.newCamp} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <TextInput label={t.campTitle} required maxLength={80} value={form.title} onChange={set('title')} />
        <SimpleGrid cols={2}>
          <TextInput type="date" label={t.dateFrom} value={form.dateFrom} onChange={set('dateFrom')} />
          <TextInput type="date" label={t.dateTill} value={form.dateTill} onChange={set('dateTill')} />
        </SimpleGrid>
        <TextInput label={t.responsible} maxLength={80} value={form.responsible} onChange={set('responsible')} />
        <Textarea label={t.groupsLabel} rows={3} value={form.groups} onChange={set('groups')} />
        <MemberPicker label={t.campTrainers} addLabel={t.addCampTrainer} value={trainers} onChange={setTrainers} />
        <DialogFooter onClose={onClose} onSubmit={() => save.mutate({ ...form, groups: form.groups.split('\n'), trainerIds: trainers.map((x) => x.memberId) })} pending={save.isPending} submitLabel={t.create} />
      </Stack>
    </Modal>
  );
}

function MaterialForm({ onDone }: { onDone: (message: string) => void }) {
  const [description, setDescription] = useState('');
  const [stock, setStock] = useState('1');
  const [photo, setPhoto] = useState('');
  const showError = useShowError();
  const save = useCallMutation('admin/camps/materialSave', {
    refetchActive: true,
    invalidates: CAMP_READS,
    onSuccess: (answer) => {
      setDescription('');
      setPhoto('');
      onDone(answer.message);
    },
    onError: (e) => showError(t.errorTitle, messageOf(e, t.campSaveFailed)),
  });
  return (
    <Stack gap="xs" role="group" aria-label={t.material}>
      <Text fw={600}>{t.material}</Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput label={t.materialDescription} maxLength={80} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        <TextInput label={t.stock} type="number" min={0} value={stock} onChange={(e) => setStock(e.currentTarget.value)} />
        <FileInput label={t.photo} accept="image/*" clearable onChange={(f) => void (f ? resizePhoto(f).then(setPhoto) : setPhoto(''))} />
      </SimpleGrid>
      <Group>
        <Button variant="light" loading={save.isPending} onClick={() => save.mutate({ description, stock: Number(stock) || 0, photo })}>
          {t.addMaterial}
        </Button>
      </Group>
    </Stack>
  );
}

/** /beheer/kampen: camps with their groups and trainers, children from a file, and the camp material. */
export function CampsAdminPage() {
  const camps = useCall('admin/camps/list', {});
  useErrorDialogFor(camps.error, t.errorTitle, t.campsLoadFailed);
  const [open, setOpen] = useState(false);
  const [child, setChild] = useState<number | null>(null);
  const [done, setDone] = useState('');
  const showError = useShowError();
  const importing = useCallMutation('admin/camps/import', {
    refetchActive: true,
    invalidates: CAMP_READS,
    onSuccess: (answer) => setDone(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.campSaveFailed)),
  });
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t.campsTitle}</Title>
      <Group>
        <Button onClick={() => setOpen(true)}>{t.newCamp}</Button>
      </Group>
      {done && (
        <Text role="status" c="green.8">
          {done}
        </Text>
      )}
      {!camps.data ? (
        camps.isError ? null : <Spinner />
      ) : camps.data.length === 0 ? (
        <Text>{t.noCamps}</Text>
      ) : (
        camps.data.map((c) => (
          <Card key={c.campId} withBorder padding="sm" component="article" aria-label={c.title}>
            <Stack gap={4}>
              <Text fw={600}>{c.title}</Text>
              <Text size="sm">{t.campLine(c)}</Text>
              <Text size="sm" c="dimmed">
                {c.trainers.map((x) => x.memberName).join(', ')}
              </Text>
              <FileInput
                label={t.childrenFile}
                accept=".csv,text/csv,text/plain"
                clearable
                onChange={(f) => void (f && fileBase64(f).then((file) => importing.mutate({ campId: c.campId, file })))}
              />
              <Group>
                <Button size="compact-sm" variant="light" onClick={() => setChild(c.campId)}>
                  {t.addChild}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))
      )}
      <MaterialForm onDone={setDone} />
      <Suspense fallback={null}>
        {child !== null && camps.data?.some((c) => c.campId === child) && (
          <ChildDialog
            camp={camps.data.find((c) => c.campId === child)!}
            onClose={() => setChild(null)}
            onDone={(message) => {
              setChild(null);
              setDone(message);
            }}
          />
        )}
      </Suspense>
      {open && (
        <CampDialog
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            setDone(message);
          }}
        />
      )}
    </Stack>
  );
}
