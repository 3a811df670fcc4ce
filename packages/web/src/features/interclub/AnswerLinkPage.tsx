import type { LinkMeeting } from '@clubhuis/contract/entities/interclubLink';
import { MAX_REMARKS } from '@clubhuis/contract/rules/interclub';
import { Alert, Anchor, Button, Checkbox, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { Spinner } from '../../ui/Spinner';
import { interclubTexts as t } from './messages';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import './meetingCard.css';

/**
 * /antwoord/{token} (issue 34): a player's personal link from a line-up mail, a notification or the
 * weekly e-mail. Works without a session: the token alone opens this one meeting. A refused link is
 * said calmly on the page, never in the error dialog.
 */
export function AnswerLinkPage({ token }: { token: string }) {
  const shown = useCall('teamcomposition/linkMeeting', { token }, { retry: false, staleTime: Infinity });
  const [answered, setAnswered] = useState<(LinkMeeting & { message: string }) | null>(null);
  const meeting = answered ?? shown.data;
  return (
    <Stack gap="md" maw={520}>
      <Title order={1}>{t.linkTitle}</Title>
      {meeting ? (
        <AnswerForm token={token} meeting={meeting} message={answered?.message ?? ''} onAnswered={setAnswered} />
      ) : shown.isError ? (
        <Alert color="gray" role="status">
          {messageOf(shown.error, t.linkLoadFailed)}
        </Alert>
      ) : (
        <Spinner />
      )}
    </Stack>
  );
}

interface AnswerFormProps {
  token: string;
  meeting: LinkMeeting;
  message: string;
  onAnswered: (answer: LinkMeeting & { message: string }) => void;
}

function AnswerForm({ token, meeting, message, onAnswered }: AnswerFormProps) {
  const [remarks, setRemarks] = useState(meeting.remarks);
  const [canDrive, setCanDrive] = useState(meeting.canDrive);
  const [drive, setDrive] = useState(meeting.drives);
  const save = useCallMutation('teamcomposition/linkAnswer', { onSuccess: onAnswered });
  const current = meeting.options.find((o) => o.id === meeting.confirmationOption);
  const away = meeting.homeout === 'U';
  const answer = (optionId: number, participate: boolean) =>
    save.mutate({ token, confirmationoption: optionId, remarks: remarks.trim(), candrive: away && participate && canDrive, drive: away && participate && canDrive && drive });

  return (
    <>
      <MeetingFacts meeting={meeting} />
      <Text fw={600}>{t.linkFor(meeting.firstName)}</Text>
      <Text role="status" c={message ? 'green.9' : undefined}>
        {message || (current ? t.linkYourAnswer(current.description) : t.linkNoAnswer)}
      </Text>
      {message && current && <Text>{t.linkYourAnswer(current.description)}</Text>}
      <Textarea label={t.linkRemarks} value={remarks} maxLength={MAX_REMARKS} rows={3} onChange={(e) => setRemarks(e.currentTarget.value)} />
      {away && (
        <Stack gap={6}>
          <Checkbox label={t.linkCanDrive} checked={canDrive} onChange={(e) => setCanDrive(e.currentTarget.checked)} />
          {canDrive && (!meeting.driver || meeting.drives) && <Checkbox label={t.linkDrive} checked={drive} onChange={(e) => setDrive(e.currentTarget.checked)} />}
        </Stack>
      )}
      <Stack gap="xs" role="group" aria-label={t.linkChoose}>
        {meeting.options.map((o) => (
          <Button
            key={o.id}
            size="lg"
            fullWidth
            color={o.color || undefined}
            variant={o.id === meeting.confirmationOption ? 'filled' : 'light'}
            aria-pressed={o.id === meeting.confirmationOption}
            loading={save.isPending && save.variables.confirmationoption === o.id}
            onClick={() => answer(o.id, o.participate === 1)}
          >
            {o.description}
          </Button>
        ))}
      </Stack>
      {save.isError && (
        <Alert color="orange" role="alert">
          {messageOf(save.error, t.linkAnswerFailed)}
        </Alert>
      )}
      <Anchor href="#/">{t.linkToApp}</Anchor>
    </>
  );
}

/** The meeting as the link shows it, drawn as /teams' card: names only, no contact details. */
function MeetingFacts({ meeting }: { meeting: LinkMeeting }) {
  const players = meeting.lineUp.filter((p) => !p.reserve);
  const reserves = meeting.lineUp.filter((p) => p.reserve);
  return (
    <article className="meeting-card" aria-label={meeting.team}>
      <div className="meeting-head">
        <div>
          <h2>{meeting.team}</h2>
          <p className="meeting-sm meeting-muted">{meeting.homeout === 'H' ? t.home : t.away}</p>
        </div>
      </div>
      <p className="meeting-sm">{meeting.playTime ? `${meeting.dateDescription} ${t.at} ${meeting.playTime}` : meeting.dateDescription}</p>
      <p className="meeting-strong">
        {meeting.homeTeam} - {meeting.awayTeam}
      </p>
      {meeting.address && (
        <p className="meeting-sm">
          <b>{t.address}{t.colon}</b> {meeting.address}
        </p>
      )}
      <p className="meeting-sm">
        <b>{t.linkLineUp}{t.colon}</b> {players.length ? players.map((p) => p.name).join(', ') : t.linkNoLineUp}
      </p>
      {reserves.length > 0 && (
        <p className="meeting-sm">
          <b>{t.linkReserves}{t.colon}</b> {reserves.map((p) => p.name).join(', ')}
        </p>
      )}
      {meeting.driver && <p className="meeting-sm">{t.linkDriver(meeting.driver)}</p>}
    </article>
  );
}
