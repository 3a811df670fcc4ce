import { z } from 'zod';
import { endpoint, Flag, Text, WebAddress } from '../endpoint.ts';
import { AUTH_LENGTH, BASE64URL, MAX_PUSH_ENDPOINT, NOTIFICATION_KINDS, P256DH_LENGTH } from '../rules/notifications.ts';

/**
 * Web Push (issue 31, our paths under notifications/): a device subscribes with the server's VAPID public
 * key; the server pushes to the subscriptions of the accounts a change is about. A subscription belongs
 * to the account that sent it: no call reads or removes another account's.
 */
export const publicKey = endpoint({
  path: 'notifications/publicKey',
  access: 'member',
  request: z.object({}),
  response: z.object({ publicKey: z.string() }),
});

const Endpoint = WebAddress(MAX_PUSH_ENDPOINT);

export const subscribe = endpoint({
  path: 'notifications/subscribe',
  access: 'member',
  request: z.object({
    endpoint: Endpoint,
    keys: z.object({
      p256dh: Text(P256DH_LENGTH).pipe(z.string().length(P256DH_LENGTH).regex(BASE64URL)),
      auth: Text(AUTH_LENGTH).pipe(z.string().length(AUTH_LENGTH).regex(BASE64URL)),
    }),
  }),
  response: z.object({ message: z.string() }),
});

export const unsubscribe = endpoint({
  path: 'notifications/unsubscribe',
  access: 'member',
  request: z.object({ endpoint: Endpoint }),
  response: z.object({ message: z.string() }),
});

const Kinds = z.object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<(typeof NOTIFICATION_KINDS)[number], z.ZodBoolean>);

/** The account's choices; `device` says whether this device's endpoint (when sent) gets them for this account. */
const Preferences = z.object({ all: z.boolean(), kinds: Kinds, device: z.boolean() });

export const preferences = endpoint({
  path: 'notifications/preferences',
  access: 'member',
  request: z.object({ endpoint: z.union([z.literal(''), Endpoint]).default('') }),
  response: Preferences,
});

const KindFlags = z.object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, Flag])) as Record<(typeof NOTIFICATION_KINDS)[number], typeof Flag>);

export const setPreferences = endpoint({
  path: 'notifications/setPreferences',
  access: 'member',
  request: z.object({ all: Flag, kinds: KindFlags, endpoint: z.union([z.literal(''), Endpoint]).default('') }),
  response: Preferences,
});
