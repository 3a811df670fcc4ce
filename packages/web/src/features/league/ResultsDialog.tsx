import type { Poule, PouleMatch } from '@clubhuis/contract/entities/league';
import { GAME_SCORE, isGameScore } from '@clubhuis/contract/rules/league';
import { Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
import { DialogFooter } from '../../ui/DialogFooter';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { Spinner } from '../../ui/Spinner';
import { fallbackFor } from './leagueFailure';
import { leagueActionTexts as t, leaguePageTexts, leagueTexts, pouleInformationFallbacks } from './messages';
import { useLeagueAction, type ActionDone } from './useLeagueAction';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';

type Scores = Record<number, [string, string]>;

/** Enter would submit the form half-filled: blocked in the score inputs (spec 02 section 5). */
const blockEnter = (e: KeyboardEvent) => {
  if (e.key === 'Enter') e.preventDefault();
};

/** The matches to send, or the Dutch reason why not: both scores of a match, each an integer 0 to 99. */
export function scoresToSend(pouleMatches: PouleMatch[], scores: Scores): { matches: { id: number; games1: number; games2: number }[] } | { warning: string } {
  const matches = [];
  for (const m of pouleMatches.slice(0, 5)) {
    const [a, b] = (scores[m.pouleGameId] ?? ['', '']).map((s) => s.trim());
    if (a === '' && b === '') continue;
    if (a === '' || b === '') return { warning: t.scoreBoth };
    const [g1, g2] = [Number(a), Number(b)];
    if (![g1, g2].every(isGameScore)) return { warning: t.scoreRange };
    matches.push({ id: m.pouleGameId, games1: g1, games2: g2 });
  }
  return matches.length ? { matches } : { warning: t.scoreNone };
}

/** The form once the poule's information is there: per match the games of both teams, prefilled with what is registered. */
function ResultsForm({ poule, matches, onClose, onDone }: { poule: Poule; matches: PouleMatch[]; onClose: () => void; onDone: (done: ActionDone) => void }) {
  const [scores, setScores] = useState<Scores>(() =>
    Object.fromEntries(matches.map((m) => [m.pouleGameId, [m.games1 === null ? '' : String(m.games1), m.games2 === null ? '' : String(m.games2)]])),
  );
  const showError = useShowError();
  const save = useLeagueAction('league/pouleScore.php', (done) => {
    onClose();
    onDone(done);
  });
  const set = (id: number, side: 0 | 1, value: string) => setScores((s) => ({ ...s, [id]: side === 0 ? [value, s[id]![1]] : [s[id]![0], value] }));
  const submit = () => {
    const checked = scoresToSend(matches, scores);
    // Spec 02 section 8: warnings too show in the 'Fout/waarschuwing' popup, and nothing is sent.
    if ('warning' in checked) return showError(leagueTexts.errorTitle, checked.warning);
    save.mutate({ pouleid: poule.pouleId, matches: checked.matches });
  };
  return (
    <Stack gap="sm">
      {matches.slice(0, 5).map((m) => (
        <Stack key={m.pouleGameId} gap={4} role="group" aria-label={`${m.matchIndex}. ${m.team1} – ${m.team2}`}>
          <Text size="sm" fw={600}>
            {m.matchIndex}. {m.team1} – {m.team2}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {([0, 1] as const).map((side) => (
              <TextInput
                key={side}
                type="number"
                inputMode="numeric"
                min={GAME_SCORE.min}
                max={GAME_SCORE.max}
                w={90}
                aria-label={t.gamesOf(side === 0 ? m.team1 : m.team2)}
                value={scores[m.pouleGameId]![side]}
                onKeyDown={blockEnter}
                onChange={(e) => set(m.pouleGameId, side, e.currentTarget.value)}
              />
            ))}
          </Group>
        </Stack>
      ))}
      <DialogFooter onClose={onClose} onSubmit={submit} pending={save.isPending} submitLabel={t.save} />
    </Stack>
  );
}

/**
 * Results entry. The poule's matches come fresh from league/pouleInformation.php, so the form starts
 * from what is registered now (another player may have entered results since the page loaded); a
 * failure shows under 'Fout/waarschuwing' ('Fout bij ophalen van de poule-informatie!').
 */
export function ResultsDialog({ poule, onClose, onDone }: { poule: Poule; onClose: () => void; onDone: (done: ActionDone) => void }) {
  const info = useCall('league/pouleInformation.php', { pouleid: poule.pouleId }, { refetchOnMount: 'always' });
  useErrorDialogFor(info.error, leagueTexts.errorTitle, fallbackFor(info.error, pouleInformationFallbacks));
  useEffect(() => {
    if (info.error) onClose();
  }, [info.error, onClose]);
  return (
    <Modal opened onClose={onClose} title={t.resultsTitle(leaguePageTexts.poule(poule.levelCode, poule.poule))} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      {info.data && info.isFetchedAfterMount ? <ResultsForm poule={poule} matches={info.data.matches} onClose={onClose} onDone={onDone} /> : <Spinner />}
    </Modal>
  );
}
