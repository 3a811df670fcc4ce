import type { TrainingMoment } from '@clubhuis/contract/entities/training';
import { showsCancel, showsConfirm } from '@clubhuis/contract/rules/training';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { navigate } from '../../router/location';
import { nowText } from './nowText';
import { rememberList } from './listReturn';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { lazyPage } from '../../router/lazyPage';
import { trainingTexts as t } from './messages';
import { firstFromToday, ROW_COLORS, rowStyle, statusLabel, trainerFilter } from './trainingRules';
import { MOMENTS, useMomentUpdate } from './useMomentUpdate';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import { SearchInput } from '../../ui/SearchInput';
import { RefreshButton } from '../../ui/RefreshButton';

// The dialogs load at their button's click, not with the list.
const ConfirmTrainingDialog = lazyPage(() => import('./ConfirmTrainingDialog'), 'ConfirmTrainingDialog');
const TrainingDetailsDialog = lazyPage(() => import('./TrainingDetailsDialog'), 'TrainingDetailsDialog');
const UndoDialog = lazyPage(() => import('./UndoDialog'), 'UndoDialog');

/**
 * 'Alle' lists eight weeks back to eight weeks ahead, oldest first: the list opens scrolled to today's
 * trainings (or the first one after today), once per visit, not at every refetch or search.
 */
function useTodayFirst(status: string, shown: readonly TrainingMoment[], today: string) {
  const ref = useRef<HTMLElement>(null);
  const done = useRef(false);
  const eventId = status === 'all' ? (firstFromToday(shown, today)?.eventId ?? 0) : 0;
  useEffect(() => {
    if (done.current || eventId === 0 || !ref.current) return;
    done.current = true;
    ref.current.scrollIntoView({ block: 'start' });
  }, [eventId]);
  return { eventId, ref };
}

type Open = { kind: 'confirm' | 'details' | 'undo'; moment: TrainingMoment } | null;

/**
 * /trainingmoments/{status} (spec 02 section 2): the trainings the trainer gives or assists, open
 * ones or all, with search; per row presences, confirm, details, cancel, and undo once decided.
 */
export function TrainingMomentsPage({ status }: { status: string }) {
  const list = useCall(MOMENTS, {});
  useErrorDialogFor(list.error, t.errorTitle, t.momentsLoadFailed);
  const trainers = useCall('trainer/getList.php', {});
  useErrorDialogFor(trainers.error, t.errorTitle, t.trainersLoadFailed);
  const nameOf = useMemo(() => new Map((trainers.data?.data ?? []).map((x) => [x.id, x.name])), [trainers.data]);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const cancel = useMomentUpdate();
  const shown = trainerFilter(list.data?.data ?? [], status, search);
  const now = nowText();
  const today = useTodayFirst(status, shown, now.slice(0, 10));
  useEffect(() => rememberList(status), [status]);

  const askCancel = (m: TrainingMoment) => {
    if (window.confirm(t.cancelQuestion)) cancel.mutate({ event_id: m.eventId, status: 9, remark: m.trainingRemark });
  };

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{status === 'open' ? t.momentsTitleOpen : t.momentsTitleAll}</Title>
      <Group gap="xs" align="flex-end">
        <SearchInput value={search} onChange={setSearch} grow />
        <RefreshButton onRefresh={list.refresh} loading={list.isFetching} />
      </Group>
      {list.isPending ? (
        <ListSkeleton />
      ) : shown.length === 0 ? (
        <Text>{t.noMoments}</Text>
      ) : (
        shown.map((m) => {
          const style = rowStyle(m);
          return (
            <Card
              key={m.eventId}
              ref={m.eventId === today.eventId ? today.ref : undefined}
              withBorder
              padding="sm"
              bg={ROW_COLORS[style]}
              component="article"
              aria-label={`${m.title} ${m.moment}`}
              data-style={style}
              style={{ scrollMarginTop: 'calc(var(--shell-header-height, 56px) + 8px)' }}
            >
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Title order={2} fz="md" td={style === 'cancelled' || style === 'merged' ? 'line-through' : undefined}>
                      {m.title}
                    </Title>
                    <Text size="sm">{m.moment}</Text>
                  </div>
                  <Badge variant="outline" color="gray.7" c="gray.9" tt="none">
                    {statusLabel(m, t.toBeConfirmed)}
                  </Badge>
                </Group>
                <Text size="sm" c="gray.8">
                  {m.trainingGroup}
                  {m.trainerId > 0 && nameOf.has(m.trainerId) ? ` · ${t.trainerLine(nameOf.get(m.trainerId)!)}` : ''}
                </Text>
                {m.trainingStatus < 2 && m.toBeConfirmed > 0 && m.trainingStatus === 0 && (
                  <Text size="sm" c="orange.9">
                    {t.unmarked(m.toBeConfirmed)}
                  </Text>
                )}
                {m.trainingRemark !== '' && <Text size="sm">{m.trainingRemark}</Text>}
                <Group gap="xs" mt={4}>
                  <Button size="xs" variant="light" onClick={() => navigate(`/trainingpresences/${m.eventId}`)}>
                    {t.presences}
                  </Button>
                  {showsConfirm(m, now) && (
                    <Button size="xs" variant="light" color="green" onClick={() => setOpen({ kind: 'confirm', moment: m })}>
                      {t.confirm}
                    </Button>
                  )}
                  {m.trainingStatus < 2 && (
                    <Button size="xs" variant="light" onClick={() => setOpen({ kind: 'details', moment: m })}>
                      {t.details}
                    </Button>
                  )}
                  {showsCancel(m) && (
                    <Button size="xs" variant="light" color="red" onClick={() => askCancel(m)} loading={cancel.isPending && cancel.variables?.event_id === m.eventId}>
                      {t.cancel}
                    </Button>
                  )}
                  {m.trainingStatus >= 2 && (
                    <Button size="xs" variant="light" color="gray" onClick={() => setOpen({ kind: 'undo', moment: m })}>
                      {t.undo}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          );
        })
      )}
      <Suspense fallback={null}>
        {open?.kind === 'confirm' && <ConfirmTrainingDialog moment={open.moment} onClose={() => setOpen(null)} />}
        {open?.kind === 'details' && <TrainingDetailsDialog moment={open.moment} trainers={trainers.data?.data ?? []} onClose={() => setOpen(null)} />}
        {open?.kind === 'undo' && <UndoDialog moment={open.moment} onClose={() => setOpen(null)} />}
      </Suspense>
    </Stack>
  );
}
