import type { Meeting } from '@clubhuis/contract/entities/interclub';
import { composesTeam, MAX_REMARKS } from '@clubhuis/contract/rules/interclub';
import { Button, Checkbox, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useConfirmationOptions } from '../../session/useConfirmationOptions';
import { useSession } from '../../session/sessionStore';
import { displayName, useSelectedMember } from '../../session/useMyMembers';
import { Dropdown } from '../../ui/Dropdown';
import { composeRights } from './composeRights';
import { answerCandidates, asksCanDrive, confirmationCall, initialAnswer, type ConfirmationCall } from './confirmationAnswer';
import { useCachedAnswers, useCall } from '../../api/calls';
import { useMeetingMutation } from './interclubQueries';
import { interclubTexts as t } from './messages';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';

interface ConfirmationFormProps {
  meeting: Meeting;
  memberId: number;
  onClose: () => void;
}

/**
 * The 'Team confirmations' screen as a dialog: the answer (confirmation option), remarks and, for an
 * away meeting the member plays, whether they can drive. Composers of the team may answer for its players.
 */
export function ConfirmationForm({ meeting, memberId, onClose }: ConfirmationFormProps) {
  const { user } = useSession();
  const selected = useSelectedMember();
  const rights = composeRights(user);
  const options = useConfirmationOptions();
  const players = useCall('team/playersList', { id: meeting.teamId }, { enabled: composesTeam(rights, meeting.captain) });
  useErrorDialogFor(players.error, t.errorTitle, t.playersLoadFailed);

  const [forId, setForId] = useState(memberId);
  const [answer, setAnswer] = useState(() => initialAnswer(meeting, memberId, options));
  const cache = useCachedAnswers();
  const saved = () => {
    void cache.invalidate('teamcomposition/absenceList', { member_id: forId }, true);
    onClose();
  };
  // Yes or no are two calls (confirmationCall picks one); both answer the meeting.
  const participate = useMeetingMutation('teamcomposition/participateMeeting', t.confirmationFailed, saved);
  const deny = useMeetingMutation('teamcomposition/denyMeeting', t.confirmationFailed, saved);
  const save = (call: ConfirmationCall) => (call.path === 'teamcomposition/participateMeeting' ? participate : deny).mutate(call.body);

  const candidates = answerCandidates(rights, meeting, memberId);
  const nameOf = (id: number) =>
    (id === selected?.memberId ? displayName(selected) : undefined) ??
    players.data?.find((p) => p.id === id)?.playerName ??
    meeting.confirmations.find((c) => c.memberId === id)?.memberName ??
    String(id);
  const chosen = options.find((o) => o.id === answer.optionId);

  return (
    <Modal opened onClose={onClose} title={t.confirmationTitle} zIndex={MODAL_Z_INDEX} closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Text size="sm">
          {meeting.meeting} – {meeting.dateDescription} {t.at} {meeting.playTime}
        </Text>
        {candidates.length > 1 && (
          <Dropdown
            label={t.answerFor}
            data={candidates.map((id) => ({ value: String(id), label: nameOf(id) }))}
            value={String(forId)}
            onChange={(value) => {
              setForId(Number(value));
              setAnswer(initialAnswer(meeting, Number(value), options));
            }}
          />
        )}
        <Radio.Group
          label={t.confirmationOption}
          value={String(answer.optionId)}
          onChange={(value) => setAnswer({ ...answer, optionId: Number(value) })}
        >
          <Stack gap={6} mt={4}>
            {options.map((o) => (
              <Radio key={o.id} value={String(o.id)} label={o.description} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t.remarks}
          value={answer.remarks}
          maxLength={MAX_REMARKS}
          autosize
          minRows={2}
          onChange={(event) => setAnswer({ ...answer, remarks: event.currentTarget.value })}
        />
        {asksCanDrive(meeting, chosen) && (
          <Checkbox
            label={t.canDrive}
            checked={answer.canDrive}
            onChange={(event) => setAnswer({ ...answer, canDrive: event.currentTarget.checked })}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            loading={participate.isPending || deny.isPending}
            disabled={!chosen}
            onClick={() => save(confirmationCall(meeting, forId, answer, options))}
          >
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
