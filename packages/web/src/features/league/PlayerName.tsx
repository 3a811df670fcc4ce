import { Text, VisuallyHidden } from '@mantine/core';
import { playerResultsTexts as t } from './messages';
import '@mantine/core/styles/VisuallyHidden.css';

export type Outcome = 'won' | 'lost' | 'draw' | 'open';

/** A player as the league shows it (spec 02 section 2): a replaced one struck through, with an arrow to its replacement. */
export function PlayerName({ name, replacementName }: { name: string; replacementName: string }) {
  if (!replacementName) return <>{name}</>;
  return (
    <>
      {/* A screen reader hears 'X, vervangen door Y' where the eye sees X struck through and an arrow. */}
      <s>{name}</s>
      <VisuallyHidden>{t.replacedByHidden}</VisuallyHidden> <span aria-hidden>→</span> {replacementName}
    </>
  );
}

const ICONS: Record<Outcome, { glyph: string; color: string }> = {
  won: { glyph: '✔', color: 'green.7' },
  lost: { glyph: '✘', color: 'red.7' },
  draw: { glyph: '=', color: 'gray.7' },
  open: { glyph: '·', color: 'dimmed' },
};

/** The won, lost or draw icon of a match from one player's side (nothing yet before it is played). */
export function OutcomeIcon({ outcome }: { outcome: Outcome }) {
  const { glyph, color } = ICONS[outcome];
  return (
    <Text span fw={700} c={color} role="img" aria-label={t[outcome]}>
      {glyph}
    </Text>
  );
}

/** The outcome of a match for the side a player is on: side 1 holds players 1 and 2. */
export function outcomeOf(games1: number | null, games2: number | null, side1: boolean): Outcome {
  if (games1 === null || games2 === null) return 'open';
  const [mine, theirs] = side1 ? [games1, games2] : [games2, games1];
  return mine > theirs ? 'won' : mine < theirs ? 'lost' : 'draw';
}
