// This browser's web push subscription: whether push can work here, and subscribing or
// unsubscribing through the service worker's PushManager with the server's VAPID public key.
// Push needs the service worker (registered in production builds), so it is unavailable in dev.

export type PushSupport = 'unsupported' | 'denied' | 'available';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/** base64url → the bytes pushManager.subscribe() takes as applicationServerKey. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const sameKey = (subscription: PushSubscription, publicKey: string) => {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const a = new Uint8Array(key);
  const b = keyBytes(publicKey);
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
};

async function registration(): Promise<ServiceWorkerRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) return null;
  return navigator.serviceWorker.ready;
}

/** The subscription of this device for the server's key, if there is one. */
export async function currentSubscription(publicKey: string): Promise<PushSubscription | null> {
  const reg = await registration();
  const subscription = (await reg?.pushManager.getSubscription()) ?? null;
  return subscription && sameKey(subscription, publicKey) ? subscription : null;
}

export class PushUnavailableError extends Error {
  constructor(readonly reason: 'denied' | 'noServiceWorker') {
    super(reason);
    this.name = 'PushUnavailableError';
  }
}

/** Asks for permission (once) and subscribes; a subscription made with another key is replaced. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailableError('denied');
  const reg = await registration();
  if (!reg) throw new PushUnavailableError('noServiceWorker');
  const existing = await reg.pushManager.getSubscription();
  if (existing && !sameKey(existing, publicKey)) await existing.unsubscribe();
  const subscription =
    (existing && sameKey(existing, publicKey) ? existing : null) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return subscription.toJSON();
}

/** Unsubscribes this device; answers the endpoint it had (to tell the server), or null. */
export async function unsubscribeDevice(): Promise<string | null> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return null;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe();
  return endpoint;
}
