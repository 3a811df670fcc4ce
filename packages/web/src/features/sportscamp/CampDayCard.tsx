import { Card, Stack, Text, Title } from '@mantine/core';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { Link } from '../../router/Link';
import { useSession } from '../../session/sessionStore';
import { Spinner } from '../../ui/Spinner';
import { sportsCampTexts as t } from './messages';
import { useCampTrainerId } from './useCampTrainer';
import '@mantine/core/styles/Card.css';

/**
 * Home's 'Mijn kampdag' (spec 01 section 2): today's planning blocks the camp trainer gives, morning
 * and afternoon, and for trainers a link to the attendances.
 */
export function CampDayCard() {
  const { user } = useSession();
  const trainerId = useCampTrainerId();
  const day = useCall('sportscamp/trainerDayPlanning', { trainerId }, { enabled: trainerId > 0 });
  // Spec 01 section 8: 'Er trad een probleem op bij het ophalen van de dagplanning!'.
  useErrorDialogFor(day.error, t.errorTitle, t.dayPlanningLoadFailed);
  if (day.isError) return null;
  const blocks = day.data ?? [];
  return (
    <Card withBorder padding="sm" component="section" aria-label={t.campDayTitle}>
      <Stack gap={6}>
        <Title order={2} size="h3">
          {t.campDayTitle}
        </Title>
        {day.isPending ? (
          <Spinner />
        ) : blocks.length === 0 ? (
          <Text size="sm">{t.noCampDay}</Text>
        ) : (
          blocks.map((b) => (
            <div key={b.id}>
              <Text fw={600} size="sm">
                {b.ampm === 'am' ? t.morning : t.afternoon} · {b.startTime}–{b.endTime} · {b.group}
              </Text>
              <Text size="sm">
                {b.activity}
                {b.theme ? ` · ${t.theme}: ${b.theme}` : ''}
              </Text>
              {b.material && (
                <Text size="xs" c="dimmed">
                  {t.material}: {b.material}
                </Text>
              )}
            </div>
          ))
        )}
        {user && user.trainerId > 0 && (
          <Link to="/trainingmoments/open" fw={600} size="sm">
            {t.toAttendances}
          </Link>
        )}
      </Stack>
    </Card>
  );
}
