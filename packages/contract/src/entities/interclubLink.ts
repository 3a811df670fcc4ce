import { z } from 'zod';
import { TeamConfirmationOption } from './interclub.ts';

/* The answer link's view of one meeting (issue 34, endpoints/interclubLink.ts). */

/** One place of the line-up: a name only (whoever holds the link sees no phone, e-mail or remark). */
const LinkPlayer = z.object({ name: z.string(), reserve: z.boolean() });

export const LinkMeeting = z.object({
  /** The first name of the member the link answers for (a parent's link answers for its child). */
  firstName: z.string(),
  team: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  /** H home, U away (as the line-ups' homeout). */
  homeout: z.enum(['H', 'U']),
  /** yyyy-mm-dd and hh:mm on the Brussels clock; dateDescription as the line-ups write it. */
  playDate: z.string(),
  playTime: z.string(),
  dateDescription: z.string(),
  address: z.string(),
  lineUp: z.array(LinkPlayer),
  /** The member's own answer: option number (0 none yet), whether it can drive, its remark. */
  confirmationOption: z.number().int(),
  canDrive: z.boolean(),
  remarks: z.string(),
  /** The driver's first name ('' none), so 'Ik rijd' is offered only when nobody drives yet. */
  driver: z.string(),
  drives: z.boolean(),
  /** The club's options, as the app's answer dialog lists them (confirmationOptionList). */
  options: z.array(TeamConfirmationOption),
});
export type LinkMeeting = z.infer<typeof LinkMeeting>;
