import { __iconNode as iconCar } from '@tabler/icons-react/icons/IconCar';
import { Icon } from '../../ui/Icon';
import { MAX_REMARKS } from '@clubhuis/contract/rules/interclub';
import type { Meeting } from '@clubhuis/contract/entities/interclub';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { driverState } from './driverState';
import { useMeetingMutation } from './interclubQueries';
import { interclubTexts as t } from './messages';
import { PlainField } from '../../ui/PlainField';

interface DriverBlockProps {
  meeting: Meeting;
  memberId: number;
  now: Date;
}

/** Who drives to an away meeting; the selected member registers or cancels (spec 01 sections 4 and 5). */
export function DriverBlock({ meeting, memberId, now }: DriverBlockProps) {
  const state = driverState(meeting, memberId, now);
  const [remarks, setRemarks] = useState(state.isDriver ? meeting.driverRemarks : '');
  const update = useMeetingMutation('teamcomposition/updateDriver', t.driverUpdateFailed);
  const remove = useMeetingMutation('teamcomposition/deleteDriver', t.driverDeleteFailed, () => setRemarks(''));
  if (!state.shown) return null;

  const busy = update.isPending || remove.isPending;
  const register = () =>
    update.mutate({ id: meeting.id, member_id: memberId, remarks: state.canEditRemarks ? remarks.trim() : '' });
  const cancel = () => remove.mutate({ id: meeting.id, member_id: memberId });
  // Remarks belong to the driver: a member who may still drive sees the button, not an empty box on
  // every card; once registered the box is there to tell the team where to meet.
  const editable = state.canAct && state.canEditRemarks && state.isDriver;

  return (
    <div className="meeting-stack">
      <p className="meeting-sm">
        <Icon node={iconCar} size={16} style={{ verticalAlign: '-3px', marginRight: 4 }} />
        <b>{t.driver}{t.colon}</b> {meeting.driverId > 0 ? meeting.driver : t.noDriverYet}
      </p>
      {meeting.driverId > 0 && meeting.driverRemarks && !editable && (
        <p className="meeting-sm meeting-muted meeting-lines">{meeting.driverRemarks}</p>
      )}
      {editable && (
        <PlainField multiline label={t.driverRemarks} value={remarks} maxLength={MAX_REMARKS} onChange={setRemarks} />
      )}
      {state.canAct && (
        <div className="meeting-row">
          {state.isDriver ? (
            <>
              <Button size="compact-md" variant="light" color="red" onClick={cancel} disabled={busy}>
                {state.cancelLabel}
              </Button>
              {editable && (
                <Button size="compact-md" variant="light" onClick={register} disabled={busy}>
                  {t.saveDriverRemarks}
                </Button>
              )}
            </>
          ) : (
            <Button size="compact-md" variant="light" onClick={register} disabled={busy}>
              {state.registerLabel}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
