import { __iconNode as iconArmchair } from '@tabler/icons-react/icons/IconArmchair';
import { __iconNode as iconSteeringWheel } from '@tabler/icons-react/icons/IconSteeringWheel';
import type { Meeting } from '@clubhuis/contract/entities/interclub';
import type { Car, Carpool } from '@clubhuis/contract/entities/interclubCarpool';
import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { lazyPage } from '../../router/lazyPage';
import { useSession } from '../../session/sessionStore';
import { displayName, useSelectedMember } from '../../session/useMyMembers';
import { Icon } from '../../ui/Icon';
import { QueryState } from '../../ui/QueryState';
import { carpoolActions, freeSeats, type CarpoolActions } from './carpoolState';
import { useCarpoolMutation } from './carpoolQueries';
import { composeRights } from './composeRights';
import { interclubTexts as t } from './messages';
import './carpool.css';

// The dialogs load at their button's click, as the card's other dialogs.
const CarDialog = lazyPage(() => import('./CarDialog'), 'CarDialog');
const SeatDialog = lazyPage(() => import('./SeatDialog'), 'SeatDialog');

type Dialog = { kind: 'car'; car?: Car } | { kind: 'seat' } | null;

interface CarpoolContentProps {
  meeting: Meeting;
  /** The selected member (header switcher): the one who drives, takes a seat or gives it back. */
  memberId: number;
}

/**
 * The carpool of an away meeting (issue 32): each car with its driver, free seats, remark and
 * passengers, who of the line-up has no seat yet, and what the user may do. Its own chunk, loaded once
 * the card is on the screen (CarpoolBlock): /teams' first paint does not carry it.
 */
export function CarpoolContent({ meeting, memberId }: CarpoolContentProps) {
  const carpool = useCall('teamcomposition/carpoolList', { meeting_id: meeting.id });
  useErrorDialogFor(carpool.error, t.errorTitle, t.carpoolLoadFailed);
  const { user } = useSession();
  const selected = useSelectedMember();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState('');
  const seat = useCarpoolMutation('teamcomposition/carpoolSeat', t.carpoolSeatFailed, meeting.driverId, setNotice);
  const close = () => setDialog(null);
  const selectedName = selected ? displayName(selected) : '';

  const take = (car: Car, member: number, on: boolean) =>
    seat.mutate({ meeting_id: meeting.id, driver_member_id: car.driverMemberId, member_id: member, take: on ? 1 : 0 });

  return (
    <>
      <QueryState query={carpool}>
        {(answer) => {
          const actions = carpoolActions(answer, meeting, composeRights(user), memberId);
          return (
            <>
              <Cars carpool={answer} actions={actions} busy={seat.isPending} selectedName={selectedName} memberId={memberId}
                onTake={take} onChange={(car) => setDialog({ kind: 'car', car })} />
              {answer.withoutSeat.length > 0 && (
                <p className="meeting-sm meeting-warn">
                  {t.withoutSeat}{t.colon} {answer.withoutSeat.map((r) => r.memberName).join(', ')}
                </p>
              )}
              {(actions.offer || actions.seatOthers) && (
                <div className="meeting-row">
                  {actions.offer && (
                    <Button size="compact-md" variant="light" onClick={() => setDialog({ kind: 'car' })}>
                      {t.iDrive}
                    </Button>
                  )}
                  {actions.seatOthers && (
                    <Button size="compact-md" variant="light" onClick={() => setDialog({ kind: 'seat' })}>
                      {t.seatOthers}
                    </Button>
                  )}
                </div>
              )}
              <Suspense fallback={null}>
                {dialog?.kind === 'car' && (
                  <CarDialog meeting={meeting} car={dialog.car} memberId={dialog.car?.driverMemberId ?? memberId}
                    memberName={dialog.car?.driverName ?? selectedName} onDone={setNotice} onClose={close} />
                )}
                {dialog?.kind === 'seat' && <SeatDialog meeting={meeting} carpool={answer} onDone={setNotice} onClose={close} />}
              </Suspense>
            </>
          );
        }}
      </QueryState>
      {notice && (
        <p className="meeting-sm meeting-done" role="status">
          {notice}
        </p>
      )}
    </>
  );
}

interface CarsProps {
  carpool: Carpool;
  actions: CarpoolActions;
  busy: boolean;
  memberId: number;
  selectedName: string;
  onTake: (car: Car, member: number, on: boolean) => void;
  onChange: (car: Car) => void;
}

/** The cars, the spec's driver first: driver (and the parent who drives for it), seats, remark, passengers. */
function Cars({ carpool, actions, busy, memberId, selectedName, onTake, onChange }: CarsProps) {
  if (carpool.cars.length === 0) return <p className="meeting-sm meeting-muted">{t.noCars}</p>;
  return (
    <ul className="carpool-cars">
      {carpool.cars.map((car) => {
        const driver = t.carOf(car.driverName, car.offeredBy);
        return (
          <li key={car.driverMemberId} className="carpool-car" aria-label={driver}>
            <p className="meeting-sm">
              <Icon node={iconSteeringWheel} size={16} style={{ verticalAlign: '-3px', marginRight: 4 }} />
              <b>{driver}</b>
              {car.meetingDriver && <span className="meeting-muted"> · {t.driver}</span>}
            </p>
            <p className="meeting-sm meeting-muted">
              <Icon node={iconArmchair} size={16} style={{ verticalAlign: '-3px', marginRight: 4 }} />
              {t.freeSeats(freeSeats(car), car.seats)}
            </p>
            {car.remarks && <p className="meeting-sm meeting-lines">{car.remarks}</p>}
            {car.passengers.length > 0 && (
              <div className="meeting-sm">
                {t.ridesAlong}{t.colon}
                <ul className="carpool-riders">
                  {car.passengers.map((p) => (
                    <li key={p.memberId}>
                      {p.memberName}
                      {actions.giveBack(p.memberId) && (
                        <Button size="compact-xs" variant="default" disabled={busy} aria-label={t.giveBackFor(p.memberName)}
                          onClick={() => onTake(car, p.memberId, false)}>
                          {t.giveBack}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {(actions.take(car) || actions.owns(car)) && (
              <div className="meeting-row">
                {actions.take(car) && (
                  <Button size="compact-md" variant="light" disabled={busy} aria-label={t.takeSeatIn(selectedName, car.driverName)}
                    onClick={() => onTake(car, memberId, true)}>
                    {t.takeSeat}
                  </Button>
                )}
                {actions.owns(car) && (
                  <Button size="compact-md" variant="default" onClick={() => onChange(car)}>
                    {t.changeCar}
                  </Button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
