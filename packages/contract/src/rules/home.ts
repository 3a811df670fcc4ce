import type { WeekItem } from '../entities/home.ts';

/** 'Mijn week' on home (issue 30): today and the six days after it; results of the seven days before. */
export const MY_WEEK_DAYS = 7;

/**
 * The weekly e-mail (issue 32): the club's day (ISO, 1 Monday … 7 Sunday) and hour on the Brussels
 * clock, Sunday 18:00 unless the club's settings say otherwise.
 */
export const WEEKLY_MAIL_DEFAULT = { day: 7, hour: 18 } as const;

/** The screen a line of the week opens (home's cards and the weekly e-mail's links): its area's route. */
export function weekItemRoute(item: WeekItem): string {
  switch (item.kind) {
    case 'meeting':
      return '/teams';
    case 'training':
      return '/traineetrainingmoments/reservation';
    case 'trainerTraining':
      // A started one opens its presences (to tick and confirm); a coming one the open list.
      return item.asksAnswer ? `/trainingpresences/${item.id}` : '/trainingmoments/open';
    case 'playMoment':
      return '/reservations';
    case 'campDay':
      return '/trainerpresence';
    case 'leaguePlayDate':
      return `/league/${item.memberId}`;
  }
}
