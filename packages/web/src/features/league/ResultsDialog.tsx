import type { Poule } from '@clubhuis/contract/entities/league';
import { Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { DialogFooter } from '../../ui/DialogFooter';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { leagueActionTexts as t, leaguePageTexts } from './messages';
import { useLeagueAction } from './useLeagueAction';
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
export function scoresToSend(poule: Poule, scores: Scores): { matches: { id: number; games1: number; games2: number }[] } | { warning: string } {
  const matches = [];
  for (const m of poule.pouleMatches.slice(0, 5)) {
    const [a, b] = (scores[m.pouleGameId] ?? ['', '']).map((s) => s.trim());
    if (a === '' && b === '') continue;
    if (a === '' || b === '') return { warning: t.scoreBoth };
    const [g1, g2] = [Number(a), Number(b)];
    if (![g1, g2].every((g) => Number.isInteger(g) && g >= 0 && g <= 99)) return { warning: t.scoreRange };
    matches.push({ id: m.pouleGameId, games1: g1, games2: g2 });
  }
  return matches.length ? { matches } : { warning: t.scoreNone };
}

/** Results entry: per match the games of both teams, prefilled with what is registered. */
export function ResultsDialog({ poule, onClose, onDone }: { poule: Poule; onClose: () => void; onDone: (message: string) => void }) {
  const [scores, setScores] = useState<Scores>(() =>
    Object.fromEntries(poule.pouleMatches.map((m) => [m.pouleGameId, [m.games1 === null ? '' : String(m.games1), m.games2 === null ? '' : String(m.games2)]])),
  );
  const [warning, setWarning] = useState('');
  const save = useLeagueAction('league/pouleScore.php', t.resultsFailed, (message) => {
    onClose();
    onDone(message);
  });
  const set = (id: number, side: 0 | 1, value: string) => setScores((s) => ({ ...s, [id]: side === 0 ? [value, s[id]![1]] : [s[id]![0], value] }));
  const submit = () => {
    const checked = scoresToSend(poule, scores);
    if ('warning' in checked) return setWarning(checked.warning);
    setWarning('');
    save.mutate({ pouleid: poule.pouleId, matches: checked.matches });
  };
  return (
    <Modal opened onClose={onClose} title={t.resultsTitle(leaguePageTexts.poule(poule.levelCode, poule.poule))} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        {poule.pouleMatches.slice(0, 5).map((m) => (
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
                  min={0}
                  max={99}
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
        <DialogFooter warning={warning} onClose={onClose} onSubmit={submit} pending={save.isPending} submitLabel={t.save} />
      </Stack>
    </Modal>
  );
}
