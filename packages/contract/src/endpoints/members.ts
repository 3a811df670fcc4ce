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
