import { z } from 'zod';
import { endpoint, Flag, Id } from '../endpoint.ts';
import { MemberCard } from '../entities/members.ts';

export const getList = endpoint({
  path: 'member/getList.php',
  access: 'member',
  request: z.object({
    memberids: z.array(Id).max(100).optional(),
    allmembers: Flag.optional(),
    /** The members directory's trainee list (/members/trainees): active members with traineeState > 0; trainers only. */
    trainees: Flag.optional(),
  }),
  response: z.array(MemberCard),
});

/**
 * A link to one of the user's contribution (mutualiteit) forms as a PDF (spec 01: contributionFormURL).
 * The link works without a login for a few minutes, so a phone's PDF viewer can open it.
 */
export const contributionFormUrl = endpoint({
  path: 'contributionform/contributionform_url.php',
  access: 'member',
  request: z.object({ id: Id }),
  response: z.object({ url: z.string() }),
});
