import { z } from 'zod';
import { endpoint, Flag, Text } from '../endpoint.ts';
import { LinkMeeting } from '../entities/interclubLink.ts';
import { MAX_REMARKS } from '../rules/interclub.ts';

/*
 * Answer from a link, without logging in (issue 34 part 1), in interclub's prefix. The token is the key:
 * one member, one meeting, until the meeting starts. No jwt; the answers name no one's contact details.
 */

/** The random part of `…/#/antwoord/<token>`: 32 bytes, base64url. */
const LinkToken = z.string().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/);

/** The meeting as the link shows it. */
export const linkMeeting = endpoint({
  path: 'teamcomposition/linkMeeting',
  access: 'public',
  request: z.object({ token: LinkToken }),
  response: LinkMeeting,
});

/**
 * Answers the link's meeting for its member, as participateMeeting / denyMeeting (the option decides
 * which); `candrive` and `drive` (become the driver) only for an away meeting one plays.
 */
export const linkAnswer = endpoint({
  path: 'teamcomposition/linkAnswer',
  access: 'public',
  request: z.object({
    token: LinkToken,
    confirmationoption: z.number().int().min(0).max(2_147_483_647),
    candrive: Flag.default(false),
    drive: Flag.default(false),
    remarks: Text(MAX_REMARKS).default(''),
  }),
  response: LinkMeeting.extend({ message: z.string() }),
});
