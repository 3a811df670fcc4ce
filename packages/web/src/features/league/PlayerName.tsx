import { Text, VisuallyHidden } from '@mantine/core';
import { __iconNode as iconCheck } from '@tabler/icons-react/icons/IconCheck';
import { __iconNode as iconEqual } from '@tabler/icons-react/icons/IconEqual';
import { __iconNode as iconPoint } from '@tabler/icons-react/icons/IconPoint';
import { __iconNode as iconX } from '@tabler/icons-react/icons/IconX';
import { Icon } from '../../ui/Icon';
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

const ICONS: Record<Outcome, { icon: typeof iconCheck; color: string }> = {
  won: { icon: iconCheck, color: 'green.7' },
  lost: { icon: iconX, color: 'red.7' },
  draw: { icon: iconEqual, color: 'gray.7' },
  open: { icon: iconPoint, color: 'dimmed' },
};

/** The won, lost or draw icon of a match from one player's side (nothing yet before it is played). */
export function OutcomeIcon({ outcome }: { outcome: Outcome }) {
  const { icon, color } = ICONS[outcome];
  return (
    <Text span c={color} role="img" aria-label={t[outcome]} style={{ display: 'inline-flex', verticalAlign: '-3px' }}>
      <Icon node={icon} size={18} stroke={2.5} />
    </Text>
  );
}

/** The outcome of a match for the side a player is on: side 1 holds players 1 and 2. */
export function outcomeOf(games1: number | null, games2: number | null, side1: boolean): Outcome {
  if (games1 === null || games2 === null) return 'open';
  const [mine, theirs] = side1 ? [games1, games2] : [games2, games1];
  return mine > theirs ? 'won' : mine < theirs ? 'lost' : 'draw';
}
