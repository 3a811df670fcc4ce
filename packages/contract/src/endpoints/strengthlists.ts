import { z } from 'zod';
import { endpoint, Flag, Id } from '../endpoint.ts';
import { StrengthListEntry } from '../entities/strengthlists.ts';
import { DEFAULT_DISCIPLINE } from '../rules/strengthlists.ts';

/**
 * The strength list of one discipline (spec 02: 'sterktelijsten load with forceRefresh'; the path is
 * ours). Table tennis comes from the competition site, in its order; forceRefresh asks the site again
 * instead of serving the stored list. Members only: the lines carry e-mail and phone numbers.
 */
export const strengthList = endpoint({
  path: 'sterktelijsten/list.php',
  access: 'member',
  request: z.object({ discipline: Id.default(DEFAULT_DISCIPLINE), forceRefresh: Flag.optional() }),
  response: z.array(StrengthListEntry),
});
