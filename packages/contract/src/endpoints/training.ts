import { z } from 'zod';
import { Day, endpoint, envelope, FlagBit, Id, Text } from '../endpoint.ts';
import { AttendanceOverview, MergeableMoment, TraineeTrainingMoment, Trainer, TrainingMoment, TrainingPresences } from '../entities/training.ts';
import { MAX_TRAINING_REMARK } from '../rules/training.ts';

/** Reserved: 1 will attend, 0 none, -1 cannot. */
const Reserved = z.number().int().min(-1).max(1);
/** Training status codes (spec 02 section 9): 0 or 1 open (undo), 2 confirm, 8 merge, 9 cancel. */
const Status = z
  .number()
  .int()
  .refine((v) => [0, 1, 2, 8, 9].includes(v));
const OptionalId = Id.optional();

/** The club's trainers (the trainer and assistant selectors); trainers only. */
export const trainerList = endpoint({
  path: 'trainer/getList.php',
  access: 'member',
  answer: 'success',
  request: z.object({}),
  response: envelope(z.array(Trainer)),
});

/** The moments the calling trainer gives or assists, eight weeks back to eight ahead; the screen filters open/all. */
export const trainingMomentList = endpoint({
  path: 'training/getTrainingMomentsToBeConfirmedList',
  access: 'member',
  answer: 'success',
  request: z.object({}),
  response: envelope(z.array(TrainingMoment)),
});

/** Open moments of other trainings in the same week: what this one may be merged with. */
export const mergeList = endpoint({
  path: 'training/getMergeTrainingMomentList',
  access: 'member',
  answer: 'success',
  request: z.object({ training_id: Id, event_id: Id }),
  response: envelope(z.array(MergeableMoment)),
});

/**
 * Status 2 confirms, 8 merges (with merge_id), 9 cancels; 0 or 1 on a confirmed, merged or cancelled
 * moment undoes it, on an open one saves the details (trainer, assistants, remark).
 */
export const updateTrainingMoment = endpoint({
  path: 'training/updateTrainingMoment',
  access: 'member',
  answer: 'success',
  request: z.object({
    event_id: Id,
    status: Status,
    remark: Text(MAX_TRAINING_REMARK).default(''),
    trainer_id: OptionalId,
    assistent_id: OptionalId,
    assistent2_id: OptionalId,
    assistent3_id: OptionalId,
    assistent4_id: OptionalId,
    assistent5_id: OptionalId,
    merge_id: OptionalId,
  }),
  response: envelope(TrainingMoment),
});

export const trainingPresencesList = endpoint({
  path: 'training/getTrainingPresencesList',
  access: 'member',
  answer: 'success',
  request: z.object({ event_id: Id }),
  response: envelope(TrainingPresences),
});

/** Marks one trainee; a member outside the group marked present is added ('Traint mee'). */
export const updateTrainingPresence = endpoint({
  path: 'training/updateTrainingPresence',
  access: 'member',
  answer: 'success',
  request: z.object({ event_id: Id, member_id: Id, presence: FlagBit }),
  response: envelope(TrainingPresences),
});

/** The trainee's (own linked member's) moments, eight weeks back to eight ahead. */
export const traineeMomentList = endpoint({
  path: 'training/getTraineeMomentList',
  access: 'member',
  answer: 'success',
  request: z.object({ trainee_id: Id }),
  response: envelope(z.array(TraineeTrainingMoment)),
});

/** reserved 1 will attend, -1 cannot (remark: the reason, required), 0 undoes. */
export const updateTrainingReservation = endpoint({
  path: 'training/updateTrainingReservation',
  access: 'member',
  answer: 'success',
  request: z.object({ event_id: Id, member_id: Id, reserved: Reserved, remark: Text(MAX_TRAINING_REMARK).default('') }),
  response: envelope(TraineeTrainingMoment),
});


/**
 * Attendance overview (our path; beyond the spec): the held trainings of one training group the caller
 * gives or assists, over at most a year (default: the last eight weeks up to today); group_id 0 takes the caller's first group.
 */
export const attendanceOverview = endpoint({
  path: 'training/getAttendanceOverview',
  access: 'member',
  answer: 'success',
  request: z.object({ group_id: Id, date_from: Day.optional(), date_till: Day.optional() }),
  response: envelope(AttendanceOverview),
});
