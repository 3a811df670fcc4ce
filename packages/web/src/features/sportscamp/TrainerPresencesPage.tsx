import type { TrainerCampPresence } from '@clubhuis/contract/entities/sportscamp';
import { TRANSPORT_BIKE } from '@clubhuis/contract/rules/sportscamp';
import { Card, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Suspense, useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
import { QueryState } from '../../ui/QueryState';
import { lazyPage } from '../../router/lazyPage';
import { dmy } from './campText';
import { sportsCampTexts as t } from './messages';
import { useCampTrainerId } from './useCampTrainer';
import '@mantine/core/styles/Card.css';

// The presence dialog loads at a day's click.
const TrainerPresenceDialog = lazyPage(() => import('./TrainerPresenceDialog'), 'TrainerPresenceDialog');

const status = (d: TrainerCampPresence, transports: Map<number, string>) =>
  d.presence === 1
    ? t.presenceYes(transports.get(d.transport) ?? (d.transport === TRANSPORT_BIKE ? t.bike : t.car))
    : d.presence === 0
      ? t.presenceNo
      : t.presenceNotGiven;

/** /trainerpresence ('Mijn aanwezigheden als trainer'): the trainer's camp days; each opens the presence form. */
export function TrainerPresencesPage() {
  const trainerId = useCampTrainerId();
  const body = { trainerId };
  const list = useCall('sportscamp/trainerPresenceList', body, { enabled: trainerId > 0 });
  useErrorDialogFor(list.error, t.errorTitle, t.presencesLoadFailed);
  const types = useCall('general/transportTypeList.php', {});
  const transports = new Map((types.data ?? []).map((x) => [x.typeId, x.description]));
  const [open, setOpen] = useState<TrainerCampPresence | null>(null);
  const showError = useShowError();
  const save = useCallMutation('sportscamp/trainerPresenceUpdate', {
    updates: (cache, answer) => cache.set('sportscamp/trainerPresenceList', body, answer),
    onSuccess: () => setOpen(null),
    onError: (error) => showError(t.errorTitle, messageOf(error, t.registerFailed)),
  });
  const days = list.data ?? [];

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t.trainerPresencesTitle}</Title>
      <QueryState skeleton="cards" query={list} empty={t.noTrainerPresences} isEmpty={() => days.length === 0}>
        {() => (
          days.map((d) => (
            // Named by its text (day, title, status): a shorter label would hide what the card says (axe).
            <UnstyledButton key={d.ids} onClick={() => setOpen(d)}>
              <Card withBorder padding="sm">
                <Text fw={600}>
                  {dmy(d.campDate)} · {d.title}
                </Text>
                {d.responsable && <Text size="sm">{t.responsible(d.responsable)}</Text>}
                <Text size="sm" c={d.presence === -1 ? 'orange.8' : 'dimmed'} data-presence={d.presence}>
                  {status(d, transports)}
                </Text>
                {d.remarks && <Text size="sm">{d.remarks}</Text>}
              </Card>
            </UnstyledButton>
          ))
        )}
      </QueryState>
      <Suspense fallback={null}>
        {open && <TrainerPresenceDialog day={open} sending={save.isPending} onSend={(a) => save.mutate(a)} onClose={() => setOpen(null)} />}
      </Suspense>
    </Stack>
  );
}
