import { MAX_NAME } from '@clubhuis/contract/rules/admin';
import { Button, Card, FileInput, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Suspense, useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
import { AdminListPage } from '../../ui/AdminListPage';
import { lazyPage } from '../../router/lazyPage';
import { fileBase64 } from './fileBase64';
import { CAMP_READS } from './campReads';
import { adminTexts as t } from './messages';
import { resizePhoto } from './resizePhoto';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/CloseButton.css';

// A camp's children dialog and the new-camp dialog load at their button's click.
const ChildDialog = lazyPage(() => import('./ChildDialog'), 'ChildDialog');
const CampDialog = lazyPage(() => import('./CampDialog'), 'CampDialog');

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
        <TextInput label={t.materialDescription} maxLength={MAX_NAME} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
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
    <AdminListPage
      title={t.campsTitle}
      newLabel={t.newCamp}
      newDialog={(props) => <CampDialog {...props} />}
      done={done}
      onDone={setDone}
      query={camps}
      empty={t.noCamps}
      after={
        <>
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
        </>
      }
    >
        {(data) => (
        data.map((c) => (
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
    </AdminListPage>
  );
}
