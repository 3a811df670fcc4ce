/**
 * Web Push notifications (issue 31): what a member can be told about. Each kind has its own switch on
 * the 'Meldingen' screen; every kind is on until the account turns it off (a new kind starts on too).
 */
export const NOTIFICATION_KINDS = [
  'lineUp',
  'confirmAsk',
  'driver',
  'training',
  'playMoment',
  'leagueResult',
  'leagueReplacement',
  'campPlanning',
  'results',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A push subscription's endpoint: the push service's address, at most this long. */
export const MAX_PUSH_ENDPOINT = 1000;

/** The subscription's keys, base64url without padding: an uncompressed P-256 point (65 bytes) and a 16-byte secret. */
export const P256DH_LENGTH = 87;
export const AUTH_LENGTH = 22;
export const BASE64URL = /^[A-Za-z0-9_-]+$/;
