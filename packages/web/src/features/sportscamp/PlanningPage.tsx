import type { CampPlanning } from '@clubhuis/contract/entities/sportscamp';
import { DEFAULT_PLANNING_VIEW, PLANNING_VIEWS } from '@clubhuis/contract/rules/sportscamp';
import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { QueryState } from '../../ui/QueryState';
import { CampMomentPicker, currentMoment } from './CampMomentPicker';
import { matchesAny } from './campText';
import { sportsCampTexts as t } from './messages';
import { useCampTrainerId } from './useCampTrainer';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Input.css';
import { SearchInput } from '../../ui/SearchInput';

const VIEWS = [PLANNING_VIEWS.theme, PLANNING_VIEWS.material, PLANNING_VIEWS.both, PLANNING_VIEWS.trainers];

/** One view of a half day's planning: per block the theme, the material, both, or the trainers. */
function PlanningView({ planning, view, search }: { planning: CampPlanning; view: number; search: string }) {
  const blocks = planning.planning.filter((b) => matchesAny([b.group, b.activity, b.theme, b.material, b.trainers], search));
  if (blocks.length === 0) return <Text>{t.noPlanning}</Text>;
  const theme = view === PLANNING_VIEWS.theme || view === PLANNING_VIEWS.both;
  const material = view === PLANNING_VIEWS.material || view === PLANNING_VIEWS.both;
  return (
    <Stack gap="xs">
      {blocks.map((b) => (
        <Card key={b.id} withBorder padding="sm" component="article" aria-label={`${b.group} ${b.startTime}`}>
          <Text fw={600}>
            {b.startTime}–{b.endTime} · {b.group}
          </Text>
          <Text size="sm">{b.activity}</Text>
          {theme && b.theme && (
            <Text size="sm">
              {t.theme}: {b.theme}
            </Text>
          )}
          {material && b.material && (
            <Text size="sm">
              {t.material}: {b.material}
            </Text>
          )}
          {view === PLANNING_VIEWS.trainers && (
            <Text size="sm">
              {t.trainers}: {b.trainers || '-'}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** /sportscampplanning (spec 02 section 2): a camp half day, viewed as theme, material, both (default) or trainers, with search. */
export function PlanningPage() {
  const trainerId = useCampTrainerId();
  const moments = useCall('sportscamp/planningMomentList', { trainer_id: trainerId }, { enabled: trainerId > 0 });
  useErrorDialogFor(moments.error, t.errorTitle, t.momentsLoadFailed);
  const [picked, setPicked] = useState(0);
  const [view, setView] = useState<number>(DEFAULT_PLANNING_VIEW);
  const [search, setSearch] = useState('');
  const list = moments.data ?? [];
  const moment = list.find((m) => m.eventId === picked) ?? currentMoment(list);
  const planning = useCall(
    'sportscamp/planning',
    { sportsCampId: moment?.sportsCampId ?? 0, campDate: moment?.campDate ?? '', ampm: moment?.ampm ?? 'am' },
    { enabled: moment !== undefined },
  );
  useErrorDialogFor(planning.error, t.errorTitle, t.planningLoadFailed);

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t.planningTitle}</Title>
      <QueryState query={moments} empty={t.noMoments} isEmpty={() => !moment}>
        {() => moment && (
          <>
            <CampMomentPicker label={t.campMoment} moments={list} value={moment.eventId} onChange={setPicked} />
            <SegmentedControl
              aria-label={t.planningTitle}
              fullWidth
              data={VIEWS.map((v) => ({ value: String(v), label: t.views[v]! }))}
              value={String(view)}
              onChange={(v) => setView(Number(v))}
            />
            <SearchInput value={search} onChange={setSearch} />
            <QueryState query={planning}>
              {(data) => (
                <>
                  {data.theme && (
                    <Text fw={600}>
                      {t.theme}: {data.theme}
                    </Text>
                  )}
                  <PlanningView planning={data} view={view} search={search} />
                </>
              )}
            </QueryState>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
