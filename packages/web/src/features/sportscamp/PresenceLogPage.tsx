import type { CampLogChild } from '@clubhuis/contract/entities/sportscamp';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { __iconNode as iconChevronLeft } from '@tabler/icons-react/icons/IconChevronLeft';
import { __iconNode as iconChevronRight } from '@tabler/icons-react/icons/IconChevronRight';
import { Icon } from '../../ui/Icon';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { Dropdown } from '../../ui/Dropdown';
import { QueryState } from '../../ui/QueryState';
import { sportsCampTexts as t } from './messages';
import '@mantine/core/styles/Card.css';
import { RefreshButton } from '../../ui/RefreshButton';

/** Checked in on the day: the last check-in tap of either half day was not undone. */
const checkedIn = (c: CampLogChild) => c.events.some((e) => e.action === 'checkIn' && e.value);

/**
 * /sportscamplog (beyond the spec, issue 28 item 16): who checked which child in and out on one camp
 * day, for that camp's trainers and the administrator; one day at a time, starting today (the server
 * picks the camp and day when none is chosen). No medication or contact data: the server sends none.
 */
export function PresenceLogPage() {
  const [choice, setChoice] = useState<{ sportsCampId?: number; campDate?: string }>({});
  const log = useCall('sportscamp/presenceLog', choice);
  useErrorDialogFor(log.error, t.errorTitle, t.logLoadFailed);
  const data = log.data;
  const camp = data?.camps.find((c) => c.sportsCampId === data.sportsCampId);
  const day = (campDate: string) => camp && setChoice({ sportsCampId: camp.sportsCampId, campDate });

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t.logTitle}</Title>
      <Text size="sm" c="dimmed">
        {t.logIntro}
      </Text>
      {!data ? (
        <QueryState skeleton="cards" query={log} />
      ) : !camp ? (
        <Text>{t.noCamps}</Text>
      ) : (
        <>
          {data.camps.length > 1 && (
            <Dropdown
              label={t.camp}
              data={data.camps.map((c) => ({ value: String(c.sportsCampId), label: c.title }))}
              value={String(camp.sportsCampId)}
              onChange={(v) => setChoice({ sportsCampId: Number(v) })}
            />
          )}
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Button variant="default" size="xs" px={8} aria-label={t.previousDay} disabled={data.campDate <= camp.dateFrom} onClick={() => day(addDays(data.campDate, -1))} leftSection={<Icon node={iconChevronLeft} size={16} />}>
              {t.previous}
            </Button>
            <Text fw={600} ta="center" aria-live="polite">
              {t.logDay(data.campDate)}
            </Text>
            <Button variant="default" size="xs" px={8} aria-label={t.nextDay} disabled={data.campDate >= camp.dateTill} onClick={() => day(addDays(data.campDate, 1))} rightSection={<Icon node={iconChevronRight} size={16} />}>
              {t.next}
            </Button>
          </Group>
          <Group justify="space-between">
            <Text size="sm">
              {camp.title} · {t.logCount(data.children.filter(checkedIn).length, data.children.length)}
            </Text>
            <RefreshButton size="xs" loading={log.isFetching} onRefresh={log.refresh} />
          </Group>
          {data.children.length === 0 && <Text>{t.noLogChildren}</Text>}
          {data.children.map((c) => (
            <Card key={c.subscriptionId} withBorder padding="xs" component="article" aria-label={c.name}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
                <Text fw={600}>{c.name}</Text>
                <Text size="xs" c="dimmed">
                  {c.group}
                </Text>
              </Group>
              {c.events.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t.nothingLogged}
                </Text>
              ) : (
                c.events.map((e, i) => (
                  <Text key={i} size="sm">
                    {t.logLine(e.ampm, e.action, e.value, brusselsClock(new Date(e.at)).time, e.by)}
                  </Text>
                ))
              )}
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
}
