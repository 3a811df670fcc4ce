import type { Meeting } from '@clubhuis/contract/entities/interclub';
import { CORRECT_COMPOSITION, MAX_REMARKS } from '@clubhuis/contract/rules/interclub';
import { Box, Button, Checkbox, CloseButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useConfirmationOptions } from '../../session/useConfirmationOptions';
import { messageOf } from '../../api/ApiError';
import { useShowError } from '../../errors/useShowError';
import { Dropdown } from '../../ui/Dropdown';
import { CompositionLogList } from './CompositionLogList';
import { answersOf, compositionBody, initialSlots, slotOptions, type CompositionSlots } from './compositionSlots';
import { useCall, useCallMutation } from '../../api/calls';
import { storeMeeting } from './interclubQueries';
import { hasWarning } from './meetingStatus';
import { interclubTexts as t } from './messages';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';

type Kind = keyof CompositionSlots;

/**
 * The captain's line-up form (spec 01 sections 4 and 5): players and reserves from the team's players
 * list, remarks, an optional e-mail to all players, and the log of earlier changes. A verdict other
 * than 'Correcte teamopstelling' is shown as a warning ('Fout/waarschuwing') and the form stays open.
 */
interface CompositionFormProps {
  meeting: Meeting;
  onClose: () => void;
  /** The server's confirmation of the mail ('De opstelling werd gemaild naar 5 spelers.'), for the card. */
  onMailed: (message: string) => void;
}

export function CompositionForm({ meeting, onClose, onMailed }: CompositionFormProps) {
  const showError = useShowError();
  const players = useCall('team/playersList', { id: meeting.teamId });
  useErrorDialogFor(players.error, t.errorTitle, t.playersLoadFailed);
  const options = useConfirmationOptions();
  const answers = answersOf(meeting, options);
  const [slots, setSlots] = useState(() => initialSlots(meeting));
  const [remarks, setRemarks] = useState(meeting.remarks);
  const [mail, setMail] = useState(false);
  const [showAll, setShowAll] = useState(false);

  // Mails the saved line-up to players and reserves (flags 3); its failure is told beside the verdict.
  const mailing = useCallMutation('teamcomposition/mail');
  const mailPlayers = () =>
    mailing.mutateAsync({ teamcalendar_id: meeting.id, flags: 3 }).then(
      (answer) => ({ sent: answer.message, mailError: null }),
      (error: unknown) => ({ sent: '', mailError: error }),
    );
  const save = useCallMutation('teamcomposition/update', {
    updates: (cache, answer) => {
      storeMeeting(cache, answer.meeting);
      void cache.invalidate('teamcomposition/compositionLog', { teamcalendar_id: meeting.id }, true);
    },
    onSuccess: async (answer) => {
      // The line-up is saved (also with a warning): the players get the saved one by mail.
      const { sent, mailError } = mail ? await mailPlayers() : { sent: '', mailError: null };
      if (sent) onMailed(sent);
      const verdict = answer.error;
      const warning = verdict !== CORRECT_COMPOSITION ? verdict : '';
      const problems = [warning, mailError ? messageOf(mailError, t.compositionMailFailed) : ''].filter(Boolean);
      if (problems.length > 0) showError(t.compositionErrorTitle, problems.join('\n\n'));
      if (!warning) onClose();
    },
    onError: (error) => showError(t.compositionErrorTitle, messageOf(error, t.compositionSaveFailed)),
  });

  const setSlot = (kind: Kind, index: number, id: number) =>
    setSlots((s) => ({ ...s, [kind]: s[kind].map((old, i) => (i === index ? id : old)) }));

  const slotField = (kind: Kind, index: number) => {
    const label = kind === 'players' ? t.player(index + 1) : t.reserve(index + 1);
    const current = slots[kind][index];
    return (
      <Group key={`${kind}${index}`} gap={4} wrap="nowrap" align="flex-end">
        <Box style={{ flex: 1 }}>
          <Dropdown
            label={label}
            data={slotOptions(players.data ?? [], meeting, slots, current, answers, showAll)}
            value={current > 0 ? String(current) : null}
            onChange={(value) => setSlot(kind, index, Number(value))}
          />
        </Box>
        <CloseButton
          aria-label={t.clearSlot(label)}
          onClick={() => setSlot(kind, index, 0)}
          mb={4}
          style={{ visibility: current > 0 ? 'visible' : 'hidden' }}
        />
      </Group>
    );
  };

  return (
    <Modal opened onClose={onClose} title={t.compositionTitle} zIndex={MODAL_Z_INDEX} closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Text size="sm">
          {meeting.team} – {meeting.meeting} – {meeting.dateDescription}
        </Text>
        {hasWarning(meeting) && (
          <Text size="sm" c="orange.9" role="status">
            {meeting.error}
          </Text>
        )}
        {meeting.sport === 'tabletennis' && (
          <Checkbox label={t.showAllPlayers} checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)} />
        )}
        {slots.players.map((_, i) => slotField('players', i))}
        {slots.reserves.map((_, i) => slotField('reserves', i))}
        <Textarea
          label={t.remarks}
          value={remarks}
          maxLength={MAX_REMARKS}
          autosize
          minRows={2}
          onChange={(e) => setRemarks(e.currentTarget.value)}
        />
        <Checkbox label={t.mailPlayers} checked={mail} onChange={(e) => setMail(e.currentTarget.checked)} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate(compositionBody(meeting.id, slots, remarks))}>
            {t.saveComposition}
          </Button>
        </Group>
        <CompositionLogList meetingId={meeting.id} />
      </Stack>
    </Modal>
  );
}
