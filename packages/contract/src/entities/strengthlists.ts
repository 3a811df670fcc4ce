import { z } from 'zod';

/** One line of a strength list (spec 02 section 3): who stands where in a discipline's list. */
export const StrengthListEntry = z.object({
  id: z.number().int(),
  discipline: z.number().int(),
  listNumber: z.number().int(),
  indexNumber: z.number().int(),
  /** 0 when the competition site lists someone the club has no member card of. */
  memberId: z.number().int(),
  memberName: z.string(),
  email: z.string(),
  telephone: z.string(),
  mobile: z.string(),
  ranking: z.string(),
  associationId: z.string(),
  /** The member's page on the competition site ('' for disciplines without one). */
  url: z.string(),
});
export type StrengthListEntry = z.infer<typeof StrengthListEntry>;
