import type { Meeting, MemberAbsence } from '@clubhuis/contract/entities/interclub';
import { mayCompose, meetingTime } from '@clubhuis/contract/rules/interclub';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { sessionQueries } from '../../session/sessionQueries';
import { useConfig } from '../../config/useConfig';
import { useSession } from '../../session/sessionStore';
import { lazyPage } from '../../router/lazyPage';
import { AbsenceBlock } from './AbsenceBlock';
import { composeRights } from './composeRights';
import { DriverBlock } from './DriverBlock';
import { IntermediateScore } from './IntermediateScore';
import { LiveScore } from './LiveScore';
import { absenceOn, hasWarning, memberStatus, type MemberStatus } from './meetingStatus';
import { interclubTexts as t } from './messages';
import { SafeHtml } from './SafeHtml';
import { ScoreBadge } from './ScoreBadge';
import { toneBadgeStyle } from './toneBadgeStyle';
import { WarningIcon } from './WarningIcon';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';

// The dialogs load at their button's click: their form pieces are not on the list's first paint.
const ConfirmationForm = lazyPage(() => import('./ConfirmationForm'), 'ConfirmationForm');
const CompositionForm = lazyPage(() => import('./CompositionForm'), 'CompositionForm');
const IcalDialog = lazyPage(() => import('./IcalDialog'), 'IcalDialog');

interface MeetingCardProps {
  meeting: Meeting;
  /** The selected member (0 when the user has none): the one whose status, answers and driving are shown. */
  memberId: number;
  absences: readonly MemberAbsence[];
  now: Date;
}

const STATUS: Record<MemberStatus, { label: string; color: string }> = {
  absent: { label: t.statusAbsent, color: 'orange' },
  participating: { label: t.statusParticipating, color: 'green' },
  notParticipating: { label: t.statusNotParticipating, color: 'gray' },
};

/** One meeting of the line-ups screen (spec 01 section 2). Past meetings offer no actions but the report and calendar. */
export function MeetingCard({ meeting, memberId, absences, now }: MeetingCardProps) {
  const config = useConfig();
  const { user } = useSession();
  const options = useQuery(sessionQueries.confirmationOptions()).data ?? [];
  const [dialog, setDialog] = useState<'confirm' | 'compose' | 'ical' | null>(null);
  const [reportShown, setReportShown] = useState(false);
  const past = meetingTime(meeting.playDate, meeting.playTime, now) === 'past';
  const canCompose = mayCompose(config.teamCompositionsNeedRelease, composeRights(user), meeting, now);
  const status = memberId > 0 ? STATUS[memberStatus(meeting, memberId, absences)] : null;
  const close = () => setDialog(null);
  // What the last action on this card did, when it is not visible otherwise (a mail went out).
  const [notice, setNotice] = useState('');

  return (
    <Card withBorder padding="sm" component="article" aria-label={`${meeting.team} ${meeting.weekDescription}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Title order={2} fz="md">
              {meeting.team}
            </Title>
            <Text size="sm" c="gray.7">
              {meeting.weekDescription} · {meeting.homeout === 'H' ? t.home : t.away}
            </Text>
          </div>
          <Group gap={6} wrap="nowrap">
            {hasWarning(meeting) && <WarningIcon title={meeting.error} />}
            <ScoreBadge meeting={meeting} />
          </Group>
        </Group>
        <Text size="sm">
          {meeting.playTime ? `${meeting.dateDescription} ${t.at} ${meeting.playTime}` : meeting.dateDescription}
        </Text>
        {meeting.frenoyUrl ? (
          <Anchor href={meeting.frenoyUrl} target="_blank" rel="noopener noreferrer" fw={600}>
            {meeting.meeting}
          </Anchor>
        ) : (
          <Text fw={600}>{meeting.meeting}</Text>
        )}
        {status && (
          <Badge color={status.color} variant="light" style={toneBadgeStyle(status.color)}>
            {status.label}
          </Badge>
        )}
        <SafeHtml html={meeting.composition} />
        {meeting.remarks && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            <b>{t.captainRemarks}:</b> {meeting.remarks}
          </Text>
        )}
        {meeting.confirmedMembers && (
          <Text size="sm" c="gray.7">
            {t.available}: {meeting.confirmedMembers}
          </Text>
        )}
        <IntermediateScore meeting={meeting} now={now} />
        <LiveScore meeting={meeting} now={now} />
        {meeting.address && (
          <Text size="sm">
            <b>{t.address}:</b>{' '}
            {meeting.googleMapsUrl ? (
              <Anchor href={meeting.googleMapsUrl} target="_blank" rel="noopener noreferrer" size="sm">
                {meeting.address}
              </Anchor>
            ) : (
              meeting.address
            )}
          </Text>
        )}
        <DriverBlock meeting={meeting} memberId={memberId} now={now} />
        <AbsenceBlock meeting={meeting} absence={absenceOn(absences, meeting.playDate)} options={options} />
        <Group gap="xs" mt={4} role="group" aria-label={t.actionsOf(meeting.meeting)}>
          {!past && memberId > 0 && (
            <Button size="compact-md" onClick={() => setDialog('confirm')}>
              {t.participate}
            </Button>
          )}
          {canCompose && (
            <Button size="compact-md" variant="light" onClick={() => setDialog('compose')}>
              {t.compose}
            </Button>
          )}
          {meeting.report && (
            <Button size="compact-md" variant="default" aria-expanded={reportShown} onClick={() => setReportShown((s) => !s)}>
              {reportShown ? t.hideReport : t.showReport}
            </Button>
          )}
          <Button size="compact-md" variant="default" onClick={() => setDialog('ical')}>
            {t.calendar}
          </Button>
        </Group>
        {notice && (
          <Text size="sm" c="green.9" role="status">
            {notice}
          </Text>
        )}
        {reportShown && <SafeHtml html={meeting.report} />}
      </Stack>
      <Suspense fallback={null}>
        {dialog === 'confirm' && <ConfirmationForm meeting={meeting} memberId={memberId} onClose={close} />}
        {dialog === 'compose' && <CompositionForm meeting={meeting} onClose={close} onMailed={setNotice} />}
        {dialog === 'ical' && <IcalDialog meeting={meeting} memberId={memberId} onClose={close} />}
      </Suspense>
    </Card>
  );
}
