import type { Meeting, MemberAbsence } from '@clubhuis/contract/entities/interclub';
import { mayCompose, meetingTime } from '@clubhuis/contract/rules/interclub';
import { Badge, Button } from '@mantine/core';
import { memo, Suspense, useState } from 'react';
import { useConfirmationOptions } from '../../session/useConfirmationOptions';
import { useConfig } from '../../config/useConfig';
import { useSession } from '../../session/sessionStore';
import { lazyPage } from '../../router/lazyPage';
import { AbsenceBlock } from './AbsenceBlock';
import { CarpoolBlock } from './CarpoolBlock';
import { carpoolShown } from './carpoolState';
import { composeRights } from './composeRights';
import { DriverBlock } from './DriverBlock';
import { FollowButton } from './FollowButton';
import { IntermediateScore } from './IntermediateScore';
import { LiveScore } from './LiveScore';
import { wantsLiveScore } from './liveScore';
import { absenceOn, hasWarning, memberStatus, type MemberStatus } from './meetingStatus';
import { interclubTexts as t } from './messages';
import { SafeHtml } from './SafeHtml';
import { ScoreBadge } from './ScoreBadge';
import { toneBadgeStyle } from './toneBadgeStyle';
import { WarningIcon } from './WarningIcon';
import '@mantine/core/styles/Badge.css';
import './meetingCard.css';

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

/** The member's status badge; its label read when the card renders (the active language's). */
const STATUS: Record<MemberStatus, { label: () => string; color: string }> = {
  absent: { label: () => t.statusAbsent, color: 'orange' },
  participating: { label: () => t.statusParticipating, color: 'green' },
  notParticipating: { label: () => t.statusNotParticipating, color: 'gray' },
};

/**
 * One meeting of the line-ups screen (spec 01 section 2). Past meetings offer no actions but the report
 * and calendar. Memoised: the screen renders again while it loads or refreshes (and a store update
 * renders at once, in one task), and then only a card whose meeting changed needs to (issue 16).
 */
export const MeetingCard = memo(function MeetingCard({ meeting, memberId, absences, now }: MeetingCardProps) {
  const config = useConfig();
  const { user } = useSession();
  const options = useConfirmationOptions();
  const [dialog, setDialog] = useState<'confirm' | 'compose' | 'ical' | null>(null);
  const [reportShown, setReportShown] = useState(false);
  const past = meetingTime(meeting.playDate, meeting.playTime, now) === 'past';
  const canCompose = mayCompose(config.teamCompositionsNeedRelease, composeRights(user), meeting, now);
  const status = memberId > 0 ? STATUS[memberStatus(meeting, memberId, absences)] : null;
  const close = () => setDialog(null);
  // What the last action on this card did, when it is not visible otherwise (a mail went out).
  const [notice, setNotice] = useState('');

  return (
    <article className="meeting-card" aria-label={`${meeting.team} ${meeting.weekDescription}`}>
      <div className="meeting-head">
        <div>
          <h2>{meeting.team}</h2>
          <p className="meeting-sm meeting-muted">
            {meeting.weekDescription} · {meeting.homeout === 'H' ? t.home : t.away}
          </p>
        </div>
        <div className="meeting-badges">
          {hasWarning(meeting) && <WarningIcon title={meeting.error} />}
          <ScoreBadge meeting={meeting} />
          <FollowButton teamId={meeting.teamId} team={meeting.team} />
        </div>
      </div>
      <p className="meeting-sm">
        {meeting.playTime ? `${meeting.dateDescription} ${t.at} ${meeting.playTime}` : meeting.dateDescription}
      </p>
      {meeting.frenoyUrl ? (
        <a href={meeting.frenoyUrl} target="_blank" rel="noopener noreferrer" className="meeting-strong">
          {meeting.meeting}
        </a>
      ) : (
        <p className="meeting-strong">{meeting.meeting}</p>
      )}
      {status && (
        <Badge color={status.color} variant="light" style={toneBadgeStyle(status.color)}>
          {status.label()}
        </Badge>
      )}
      <SafeHtml html={meeting.composition} />
      {meeting.remarks && (
        <p className="meeting-sm meeting-lines">
          <b>{t.captainRemarks}{t.colon}</b> {meeting.remarks}
        </p>
      )}
      {meeting.confirmedMembers && (
        <p className="meeting-sm meeting-muted">
          {t.available}{t.colon} {meeting.confirmedMembers}
        </p>
      )}
      <IntermediateScore meeting={meeting} now={now} />
      {/* Only where the site's score is wanted: each one keeps a query of its own. */}
      {wantsLiveScore(meeting, now) && <LiveScore meeting={meeting} now={now} />}
      {meeting.address && (
        <p className="meeting-sm">
          <b>{t.address}{t.colon}</b>{' '}
          {meeting.googleMapsUrl ? (
            <a href={meeting.googleMapsUrl} target="_blank" rel="noopener noreferrer">
              {meeting.address}
            </a>
          ) : (
            meeting.address
          )}
        </p>
      )}
      <DriverBlock meeting={meeting} memberId={memberId} now={now} />
      {carpoolShown(meeting, now) && <CarpoolBlock meeting={meeting} memberId={memberId} />}
      <AbsenceBlock meeting={meeting} absence={absenceOn(absences, meeting.playDate)} options={options} />
      <div className="meeting-row meeting-actions" role="group" aria-label={t.actionsOf(meeting.meeting)}>
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
      </div>
      {notice && (
        <p className="meeting-sm meeting-done" role="status">
          {notice}
        </p>
      )}
      {reportShown && <SafeHtml html={meeting.report} />}
      <Suspense fallback={null}>
        {dialog === 'confirm' && <ConfirmationForm meeting={meeting} memberId={memberId} onClose={close} />}
        {dialog === 'compose' && <CompositionForm meeting={meeting} onClose={close} onMailed={setNotice} />}
        {dialog === 'ical' && <IcalDialog meeting={meeting} memberId={memberId} onClose={close} />}
      </Suspense>
    </article>
  );
});
