import type { Reservation } from '@clubhuis/contract/entities/playermoments';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useMemo, useState } from 'react';
import { hrefOf } from '../../router/location';
import { memberIdsOf, useSession } from '../../session/sessionStore';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { lazyPage } from '../../router/lazyPage';
import { playerMomentsTexts as t } from './messages';
import { sortReservations } from './momentRules';
import { useCall } from '../../api/calls';
import { ReservationCard } from './ReservationCard';
import { useCancelReservation } from './useCancelReservation';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { RefreshButton } from '../../ui/RefreshButton';

// The cancel dialog loads at its button's click.
const CancelDialog = lazyPage(() => import('./CancelDialog'), 'CancelDialog');

/**
 * /reservations (spec 01 section 2): the reservations of all the user's linked members, each with a
 * cancel dialog, and a button to reserve another moment. Cached 60 s; 'Vernieuwen' and a cancel reload.
 */
export function ReservationsPage() {
  const { user } = useSession();
  const memberIds = user ? memberIdsOf(user) : [];
  const list = useCall('reservation/list.php', { member_ids: memberIds }, { enabled: memberIds.length > 0 });
  useErrorDialogFor(list.error, t.errorTitle, t.reservationsLoadFailed);
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const cancel = useCancelReservation(
    list.refresh,
    () => setCancelling(null),
  );
  const shown = useMemo(() => sortReservations(list.data ?? []), [list.data]);

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t.reservationsTitle}</Title>
      <Group gap="xs">
        <Button component="a" href={hrefOf('/reservation')}>
          {t.reserveAnother}
        </Button>
        <RefreshButton onRefresh={list.refresh} loading={list.isFetching && !list.isPending && !cancel.isPending} />
      </Group>
      {list.isPending && memberIds.length > 0 ? (
        <ListSkeleton />
      ) : shown.length === 0 ? (
        <Text>{t.noReservations}</Text>
      ) : (
        shown.map((r) => <ReservationCard key={r.id} reservation={r} onCancel={() => setCancelling(r)} />)
      )}
      <Suspense fallback={null}>
        {cancelling && (
          <CancelDialog
            reservation={cancelling}
            cancelling={cancel.isPending}
            onClose={() => setCancelling(null)}
            onCancel={() => cancel.mutate({ event_id: cancelling.eventId, member_id: cancelling.memberId })}
          />
        )}
      </Suspense>
    </Stack>
  );
}
