import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { currentMoment } from './CampMomentPicker';
import { sportsCampTexts as t } from './messages';
import { useCampTrainerId } from './useCampTrainer';

/** The trainer's group half days (check-in, check-out) with the picked one: the current one until another is picked. */
export function useGroupMoments() {
  const trainerId = useCampTrainerId();
  const moments = useCall('sportscamp/presenceMomentList', { trainer_id: trainerId }, { enabled: trainerId > 0 });
  useErrorDialogFor(moments.error, t.errorTitle, t.momentsLoadFailed);
  const [picked, setPicked] = useState(0);
  const list = moments.data ?? [];
  const moment = list.find((m) => m.eventId === picked) ?? currentMoment(list);
  return { moments, list, moment, setPicked };
}
