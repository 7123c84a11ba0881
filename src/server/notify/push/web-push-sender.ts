// Sends one web push message (RFC 8030) with an aes128gcm-encrypted payload (RFC 8291) and a
// VAPID signature (RFC 8292). web-push builds the request (encryption, JWT); we send it with fetch,
// so a push service on plain HTTP (a local one in tests) is reached the same way as a real one.
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushOutcome =
  | { kind: 'sent'; status: number }
  /** 404 or 410: the subscription is gone for good (unsubscribed or expired) and must be removed. */
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; status: number | null; error: string };

export interface PushOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered message with the same topic (base64url, up to 32 characters). */
  topic?: string;
  timeoutMs: number;
}

export const DEFAULT_PUSH_OPTIONS: PushOptions = { ttlSeconds: 24 * 3600, urgency: 'high', timeoutMs: 10_000 };

export async function sendWebPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys & { subject: string },
  options: PushOptions = DEFAULT_PUSH_OPTIONS,
  fetchImpl: typeof fetch = fetch,
): Promise<PushOutcome> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(target, payload, {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
      ...(options.topic ? { topic: options.topic } : {}),
    });
  } catch (error) {
    // A subscription whose keys do not make a valid P-256 point can never receive anything.
    return { kind: 'failed', status: null, error: error instanceof Error ? error.message : String(error) };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  try {
    const response = await fetchImpl(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
    if (response.ok) return { kind: 'sent', status: response.status };
    return { kind: 'failed', status: response.status, error: `push service answered HTTP ${response.status}` };
  } catch (error) {
    return { kind: 'failed', status: null, error: error instanceof Error ? error.message : String(error) };
  }
}
