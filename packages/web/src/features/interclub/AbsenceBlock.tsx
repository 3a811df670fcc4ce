import type { Meeting, MemberAbsence, TeamConfirmationOption } from '@clubhuis/contract/entities/interclub';
import { deniedNames } from './meetingStatus';
import { interclubTexts as t } from './messages';

interface AbsenceBlockProps {
  meeting: Meeting;
  /** The selected member's absence on the meeting's date. */
  absence: MemberAbsence | undefined;
  options: readonly TeamConfirmationOption[];
}

/** The selected member's reported absence that day, and who of the team said they cannot play. */
export function AbsenceBlock({ meeting, absence, options }: AbsenceBlockProps) {
  const denied = deniedNames(meeting);
  if (!absence && denied.length === 0) return null;
  const reason = absence && [options.find((o) => o.id === absence.confirmationOption)?.description, absence.remark];
  return (
    <div>
      {reason && (
        <p className="meeting-sm meeting-warn">
          <b>{t.absentOn}{t.colon}</b> {reason.filter(Boolean).join(' – ')}
        </p>
      )}
      {denied.length > 0 && (
        <p className="meeting-sm">
          <b>{t.deniedBy}{t.colon}</b> {denied.join(', ')}
        </p>
      )}
    </div>
  );
}
