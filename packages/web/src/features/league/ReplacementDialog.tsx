import type { Poule } from '@clubhuis/contract/entities/league';
import { Checkbox, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { maySignOut, mayUndoSignOut, MAX_LEAGUE_REMARKS } from '@clubhuis/contract/rules/league';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
import { useSession } from '../../session/sessionStore';
import { Dropdown } from '../../ui/Dropdown';
import { DialogFooter } from '../../ui/DialogFooter';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { leagueActionTexts as t, leagueTexts } from './messages';
import { useLeagueAction, type ActionDone } from './useLeagueAction';
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
 * only with both a player and a replacement chosen. 'Leaves the league for good' is offered only for
 * the user's own member or to a league manager (maySignOut); a league manager also sees the players
 * who left and can undo that (issue 28).
 */
export function ReplacementDialog({ poule, onClose, onDone }: { poule: Poule; onClose: () => void; onDone: (done: ActionDone) => void }) {
  const [playerId, setPlayerId] = useState<string | null>(null);
  const [mode, setMode] = useState<'set' | 'cancel'>('set');
  const [replacementId, setReplacementId] = useState<string | null>(null);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [remarks, setRemarks] = useState('');
  const [quits, setQuits] = useState(false);
  const showError = useShowError();
  // Spec 02 section 8: warnings too show in the 'Fout/waarschuwing' popup, and nothing is sent.
  const warn = (text: string) => showError(leagueTexts.errorTitle, text);
  const members = useCall('member/getList.php', { allmembers: true });
  useErrorDialogFor(members.error, leagueTexts.errorTitle, t.membersFailed);
  const reasons = useCall('teamcomposition/absencereasonList', {});
  useErrorDialogFor(reasons.error, leagueTexts.errorTitle, t.reasonsFailed);
  const finish = (done: ActionDone) => {
    onClose();
    onDone(done);
  };
  const save = useLeagueAction('league/replacePoulePlayer.php', finish);
  const undoQuit = useLeagueAction('league/undoQuitsLeague.php', finish);
  const { user } = useSession();
  const viewer = { memberIds: user?.memberIds ?? [], enterAnyLeagueResult: user?.enterAnyLeagueResult ?? false };
  const manager = mayUndoSignOut(viewer);
  const player = poule.poulePlayers.find((p) => String(p.poulePlayerId) === playerId);
  const left = !!player && player.status === 9;
  const cancelling = mode === 'cancel' && !!player && player.replacementId > 0;
  const mayQuit = !!player && maySignOut(viewer, player.memberId);
  const taken = new Set(poule.poulePlayers.flatMap((p) => [p.memberId, p.replacementId]));
  const candidates = (members.data ?? []).filter((m) => !taken.has(m.memberId)).map((m) => ({ value: String(m.memberId), label: m.memberName }));

  const submit = () => {
    if (!player) return warn(t.choosePlayer);
    if (left) return undoQuit.mutate({ pouleplayerid: player.poulePlayerId });
    if (cancelling) return save.mutate({ pouleplayerid: player.poulePlayerId, replace: 0 });
    if (!replacementId) return warn(t.chooseBoth);
    save.mutate({
      pouleplayerid: player.poulePlayerId,
      replace: 1,
      replacementid: Number(replacementId),
      absencereasonid: Number(reasonId ?? 0),
      remarks: remarks.trim(),
      quitsleague: quits && mayQuit ? 1 : 0,
    });
  };
  return (
    <Modal opened onClose={onClose} title={t.replaceTitle} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Dropdown
          label={t.playerToReplace}
          data={poule.poulePlayers
            .filter((p) => p.status !== 9 || manager)
            .map((p) => ({ value: String(p.poulePlayerId), label: p.status === 9 ? t.leftLabel(p.memberName) : p.replacementId ? `${p.memberName} (${p.replacementName})` : p.memberName }))}
          value={playerId}
          onChange={(v) => {
            setPlayerId(v);
            setMode('set');
          }}
        />
        {left && <Text>{t.leftExplained}</Text>}
        {!left && player && player.replacementId > 0 && (
          <Radio.Group label={t.replacementMode} value={mode} onChange={(v) => setMode(v as 'set' | 'cancel')}>
            <Group gap="md" mt={4}>
              <Radio value="set" label={t.setReplacement} />
              <Radio value="cancel" label={t.cancelReplacement} />
            </Group>
          </Radio.Group>
        )}
        {!cancelling && !left && (
          <>
            <Dropdown label={t.replacement} data={candidates} value={replacementId} onChange={setReplacementId} />
            <Dropdown label={t.reason} data={(reasons.data ?? []).map((r) => ({ value: String(r.id), label: r.description }))} value={reasonId} onChange={setReasonId} />
            <Textarea label={t.remarks} value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} rows={2} maxLength={MAX_LEAGUE_REMARKS} />
            {mayQuit && <Checkbox label={t.quitsLeague} checked={quits} onChange={(e) => setQuits(e.currentTarget.checked)} />}
          </>
        )}
        <DialogFooter onClose={onClose} onSubmit={submit} pending={save.isPending || undoQuit.isPending} submitLabel={left ? t.undoQuit : cancelling ? t.cancelReplacement : t.save} />
      </Stack>
    </Modal>
  );
}
