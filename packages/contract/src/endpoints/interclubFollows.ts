import { z } from 'zod';
import { endpoint, Flag, Id } from '../endpoint.ts';

/*
 * Following teams (issue 34, beyond the spec), in interclub's prefix. An account follows a team of its
 * club for itself (push choices are per account): the team's results are pushed to it and the team's
 * meetings and results show on its home ('Mijn week').
 */

const Followed = z.object({ team_ids: z.array(z.number().int()) });

/** The teams the caller's account follows (ids of the club's teams). */
export const followedTeams = endpoint({
  path: 'teamcomposition/followedTeams',
  access: 'member',
  request: z.object({}),
  response: Followed,
});

/** Follows (follow 1) or stops following (follow 0) a team of the caller's club; answers the followed teams. */
export const followTeam = endpoint({
  path: 'teamcomposition/followTeam',
  access: 'member',
  request: z.object({ team_id: Id, follow: Flag }),
  response: Followed,
});
