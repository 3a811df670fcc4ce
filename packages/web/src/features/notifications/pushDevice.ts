/**
 * This device's Web Push subscription, through the browser's own APIs: the service worker's
 * pushManager (pwa/sw.js shows what arrives) and the notification permission.
 */

/** 'needsInstall': an iPhone or iPad, whose Safari offers push to an app put on the home screen only. */
export type PushSupport = 'ok' | 'needsInstall' | 'unsupported';

/** Why turning on did not work, in the words of the screen (messages.ts). */
export type PushProblem = 'denied' | 'notAllowed' | 'notReady' | 'failed';

export class PushRefused extends Error {
  constructor(readonly problem: PushProblem) {
    super(problem);
  }
}

export function pushSupport(): PushSupport {
  if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'ok';
  const apple = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return apple ? 'needsInstall' : 'unsupported';
}

/** The browser said no for good: only its settings can change that. */
export function permissionDenied(): boolean {
  return pushSupport() === 'ok' && Notification.permission === 'denied';
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The endpoint this device is subscribed with ('' when it is not, or cannot be). */
export async function currentEndpoint(): Promise<string> {
  if (pushSupport() !== 'ok') return '';
  return (await currentSubscription())?.endpoint ?? '';
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((x, i) => x === b[i]);
}

export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Asks the browser's permission (this runs from the member's tap on the switch) and subscribes with the
 * server's key; a subscription made for another key is replaced.
 */
export async function subscribeThisDevice(publicKey: string): Promise<DeviceSubscription> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushRefused('denied');
  if (permission !== 'granted') throw new PushRefused('notAllowed');
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new PushRefused('notReady');
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    throw new PushRefused('failed');
  }
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** Ends this device's subscription; answers its endpoint ('' when there was none). */
export async function unsubscribeThisDevice(): Promise<string> {
  const subscription = pushSupport() === 'ok' ? await currentSubscription() : null;
  if (!subscription) return '';
  await subscription.unsubscribe();
  return subscription.endpoint;
}
