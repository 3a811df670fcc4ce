import { z } from 'zod';

export const Objective = z.object({ id: z.number().int(), name: z.string(), color: z.string() });

/** Member card, spec 01 section 3 / member (list), spec 02 section 3. */
export const MemberCard = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  email: z.string(),
  telephone: z.string(),
  mobile: z.string(),
  birthdate: z.string(),
  gender: z.enum(['M', 'F']),
  ranking: z.string(),
  associationId: z.string(),
  memberState: z.number().int(),
  traineeState: z.number().int(),
  trainingGroups: z.string(),
  traineeRemark: z.string(),
  traineeRemarkColor: z.string(),
  achievedObjectives: z.array(Objective),
  currentObjectives: z.array(Objective),
});
export type MemberCard = z.infer<typeof MemberCard>;
