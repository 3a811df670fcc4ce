import { Modal, Stack, Text } from '@mantine/core';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { QueryState } from '../../ui/QueryState';
import { leagueTexts, playerResultsTexts as t } from './messages';
import { OutcomeIcon, PlayerName, type Outcome } from './PlayerName';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

/** A poule player's individual results (league/playerResults.php): per period its matches and how each went. */
export function PlayerResultsDialog({ leagueId, memberId, name, onClose }: { leagueId: number; memberId: number; name: string; onClose: () => void }) {
  const results = useCall('league/playerResults.php', { leagueid: leagueId, memberid: memberId });
  useErrorDialogFor(results.error, leagueTexts.errorTitle, t.loadFailed);
  const series = Object.entries(results.data ?? {}).sort(([a], [b]) => Number(a) - Number(b));
  return (
    <Modal opened onClose={onClose} title={t.title(name)} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': leagueTexts.close }}>
      <QueryState query={results} empty={t.none} isEmpty={() => series.length === 0}>
        {() => (
          <Stack gap="sm">
            {series.map(([serie, rows]) => (
              <Stack key={serie} gap={2}>
                <Text fw={600} size="sm">
                  {t.serie(serie, rows[0]!.period, rows[0]!.poule)}
                </Text>
                {rows.map((r) => {
                  const outcome: Outcome = r.won ? 'won' : r.lost ? 'lost' : r.draw ? 'draw' : 'open';
                  // Who played: a replaced player struck through, its replacement after the arrow.
                  const name = (i: number) => <PlayerName name={r.players[i]!.name} replacementName={r.players[i]!.replacementId > 0 ? r.players[i]!.replacementName : ''} />;
                  return (
                    <Text key={`${r.leaguePouleId}-${r.matchIndex}`} size="sm" data-result={outcome}>
                      {r.matchIndex}. {name(0)} / {name(1)} – {name(2)} / {name(3)}: {r.games ? <>{r.games} <OutcomeIcon outcome={outcome} /></> : t.open}
                    </Text>
                  );
                })}
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
