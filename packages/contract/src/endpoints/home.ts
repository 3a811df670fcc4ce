import { z } from 'zod';
import { endpoint, Flag } from '../endpoint.ts';
import { MyWeek } from '../entities/home.ts';

/**
 * 'Mijn week' (issue 30, our path): the coming seven days of the user's linked members, today first,
 * and last week's results, in one call. Always the caller's own members: there is no member to name.
 */
export const myWeek = endpoint({
  path: 'home/myWeek',
  access: 'member',
  request: z.object({}),
  response: MyWeek,
});

/**
 * The weekly e-mail (issue 32): whether this account gets it. One switch per account, which covers its
 * linked members (one mail holds them all). The 'Meldingen' screen shows it; the mail's one-click
 * unsubscribe link turns it off too.
 */
export const weeklyMail = endpoint({
  path: 'home/weeklyMail',
  access: 'member',
  request: z.object({}),
  response: z.object({ on: z.boolean() }),
});

export const setWeeklyMail = endpoint({
  path: 'home/setWeeklyMail',
  access: 'member',
  request: z.object({ on: Flag }),
  response: z.object({ on: z.boolean() }),
});
