import { z } from 'zod';
import { endpoint, envelope, Flag, Text } from '../endpoint.ts';
import { AppConfig, SessionUser } from '../entities/session.ts';

export const config = endpoint({
  path: 'general/config.php',
  access: 'public',
  answer: 'success',
  // g2soft names the club (its club code); empty means the deployment's default club.
  request: z.object({ g2soft: Text(40).optional(), returnSecureToken: Flag.optional() }),
  response: envelope(AppConfig),
});

export const login = endpoint({
  path: 'login.php',
  access: 'public',
  answer: 'success',
  request: z.object({
    // The app sends nothing without both (spec 01 section 5); the server refuses empty ones too.
    login: Text(254).min(1),
    password: Text(200).min(1),
    application: z.number().int().optional(),
    returnSecureToken: Flag.optional(),
  }),
  response: envelope(SessionUser),
});

/** Ends this session on the server (the /logout page), or every session of the user with everywhere. */
export const logout = endpoint({
  path: 'logout.php',
  access: 'member',
  request: z.object({ everywhere: Flag.optional() }),
  response: z.object({ message: z.string() }),
});

/** Issue 33: the member's own choice of language, kept on its account (it follows the member to another phone and into its mails). */
export const setLanguage = endpoint({
  path: 'session/language',
  access: 'member',
  request: z.object({ language: z.enum(['nl', 'fr']) }),
  response: z.object({ message: z.string() }),
});
