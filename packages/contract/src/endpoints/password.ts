import { z } from 'zod';
import { endpoint, Text } from '../endpoint.ts';

const Done = z.object({ message: z.string() });

/** A forgotten password: mails a one-time link when the e-mail is known; answers the same either way. */
export const forgotPassword = endpoint({
  path: 'password/forgot.php',
  access: 'public',
  request: z.object({ email: Text(120) }),
  response: Done,
});

/** Sets the password with a one-time link's token (an invitation or a forgotten password). */
export const setPassword = endpoint({
  path: 'password/set.php',
  access: 'public',
  request: z.object({ token: z.string().min(20).max(200).regex(/^[A-Za-z0-9_-]+$/), password: Text(200).pipe(z.string().min(8)) }),
  response: Done,
});
