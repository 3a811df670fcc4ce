import webpush from 'web-push';

/** A device as the push service knows it: its endpoint and the keys the payload is encrypted for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The push service's status, or 0 when it could not be reached (a retry later may get through); 400
 * when no request could be made for this device at all (its keys are no keys): that never changes.
 */
export type PushSend = (target: PushTarget, payload: string) => Promise<number>;

/** A fresh VAPID key pair (P-256, base64url). */
export function newVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/** How long a push service keeps a message for a device that is offline: a day, then it is stale. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8030) with an aes128gcm payload (RFC 8291) and a VAPID signature (RFC 8292). web-push
 * builds the request (encryption, JWT); fetch sends it, so an http stand-in works in the tests (web-push's
 * own sender speaks https only) and a slow push service is cut off after ten seconds.
 */
export function webPushSender(keys: VapidKeys, subject: string): PushSend {
  return async (target, payload) => {
    const subscription = { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } };
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      });
    } catch {
      return 400;
    }
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers,
        // A plain byte array: the DOM and Node typings (e2e, bench) differ on Buffer as a body.
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'manual',
      });
      await res.body?.cancel();
      return res.status;
    } catch {
      return 0;
    }
  };
}
