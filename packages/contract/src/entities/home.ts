import { z } from 'zod';

/**
 * 'Mijn week' on home (issue 30): one line per thing that concerns the member or one of its linked
 * members in the coming days. Every line names whose it is (a parent sees each child's name), its day
 * and time, and whether it waits for an answer of the member.
 */
const Line = {
  /** The linked member the line is for; 0 for the user's own trainer work. */
  memberId: z.number().int(),
  memberName: z.string(),
  /** yyyy-mm-dd. */
  date: z.string(),
  /** hh:mm, '' when the day has no time (a camp day, a play date without time). */
  time: z.string(),
  /** The member still has to answer (a line-up, a training, a camp day, a training to confirm). */
  asksAnswer: z.boolean(),
};

/** An interclub meeting of one of the member's teams (roster, line-up, captain or an answer). */
export const WeekMeeting = z.object({
  kind: z.literal('meeting'),
  /** The meeting's id (teamcalendar id), as teamcomposition/list answers it. */
  id: z.number().int(),
  ...Line,
  team: z.string(),
  meeting: z.string(),
  homeout: z.enum(['H', 'U']),
  /** The member's answer: 1 plays, 0 cannot, -1 not answered. */
  answer: z.number().int(),
  /** Lined up as player or reserve. */
  inLineUp: z.boolean(),
  /** The players of the line-up once it is set ('' until then). */
  lineUp: z.string(),
  driver: z.string(),
  score: z.string(),
  /** A meeting of a team the account follows (issue 34), for none of its members (memberId 0). */
  followed: z.boolean().optional(),
});

/** A training moment as both the trainee's and the trainer's lines show it. */
const TrainingLine = {
  /** The moment's eventId. */
  id: z.number().int(),
  ...Line,
  endTime: z.string(),
  title: z.string(),
  group: z.string(),
  /** As the training lists answer it: 0/1 open, 2 confirmed, 8 merged, 9 cancelled. */
  status: z.number().int(),
};

/** A training of one of the member's groups (or one it joined): its present/absent answer. */
export const WeekTraining = z.object({
  kind: z.literal('training'),
  ...TrainingLine,
  /** 1 comes, -1 cannot (with the remark), 0 not answered. */
  reserved: z.number().int(),
  remark: z.string(),
});

/** A training the user gives or assists; asksAnswer when it has started and is not confirmed yet. */
export const WeekTrainerTraining = z.object({
  kind: z.literal('trainerTraining'),
  ...TrainingLine,
  /** Trainees whose presence is not ticked yet. */
  toBeConfirmed: z.number().int(),
});

/** A play moment reserved for the member. */
export const WeekPlayMoment = z.object({
  kind: z.literal('playMoment'),
  /** The moment's eventId. */
  id: z.number().int(),
  ...Line,
  endTime: z.string(),
  description: z.string(),
  remark: z.string(),
});

/** A camp day of a camp trainer; asksAnswer from the day itself until the presence is given. */
export const WeekCampDay = z.object({
  kind: z.literal('campDay'),
  /** The trainer presence's id. */
  id: z.number().int(),
  ...Line,
  title: z.string(),
  /** -1 not given yet, 0 no training given, 1 present. */
  presence: z.number().int(),
});

/** The play date of the member's poule in the league's ongoing period. */
export const WeekLeaguePlayDate = z.object({
  kind: z.literal('leaguePlayDate'),
  /** The poule's id. */
  id: z.number().int(),
  ...Line,
  leagueId: z.number().int(),
  league: z.string(),
  /** Level code and poule number, 'B1'. */
  poule: z.string(),
  terrain: z.string(),
  remarks: z.string(),
  /** The poule's matches without a result. */
  toPlay: z.number().int(),
});

export const WeekItem = z.discriminatedUnion('kind', [WeekMeeting, WeekTraining, WeekTrainerTraining, WeekPlayMoment, WeekCampDay, WeekLeaguePlayDate]);

/** A meeting of the member's teams last week with its score. */
export const WeekMeetingResult = z.object({
  kind: z.literal('meeting'),
  id: z.number().int(),
  date: z.string(),
  team: z.string(),
  meeting: z.string(),
  score: z.string(),
  won: z.enum(['Y', 'N', '']),
});

/** The member's poule that played last week: its matches won and lost so far. */
export const WeekLeagueResult = z.object({
  kind: z.literal('league'),
  id: z.number().int(),
  date: z.string(),
  memberId: z.number().int(),
  memberName: z.string(),
  leagueId: z.number().int(),
  league: z.string(),
  poule: z.string(),
  won: z.number().int(),
  lost: z.number().int(),
});

export const WeekResult = z.discriminatedUnion('kind', [WeekMeetingResult, WeekLeagueResult]);

export const MyWeek = z.object({
  /** The first day (today in Brussels) and the last, yyyy-mm-dd. */
  from: z.string(),
  until: z.string(),
  /** In time order, today first. */
  items: z.array(WeekItem),
  /** The seven days before from, latest first. */
  results: z.array(WeekResult),
});

export type WeekMeeting = z.infer<typeof WeekMeeting>;
export type WeekTraining = z.infer<typeof WeekTraining>;
export type WeekItem = z.infer<typeof WeekItem>;
export type WeekResult = z.infer<typeof WeekResult>;
export type MyWeek = z.infer<typeof MyWeek>;
