import type { TrainingPresence } from '@clubhuis/contract/entities/training';
import { nextPresence } from '@clubhuis/contract/rules/training';
import { Alert, Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
import { hrefOf } from '../../router/location';
import { listPath } from './listReturn';
import { Dropdown } from '../../ui/Dropdown';
import { Spinner } from '../../ui/Spinner';
import { trainingTexts as t } from './messages';
import { presentCount } from './trainingRules';
import { momentIntoList } from './useMomentUpdate';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { RefreshButton } from '../../ui/RefreshButton';

const PRESENCES = 'training/getTrainingPresencesList';

/**
 * Under the name: present, absent (red) or not marked (orange). The box itself is empty for both of the
 * latter: Mantine's indeterminate box is filled like a tick, and an unmarked trainee read as present.
 */
function PresenceLine({ presence, nrOfEventsAgo }: { presence: -1 | 0 | 1; nrOfEventsAgo: number }) {
  const ago = t.lastPresent(nrOfEventsAgo);
  return (
    <>
      <Text span size="xs" c={presence === 1 ? undefined : presence === 0 ? 'red.9' : 'orange.9'} fw={presence === 1 ? undefined : 600}>
        {presence === -1 ? t.unknown : presence === 1 ? t.present : t.absent}
      </Text>
      {ago ? ` · ${ago}` : ''}
    </>
  );
}

/**
 * /trainingpresences/{id} (spec 02 section 2): the trainees with their presence and what they said
 * beforehand, the total present, a back button, and while open the 'Traint mee' selector.
 */
export function TrainingPresencesPage({ id }: { id: string }) {
  const eventId = Number(id) || 0;
  const showError = useShowError();
  const list = useCall(PRESENCES, { event_id: eventId }, { enabled: eventId > 0 });
  useErrorDialogFor(list.error, t.errorTitle, t.presencesLoadFailed);
  const update = useCallMutation('training/updateTrainingPresence', {
    updates: (cache, answer, body) => {
      cache.set(PRESENCES, { event_id: body.event_id }, answer);
      momentIntoList(cache, answer.data.moment);
    },
    onError: (error) => showError(t.errorTitle, messageOf(error, t.presenceFailed)),
  });
  const data = list.data?.data;
  const open = (data?.moment.trainingStatus ?? 2) < 2;
  const busy = update.isPending ? (update.variables?.member_id ?? 0) : 0;
  const toggle = (p: TrainingPresence) => update.mutate({ event_id: eventId, member_id: p.memberId, presence: nextPresence(p.presence) });

  return (
    <Stack gap="md" maw={640}>
      <Group justify="space-between">
        <Title order={1}>{t.presencesTitle}</Title>
        <Button variant="default" component="a" href={hrefOf(listPath())}>
          {t.back}
        </Button>
      </Group>
      {!data ? (
        list.isPending && eventId > 0 ? <Spinner /> : null
      ) : (
        <>
          <Text fw={600}>
            {data.moment.title} · {data.moment.moment} · {data.moment.trainingGroup}
          </Text>
          {!open && <Alert color="gray">{t.locked}</Alert>}
          <Card withBorder padding="sm" component="section" aria-label={t.presencesTitle}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600} aria-live="polite">
                  {t.total(presentCount(data.presences), data.presences.length)}
                </Text>
                <RefreshButton size="xs" onRefresh={list.refresh} loading={list.isFetching} />
              </Group>
              {data.presences.length === 0 && <Text size="sm">{t.noTrainees}</Text>}
              {data.presences.map((p) => (
                <Group key={p.memberId} gap="xs" justify="space-between" wrap="nowrap" data-presence={p.presence}>
                  <Checkbox
                    label={p.memberName}
                    checked={p.presence === 1}
                    disabled={!open || busy === p.memberId}
                    onChange={() => toggle(p)}
                    description={<PresenceLine presence={p.presence} nrOfEventsAgo={p.nrOfEventsAgo} />}
                  />
                  <Group gap={4} wrap="nowrap">
                    {p.reserved !== 0 && (
                      <Badge variant="light" color={p.reserved === 1 ? 'green.9' : 'red.9'} title={p.remark}>
                        {t.expected[p.reserved]}
                        {p.remark ? `: ${p.remark}` : ''}
                      </Badge>
                    )}
                    {p.extra && (
                      <Badge variant="outline" color="gray.7" c="gray.9">
                        {t.extra}
                      </Badge>
                    )}
                  </Group>
                </Group>
              ))}
            </Stack>
          </Card>
          {open && data.candidates.length > 0 && (
            <Dropdown
              label={t.trainsAlong}
              data={data.candidates.map((c) => ({ value: String(c.memberId), label: c.memberName }))}
              value={null}
              disabled={update.isPending}
              onChange={(v) => update.mutate({ event_id: eventId, member_id: Number(v), presence: 1 })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
