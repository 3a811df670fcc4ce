import { isFull, MAX_RESERVATION_REMARK } from '@clubhuis/contract/rules/playermoments';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link } from '../../router/Link';
import { memberIdsOf, useSession } from '../../session/sessionStore';
import { displayName, useMyMembers } from '../../session/useMyMembers';
import { Dropdown } from '../../ui/Dropdown';
import { Spinner } from '../../ui/Spinner';
import { lazyPage } from '../../router/lazyPage';
import { playerMomentsTexts as t } from './messages';
import { MomentDetails } from './MomentDetails';
import { bookableMoments, canReserve, reservationMember } from './momentRules';
import { useMoments } from './playerMomentsQueries';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useReserve } from './useReserve';
import { WaitlistButton } from './WaitlistButton';
import '@mantine/core/styles/Input.css';

// The confirmation dialog loads at the button's click.
const ReserveDialog = lazyPage(() => import('./ReserveDialog'), 'ReserveDialog');

/**
 * /reservation (spec 01 section 2): pick a moment of today or later, who to reserve for (only with
 * several linked members), a remark; confirm, heed the corona prompt, and go to the overview.
 */
export function ReservationPage() {
  const { user, selectedMemberId } = useSession();
  const linkedIds = user ? memberIdsOf(user) : [];
  const members = useMyMembers();
  const askedFor = selectedMemberId > 0 ? selectedMemberId : (linkedIds[0] ?? 0);
  const moments = useMoments(askedFor, user?.showPlayerMomentsInTheFuture ?? false);
  useErrorDialogFor(moments.error, t.errorTitle, t.momentsLoadFailed);

  const [eventId, setEventId] = useState(0);
  const [picked, setPicked] = useState(0);
  const [remark, setRemark] = useState('');
  const [confirming, setConfirming] = useState(false);
  const reserve = useReserve();

  const today = brusselsClock(new Date()).date;
  const offered = useMemo(() => bookableMoments(moments.data ?? [], today), [moments.data, today]);
  const moment = offered.find((m) => m.eventId === eventId);
  const memberId = reservationMember(linkedIds, picked);
  const member = members.find((m) => m.memberId === memberId);
  const memberName = member ? displayName(member) : '';

  if (linkedIds.length === 0) return <Page><Text>{t.noLinkedMember}</Text></Page>;
  if (moments.isPending) return <Page><Spinner /></Page>;

  return (
    <Page>
      {offered.length === 0 ? (
        <Text>{t.noMoments}</Text>
      ) : (
        <Dropdown
          label={t.moment}
          data={offered.map((m) => ({ value: String(m.eventId), label: m.moment }))}
          value={eventId > 0 ? String(eventId) : null}
          onChange={(value) => setEventId(Number(value))}
        />
      )}
      {moment && <MomentDetails moment={moment} />}
      {linkedIds.length > 1 ? (
        <Dropdown
          label={t.reserveFor}
          data={members.map((m) => ({ value: String(m.memberId), label: displayName(m) }))}
          value={picked > 0 ? String(picked) : null}
          onChange={(value) => setPicked(Number(value))}
        />
      ) : (
        memberName && <Text size="sm">{t.reservingFor(memberName)}</Text>
      )}
      <Textarea
        label={t.remark}
        value={remark}
        maxLength={MAX_RESERVATION_REMARK}
        rows={2}
        onChange={(event) => setRemark(event.currentTarget.value)}
      />
      <Group gap="xs">
        {moment && isFull(moment) ? (
          <WaitlistButton eventId={moment.eventId} memberId={memberId} />
        ) : (
          <Button disabled={!canReserve(moment?.eventId ?? 0, memberId)} onClick={() => setConfirming(true)}>
            {t.reserve}
          </Button>
        )}
        <Link to="/reservations">{t.toOverview}</Link>
      </Group>
      <Suspense fallback={null}>
        {confirming && moment && (
          <ReserveDialog
            memberName={memberName}
            moment={moment.moment}
            remark={remark.trim()}
            saving={reserve.isPending}
            onClose={() => setConfirming(false)}
            onSave={() =>
              reserve.mutate(
                { event_id: moment.eventId, member_id: memberId, remark: remark.trim() },
                { onError: () => setConfirming(false) },
              )
            }
          />
        )}
      </Suspense>
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t.reservationTitle}</Title>
      {children}
    </Stack>
  );
}
