import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
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
