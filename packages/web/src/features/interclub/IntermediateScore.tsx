import type { Meeting } from '@clubhuis/contract/entities/interclub';
import { MAX_INTERMEDIATE_SCORE, meetingTime } from '@clubhuis/contract/rules/interclub';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useMeetingMutation } from './interclubQueries';
import { showsIntermediateScore } from './meetingStatus';
import { interclubTexts as t } from './messages';
import { PlainField } from '../../ui/PlainField';

/**
 * While there is no final score and the meeting is busy or already has an intermediate score, the
 * intermediate score is a button; it opens a field (max 80 characters, Enter does nothing) and 'Bewaar'.
 */
export function IntermediateScore({ meeting, now }: { meeting: Meeting; now: Date }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const save = useMeetingMutation('competition/setIntermediateScore', t.intermediateScoreFailed, () => setEditing(false));
  if (!showsIntermediateScore(meeting, now)) return null;

  // A past day's intermediate score can no longer change (the server refuses it): plain text then.
  if (meetingTime(meeting.playDate, meeting.playTime, now) === 'past') {
    return (
      <p className="meeting-sm">
        <b>{t.intermediateScore}{t.colon}</b> {meeting.intermediateScore}
      </p>
    );
  }

  if (!editing) {
    return (
      <Button
        variant="subtle"
        size="compact-md"
        px={0}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => {
          setValue(meeting.intermediateScore);
          setEditing(true);
        }}
      >
        {meeting.intermediateScore ? `${t.intermediateScore}${t.colon} ${meeting.intermediateScore}` : t.enterIntermediateScore}
      </Button>
    );
  }

  return (
    <div className="meeting-stack">
      <PlainField
        label={t.intermediateScore}
        value={value}
        maxLength={MAX_INTERMEDIATE_SCORE}
        autoFocus
        onChange={setValue}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault(); // spec 01 section 5: Enter is ignored
        }}
      />
      <div className="meeting-row">
        <Button
          size="compact-md"
          loading={save.isPending}
          onClick={() =>
            save.mutate({ id: meeting.id, intermediatescore: value.trim() })
          }
        >
          {t.save}
        </Button>
        <Button size="compact-md" variant="default" onClick={() => setEditing(false)}>
          {t.cancel}
        </Button>
      </div>
    </div>
  );
}
