import { z } from 'zod';

/** Training status (spec 02 section 4): 0 open past, 1 open coming, 2 confirmed, 8 merged, 9 cancelled. */
export const TrainingStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(8), z.literal(9)]);

/** Training moment (spec 02 section 3): one occurrence (eventId) of a weekly training (trainingId). */
export const TrainingMoment = z.object({
  eventId: z.number().int(),
  title: z.string(),
  /** Date and times in one line, as the list shows it: 'di 24/11 18:00 - 19:30'. */
  moment: z.string(),
  calendarTitle: z.string(),
  description: z.string(),
  /** yyyy-mm-dd hh:mm on the Brussels clock. */
  startTime: z.string(),
  endTime: z.string(),
  trainerId: z.number().int(),
  nrOfAssistents: z.number().int().min(1).max(5),
  assistentId: z.number().int(),
  assistent2Id: z.number().int(),
  assistent3Id: z.number().int(),
  assistent4Id: z.number().int(),
  assistent5Id: z.number().int(),
  trainingId: z.number().int(),
  /** The training group the training is for. */
  trainingGroup: z.string(),
  trainingStatus: TrainingStatus,
  trainingStatusDescription: z.string(),
  trainingMergeId: z.number().int(),
  trainingRemark: z.string(),
  /** Trainees whose presence is not marked yet (0: all ticked). */
  toBeConfirmed: z.number().int(),
});
export type TrainingMoment = z.infer<typeof TrainingMoment>;

export const Trainer = z.object({ id: z.number().int(), name: z.string() });
export type Trainer = z.infer<typeof Trainer>;

export const MergeableMoment = z.object({
  id: z.number().int(),
  calendarTitle: z.string(),
  title: z.string(),
  description: z.string(),
  /** Beyond the spec: its date and times, as the trainer's list shows them ('do 26/11 19:00 - 21:00'), so the choices differ. */
  moment: z.string(),
});
export type MergeableMoment = z.infer<typeof MergeableMoment>;

/** Presence -1 unknown, 0 absent, 1 present; reserved and remark: what the trainee answered beforehand. */
export const TrainingPresence = z.object({
  memberId: z.number().int(),
  memberName: z.string(),
  presence: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  trainingGroup: z.string(),
  /** Confirmed earlier moments of this training since the trainee was last present (all of them when never). */
  nrOfEventsAgo: z.number().int(),
  reserved: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  remark: z.string(),
  /** Added with 'Traint mee': not in the training's group. */
  extra: z.boolean(),
});
export type TrainingPresence = z.infer<typeof TrainingPresence>;

/** A member the 'Traint mee' selector offers (by the club's additionalTraineeSelection). */
export const ExtraTraineeCandidate = z.object({ memberId: z.number().int(), memberName: z.string() });

export const TrainingPresences = z.object({
  moment: TrainingMoment,
  presences: z.array(TrainingPresence),
  candidates: z.array(ExtraTraineeCandidate),
});
export type TrainingPresences = z.infer<typeof TrainingPresences>;

/** Trainee training moment (spec 02 section 3): the moment plus the trainee's presence, reservation and remark. */
export const TraineeTrainingMoment = TrainingMoment.pick({
  eventId: true,
  title: true,
  moment: true,
  calendarTitle: true,
  description: true,
  startTime: true,
  endTime: true,
  trainingId: true,
  trainingGroup: true,
  trainingStatus: true,
  trainingStatusDescription: true,
}).extend({
  memberId: z.number().int(),
  presence: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  reserved: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  remark: z.string(),
});
export type TraineeTrainingMoment = z.infer<typeof TraineeTrainingMoment>;

/** Attendance overview (beyond the spec): trainees × held trainings of one group over a period. */
export const AttendanceCell = z.object({
  presence: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  /** The reason the trainee gave beforehand when absent. */
  reason: z.string(),
});
export const AttendanceOverview = z.object({
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  groupId: z.number().int(),
  trainings: z.array(z.object({ eventId: z.number().int(), date: z.string(), title: z.string() })),
  trainees: z.array(
    z.object({
      memberId: z.number().int(),
      memberName: z.string(),
      /** One per training, in the order of trainings. */
      cells: z.array(AttendanceCell),
    }),
  ),
});
export type AttendanceOverview = z.infer<typeof AttendanceOverview>;
