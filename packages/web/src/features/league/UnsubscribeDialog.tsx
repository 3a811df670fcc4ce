import { MAX_LEAGUE_REMARKS } from '@clubhuis/contract/rules/league';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
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

/** Unsubscribe (spec 02 section 5): a reason to pick (not checked) and the remarks, required. */
export function UnsubscribeDialog({ subscriptionId, onClose, onDone }: { subscriptionId: number; onClose: () => void; onDone: (done: ActionDone) => void }) {
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [remarks, setRemarks] = useState('');
  const showError = useShowError();
  const reasons = useCall('teamcomposition/absencereasonList', {});
  useErrorDialogFor(reasons.error, leagueTexts.errorTitle, t.reasonsFailed);
  const save = useLeagueAction('league/unSubscribe.php', (done) => {
    onClose();
    onDone(done);
  });
  const submit = () => {
    // Spec 02 section 8: warnings too show in the 'Fout/waarschuwing' popup, and nothing is sent.
    if (remarks.trim() === '') return showError(leagueTexts.errorTitle, t.remarksRequired);
    save.mutate({ subscriptionid: subscriptionId, absencereasonid: Number(reasonId ?? 0), remarks: remarks.trim() });
  };
  return (
    <Modal opened onClose={onClose} title={t.unsubscribeTitle} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Text size="sm">{t.unsubscribeIntro}</Text>
        <Dropdown label={t.reason} data={(reasons.data ?? []).map((r) => ({ value: String(r.id), label: r.description }))} value={reasonId} onChange={setReasonId} />
        <Textarea label={t.unsubscribeRemarks} value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} rows={3} maxLength={MAX_LEAGUE_REMARKS} />
        <DialogFooter onClose={onClose} onSubmit={submit} pending={save.isPending} submitLabel={t.confirmUnsubscribe} color="red" />
      </Stack>
    </Modal>
  );
}
