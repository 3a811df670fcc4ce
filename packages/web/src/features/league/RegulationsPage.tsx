import { Stack, Text, Title } from '@mantine/core';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { QueryState } from '../../ui/QueryState';
import { useLeagueId } from './leagueChoice';
import { leagueTexts as t } from './messages';

/** /leagueregulations (spec 02 section 2): the chosen league's title and its regulations (its information). */
export function RegulationsPage() {
  const leagues = useCall('league/list.php', {});
  useErrorDialogFor(leagues.error, t.regulationsLoadFailed, t.leaguesLoadFailed);
  const leagueId = useLeagueId();
  const league = leagues.data?.find((l) => l.leagueId === leagueId) ?? leagues.data?.[0];
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{league?.description ?? t.regulationsTitle}</Title>
      {leagues.isPending ? (
        <QueryState query={leagues} />
      ) : league?.information ? (
        // Plain text on purpose: the regulations are club data, never markup to inject.
        <Text style={{ whiteSpace: 'pre-line' }}>{league.information}</Text>
      ) : (
        <Text>{t.noRegulations}</Text>
      )}
    </Stack>
  );
}
