import type { Poule } from '@clubhuis/contract/entities/league';
import { Checkbox, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { Dropdown } from '../../ui/Dropdown';
import { DialogFooter } from '../../ui/DialogFooter';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { leagueActionTexts as t, leagueTexts } from './messages';
import { useLeagueAction } from './useLeagueAction';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';

/**
 * Replacement (spec 02 sections 4 and 5): the player to replace, then a replacement with an optional
 * reason and remarks, or the cancellation of its replacement (offered only when it has one). Sent
 * only with both a player and a replacement chosen.
 */
export function ReplacementDialog({ poule, onClose, onDone }: { poule: Poule; onClose: () => void; onDone: (message: string) => void }) {
  const [playerId, setPlayerId] = useState<string | null>(null);
  const [mode, setMode] = useState<'set' | 'cancel'>('set');
  const [replacementId, setReplacementId] = useState<string | null>(null);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [remarks, setRemarks] = useState('');
  const [quits, setQuits] = useState(false);
  const [warning, setWarning] = useState('');
  const members = useCall('member/getList.php', { allmembers: true });
  useErrorDialogFor(members.error, leagueTexts.errorTitle, t.membersFailed);
  const reasons = useCall('teamcomposition/absencereasonList', {});
  useErrorDialogFor(reasons.error, leagueTexts.errorTitle, t.reasonsFailed);
  const save = useLeagueAction('league/replacePoulePlayer.php', t.replacementFailed, (message) => {
    onClose();
    onDone(message);
  });
  const player = poule.poulePlayers.find((p) => String(p.poulePlayerId) === playerId);
  const cancelling = mode === 'cancel' && !!player && player.replacementId > 0;
  const taken = new Set(poule.poulePlayers.flatMap((p) => [p.memberId, p.replacementId]));
  const candidates = (members.data ?? []).filter((m) => !taken.has(m.memberId)).map((m) => ({ value: String(m.memberId), label: m.memberName }));

  const submit = () => {
    if (!player) return setWarning(t.choosePlayer);
    if (cancelling) return save.mutate({ pouleplayerid: player.poulePlayerId, replace: 0 });
    if (!replacementId) return setWarning(t.chooseBoth);
    setWarning('');
    save.mutate({
      pouleplayerid: player.poulePlayerId,
      replace: 1,
      replacementid: Number(replacementId),
      absencereasonid: Number(reasonId ?? 0),
      remarks: remarks.trim(),
      quitsleague: quits ? 1 : 0,
    });
  };
  return (
    <Modal opened onClose={onClose} title={t.replaceTitle} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Dropdown
          label={t.playerToReplace}
          data={poule.poulePlayers.filter((p) => p.status !== 9).map((p) => ({ value: String(p.poulePlayerId), label: p.replacementId ? `${p.memberName} (${p.replacementName})` : p.memberName }))}
          value={playerId}
          onChange={(v) => {
            setPlayerId(v);
            setMode('set');
          }}
        />
        {player && player.replacementId > 0 && (
          <Radio.Group label={t.replacementMode} value={mode} onChange={(v) => setMode(v as 'set' | 'cancel')}>
            <Group gap="md" mt={4}>
              <Radio value="set" label={t.setReplacement} />
              <Radio value="cancel" label={t.cancelReplacement} />
            </Group>
          </Radio.Group>
        )}
        {!cancelling && (
          <>
            <Dropdown label={t.replacement} data={candidates} value={replacementId} onChange={setReplacementId} />
            <Dropdown label={t.reason} data={(reasons.data ?? []).map((r) => ({ value: String(r.id), label: r.description }))} value={reasonId} onChange={setReasonId} />
            <Textarea label={t.remarks} value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} rows={2} maxLength={400} />
            <Checkbox label={t.quitsLeague} checked={quits} onChange={(e) => setQuits(e.currentTarget.checked)} />
          </>
        )}
        <DialogFooter warning={warning} onClose={onClose} onSubmit={submit} pending={save.isPending} submitLabel={cancelling ? t.cancelReplacement : t.save} />
      </Stack>
    </Modal>
  );
}
