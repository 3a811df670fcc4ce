import type { ResponseOf } from '@clubhuis/contract/catalogue';
import type { NotificationKind } from '@clubhuis/contract/rules/notifications';
import { Card, Stack, Text, Title } from '@mantine/core';
import { messageOf } from '../../api/ApiError';
import { useCachedAnswers, useCall, useCallMutation } from '../../api/calls';
import { useConfig } from '../../config/useConfig';
import { useShowError } from '../../errors/useShowError';
import { useSession } from '../../session/sessionStore';
import { useMyMembers } from '../../session/useMyMembers';
import { PlainSwitch } from '../../ui/PlainSwitch';
import { QueryState } from '../../ui/QueryState';
import { shownKinds } from './kinds';
import { notificationTexts as t } from './messages';
import { useDevicePush } from './useDevicePush';
import '@mantine/core/styles/Card.css';
import './notifications.css';

type Preferences = ResponseOf<'notifications/preferences'>;

/**
 * /meldingen (issue 31): notifications on this device, what the account is told about (one switch for
 * all, one per kind; an account's choices cover its linked members), and the weekly e-mail.
 */
export function NotificationsPage() {
  const config = useConfig();
  const { user } = useSession();
  const memberCount = useMyMembers().length;
  const device = useDevicePush();
  const body = { endpoint: device.endpoint ?? '' };
  const prefs = useCall('notifications/preferences', body, { enabled: device.endpoint !== null });
  const cache = useCachedAnswers();
  const showError = useShowError();
  const save = useCallMutation('notifications/setPreferences', {
    // The switch moves at the tap; the answer confirms it, a refusal puts it back.
    onMutate: (sent) => {
      const before = prefs.data;
      if (before) cache.set('notifications/preferences', body, { ...before, all: Boolean(sent.all), kinds: sent.kinds as Preferences['kinds'] });
      return before;
    },
    updates: (c, answer) => c.set('notifications/preferences', body, answer),
    onError: (error, _sent, before) => {
      if (before) cache.set('notifications/preferences', body, before);
      showError(t.errorTitle, messageOf(error, t.saveFailed));
    },
  });
  const weekly = useCall('home/weeklyMail', {}, { retry: false });
  const setWeekly = useCallMutation('home/setWeeklyMail', {
    updates: (c, answer) => c.set('home/weeklyMail', {}, answer),
    onError: (error) => showError(t.errorTitle, messageOf(error, t.saveFailed)),
  });
  const kinds = user ? shownKinds(config, user) : [];

  const deviceOn = (p: Preferences) => device.endpoint !== '' && device.endpoint !== null && p.device;
  const deviceText = (p: Preferences | undefined) => {
    if (device.support === 'needsInstall') return t.needsInstall;
    if (device.support === 'unsupported') return t.unsupported;
    if (device.problem) return t[device.problem];
    if (device.busy || !p) return t.deviceBusy;
    return deviceOn(p) ? t.deviceOn : t.deviceOff;
  };
  const choose = (p: Preferences, all: boolean, kind?: NotificationKind, on?: boolean) =>
    save.mutate({ all, kinds: kind ? { ...p.kinds, [kind]: on } : p.kinds, endpoint: body.endpoint });

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t.title}</Title>
      <Card withBorder padding="md">
        <Stack gap="xs">
          <PlainSwitch
            label={t.deviceTitle}
            checked={prefs.data ? deviceOn(prefs.data) : false}
            disabled={device.support !== 'ok' || device.busy || device.endpoint === null || !prefs.data}
            onChange={(on) => void (on ? device.turnOn() : device.turnOff())}
          />
          <Text size="sm" c={device.problem || device.support !== 'ok' ? 'orange.9' : 'dimmed'} role="status">
            {deviceText(prefs.data)}
          </Text>
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Title order={2} mb="xs">
          {t.choicesTitle}
        </Title>
        <QueryState query={prefs}>
          {(p) => (
            <Stack gap="sm">
              <PlainSwitch label={t.all} checked={p.all} onChange={(all) => choose(p, all)} />
              <ul className="notification-kinds" aria-label={t.choicesTitle}>
                {kinds.map((kind) => (
                  <li key={kind}>
                    <PlainSwitch label={t.kinds[kind]} checked={p.all && p.kinds[kind]} disabled={!p.all} onChange={(on) => choose(p, true, kind, on)} />
                  </li>
                ))}
              </ul>
              {!p.all && <Text size="sm">{t.allOffHint}</Text>}
              <Text size="sm" c="dimmed">
                {t.quietHours}
                {memberCount > 1 ? ` ${t.forLinkedMembers}` : ''}
              </Text>
            </Stack>
          )}
        </QueryState>
      </Card>
      {weekly.data && (
        <Card withBorder padding="md">
          <Title order={2} mb="xs">
            {t.mailTitle}
          </Title>
          <Stack gap="xs">
            <PlainSwitch label={t.weeklyMail} checked={weekly.data.on} disabled={setWeekly.isPending} onChange={(on) => setWeekly.mutate({ on })} />
            <Text size="sm" c="dimmed">
              {t.weeklyMailHint}
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
