import type { Level } from '@clubhuis/contract/entities/league';
import { Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { activeLocale } from '../../i18n/language';
import { Dropdown } from '../../ui/Dropdown';
import { QueryState } from '../../ui/QueryState';
import { leaguePageTexts as t, leagueTexts } from './messages';
import { PouleView, type OnPlayer } from './PouleView';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Input.css';

type Filter = 'all' | 'played' | 'toPlay';
/** Spec 02 section 4: a poule below status 3 is still to play, 3 or higher played. */
const played = (status: number) => status >= 3;

/** Tab 3: every poule of the period, filtered by Alle/Gespeeld/Te spelen (ongoing only), level and player (3 characters or more). */
export function AllPoulesTab({ serieId, ongoing, levels, onPlayer }: { serieId: number; ongoing: boolean; levels: Level[]; onPlayer?: OnPlayer }) {
  const poules = useCall('league/seriePouleList.php', { leagueserieid: serieId });
  useErrorDialogFor(poules.error, leagueTexts.errorTitle, t.poulesLoadFailed);
  const [filter, setFilter] = useState<Filter>('all');
  const [levelId, setLevelId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  if (!poules.data) return <QueryState skeleton="cards" query={poules} />;
  const all = poules.data;
  const q = search.trim().toLocaleLowerCase(activeLocale());
  const shown = all
    .filter((p) => !ongoing || filter === 'all' || (filter === 'played') === played(p.pouleStatus))
    .filter((p) => levelId === null || levelId === '0' || String(p.levelId) === levelId)
    .filter((p) => q.length < 3 || p.poulePlayers.some((pl) => `${pl.memberName} ${pl.replacementName}`.toLocaleLowerCase(activeLocale()).includes(q)));
  const count = (f: Filter) => all.filter((p) => f === 'all' || (f === 'played') === played(p.pouleStatus)).length;
  return (
    <Stack gap="sm">
      {ongoing && (
        <Radio.Group value={filter} onChange={(v) => setFilter(v as Filter)} aria-label={t.allPoules}>
          <Group gap="md">
            <Radio value="all" label={t.filterCount(t.all, count('all'))} />
            <Radio value="played" label={t.filterCount(t.played, count('played'))} />
            <Radio value="toPlay" label={t.filterCount(t.toPlay, count('toPlay'))} />
          </Group>
        </Radio.Group>
      )}
      <Dropdown
        label={t.level}
        data={[{ value: '0', label: t.allLevels }, ...levels.map((l) => ({ value: String(l.levelId), label: `${l.levelCode} - ${l.description}` }))]}
        value={levelId ?? '0'}
        onChange={setLevelId}
      />
      <TextInput label={t.playerSearch} value={search} onChange={(e) => setSearch(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()} />
      {shown.length === 0 ? <Text>{t.noPoules}</Text> : shown.map((p) => <PouleView key={p.pouleId} poule={p} onPlayer={onPlayer} />)}
    </Stack>
  );
}
