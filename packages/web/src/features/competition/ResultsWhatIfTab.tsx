import type { IndividualResults } from '@clubhuis/contract/entities/competition';
import { ELO_K, RANKING_CLASSES, eloOfClass, whatIf } from '@clubhuis/contract/rules/rankingPoints';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { __iconNode as iconPlus } from '@tabler/icons-react/icons/IconPlus';
import { __iconNode as iconX } from '@tabler/icons-react/icons/IconX';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { compareIso, formatDate } from '../../ui/dates';
import { Icon } from '../../ui/Icon';
import { PlainSegmented } from '../../ui/PlainSegmented';
import { competitionTexts as t } from './messages';
import '@mantine/core/styles/Input.css';

type Detail = IndividualResults['DetailResults'][number];
interface Pick {
  key: number;
  name: string;
  ranking: string;
  won: boolean;
}

interface Opponent {
  id: string;
  name: string;
  ranking: string;
  /** The day of a coming meeting against the opponent's club ('' when none). */
  coming: string;
}

/**
 * The season's opponents, once each (by their number on the site, else by name): first those whose club
 * the member's teams meet in a coming meeting (`coming`: meeting names with their day; a club's players
 * are known from the first leg), then the rest, strongest class first.
 */
export function knownOpponents(details: readonly Detail[], coming: readonly { meeting: string; playDate: string }[] = []): Opponent[] {
  const seen = new Map<string, Opponent>();
  for (const d of details) {
    const id = d.OpponentUniqueIndex ? String(d.OpponentUniqueIndex) : `${d.FirstName} ${d.LastName}`;
    const next = d.Club ? coming.find((m) => m.meeting.includes(d.Club)) : undefined;
    if (!seen.has(id)) seen.set(id, { id, name: `${d.FirstName} ${d.LastName} (${d.Ranking})`, ranking: d.Ranking, coming: next?.playDate ?? '' });
  }
  const rank = (r: string) => (RANKING_CLASSES.includes(r) ? RANKING_CLASSES.indexOf(r) : RANKING_CLASSES.length);
  return [...seen.values()].sort(
    (a, b) =>
      compareIso(a.coming || '9999', b.coming || '9999') || rank(a.ranking) - rank(b.ranking) || a.name.localeCompare(b.name),
  );
}

/**
 * 'Rekenhulp': pick opponents (the season's, or any player of a class) and win or lose; the points
 * follow contract rules/rankingPoints.ts (standard Elo, assumed constants, said under the result).
 */
export function ResultsWhatIfTab({ elo, details, memberId }: { elo: number | null; details: readonly Detail[]; memberId?: number }) {
  // The member's coming meetings (signed in, own member): their opponents' clubs come first.
  const meetings = useCall('teamcomposition/list', { when: 'coming', member_id: memberId ?? 0 }, { enabled: memberId !== undefined });
  const today = brusselsClock(new Date()).date;
  const coming = (meetings.data ?? []).filter((m) => m.playDate >= today);
  const opponents = knownOpponents(details, coming);
  const [opponent, setOpponent] = useState('');
  const [ranking, setRanking] = useState(RANKING_CLASSES[8]!);
  const [picks, setPicks] = useState<Pick[]>([]);
  const [next, setNext] = useState(1);
  if (elo === null) return <Text>{t.whatIfNoElo}</Text>;

  const add = () => {
    const known = opponents.find((o) => o.id === opponent);
    const pick = known ? { name: known.name, ranking: known.ranking } : { name: t.anyOpponent(ranking), ranking };
    setPicks([...picks, { key: next, ...pick, won: true }]);
    setNext(next + 1);
  };
  const outcome = whatIf(
    elo,
    picks.map((p) => ({ opponent: eloOfClass(p.ranking) ?? elo, won: p.won })),
  );

  return (
    <Stack gap="sm" maw={560}>
      <Text size="sm">{t.whatIfIntro(elo)}</Text>
      {opponents.length > 0 && (
        <NativeSelect
          label={t.opponentFromList}
          value={opponent}
          onChange={(e) => setOpponent(e.currentTarget.value)}
          data={[{ value: '', label: t.chooseOpponent }, ...opponents.map((o) => ({ value: o.id, label: o.coming ? t.comingLabel(o.name, formatDate(o.coming)) : o.name }))]}
        />
      )}
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <NativeSelect
          label={t.opponentClass}
          value={ranking}
          onChange={(e) => setRanking(e.currentTarget.value)}
          data={[...RANKING_CLASSES]}
          disabled={opponent !== ''}
          style={{ flex: 1 }}
        />
        <Button onClick={add} leftSection={<Icon node={iconPlus} size={18} />}>
          {t.addOpponent}
        </Button>
      </Group>
      {picks.length === 0 ? (
        <Text c="dimmed">{t.whatIfEmpty}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.whatIfTab}>
          {picks.map((p, i) => (
            <li key={p.key}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                  {p.name}
                </Text>
                <PlainSegmented
                  label={t.winOrLose(p.name)}
                  value={p.won ? 'win' : 'loss'}
                  onChange={(v) => setPicks(picks.map((q) => (q.key === p.key ? { ...q, won: v === 'win' } : q)))}
                  data={[
                    { value: 'win', label: t.win },
                    { value: 'loss', label: t.loss },
                  ]}
                />
                <Text size="sm" fw={600} w={48} ta="right" data-testid="whatif-delta">
                  {t.whatIfDelta(outcome.deltas[i]!)}
                </Text>
                <Button variant="subtle" size="compact-sm" px={4} aria-label={t.remove(p.name)} onClick={() => setPicks(picks.filter((q) => q.key !== p.key))}>
                  <Icon node={iconX} size={18} />
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {picks.length > 0 && (
        <Text fw={600} role="status">
          {t.whatIfTotal(outcome.total, outcome.after, outcome.classAfter)}
        </Text>
      )}
      <Text size="xs" c="gray.7">
        {t.whatIfNote(ELO_K)}
      </Text>
    </Stack>
  );
}
