import { z } from 'zod';

/** Team confirmation option, spec 01 section 3. */
export const TeamConfirmationOption = z.object({
  teamConfirmationOptionId: z.number().int(),
  id: z.number().int(),
  description: z.string(),
  participate: z.union([z.literal(0), z.literal(1)]),
  variant: z.string(),
  color: z.string(),
  remarks: z.string(),
});
export type TeamConfirmationOption = z.infer<typeof TeamConfirmationOption>;
