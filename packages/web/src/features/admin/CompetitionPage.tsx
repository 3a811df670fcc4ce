import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/Alert.css';

/** /beheer/competitie: the competition-site sync as a button that says what it added and changed. */
export function CompetitionPage() {
  const showError = useShowError();
  const sync = useCallMutation('admin/competition/sync', {
    refetchActive: true,
    invalidates: ['teamcomposition/list', 'team/list', 'team/rankings', 'admin/audit/list'],
    onError: (e) => showError(t.errorTitle, messageOf(e, t.syncFailed)),
  });
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t.competitionTitle}</Title>
      <Text size="sm">{t.competitionIntro}</Text>
      <div>
        <Button loading={sync.isPending} onClick={() => sync.mutate({})}>
          {t.syncNow}
        </Button>
      </div>
      {sync.data && (
        <Alert color="green" role="status">
          {sync.data.message}
        </Alert>
      )}
    </Stack>
  );
}
