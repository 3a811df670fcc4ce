import { Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { Spinner } from '../../ui/Spinner';
import { useCall } from '../../api/calls';
import { competitionTexts as t } from './messages';
import { useLoggedError } from './useLoadError';
import { WeekDigestCard } from './WeekDigestCard';

/**
 * The week digest, one card per team (competition/weekDigest). On home ('home') it shows only when
 * digests exist, under its own heading; on /weekdigest ('page') it says when there are none. A
 * failed load is only logged (spec 01 section 8).
 */
export function WeekDigestList({ variant = 'home' }: { variant?: 'home' | 'page' }) {
  const digests = useCall('competition/weekDigest', {});
  useLoggedError(digests.error, t.weekDigestLoadFailed);
  // The cards render when the main thread has time: an answer arriving re-renders at once otherwise,
  // in one long task on a slow phone (issue 16).
  const shown = useDeferredValue(digests.data);
  const list = shown ?? [];
  const page = variant === 'page';

  if (list.length === 0) {
    if (!page) return null;
    // Spec 01 section 8: the digest's failures are only logged; nothing shows (no 'Herprobeer' on home).
    if (digests.isError) return null;
    if (digests.isPending || shown !== digests.data) return <Spinner />;
    return <Text>{t.noDigest}</Text>;
  }
  return (
    <Stack gap="sm" component="section" aria-label={t.digestHeading}>
      {!page && <Title order={2}>{t.digestHeading}</Title>}
      {list.map((digest) => (
        <WeekDigestCard key={`${digest.team}-${digest.week}`} digest={digest} titleOrder={page ? 2 : 3} />
      ))}
    </Stack>
  );
}
