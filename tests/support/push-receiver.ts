// A local push service (RFC 8030) on plain HTTP: it hands out subscription endpoints, accepts
// pushes to them, checks the VAPID signature and opens each payload with the subscription's keys.
// An endpoint can be made to answer 410 Gone, as a push service does for an expired subscription.
import Fastify from 'fastify';
import { createPushKeys, decryptPushBody, type PushKeys, type VapidClaims, verifyVapid } from './push-decrypt.ts';

export interface ReceivedPush {
  endpoint: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload. */
  payload: string;
  claims: VapidClaims;
  vapidKey: string;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  secret: PushKeys;
}

export interface PushReceiver {
  url: string;
  received: ReceivedPush[];
  /** Requests that failed to verify or decrypt (should stay empty). */
  rejected: string[];
  subscribe(): TestSubscription;
  /** From now on the endpoint answers this status (410 = gone) instead of 201. */
  answer(endpoint: string, status: number): void;
  /** Waits (bounded) for a push to the endpoint after `count` earlier ones. */
  waitFor(endpoint: string, count?: number, timeoutMs?: number): Promise<ReceivedPush>;
  /**
   * Waits (bounded) for the first push to the endpoint whose payload passes `matches`: a device
   * of a user also receives the pushes of that user's other activity (a finished task, say).
   */
  waitForMatching(endpoint: string, matches: (payload: string) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  hits(endpoint: string): number;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const subscriptions = new Map<string, { keys: PushKeys; status: number; hits: number }>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const app = Fastify();
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  let url = '';

  app.post('/push/:id', async (request, reply) => {
    const endpoint = `${url}/push/${(request.params as { id: string }).id}`;
    const subscription = subscriptions.get(endpoint);
    if (!subscription) return reply.status(404).send();
    subscription.hits += 1;
    if (subscription.status !== 201) return reply.status(subscription.status).send();
    try {
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
      const vapid = verifyVapid(request.headers.authorization);
      const payload = decryptPushBody(request.body as Buffer, subscription.keys);
      received.push({ endpoint, headers: request.headers, payload, claims: vapid.claims, vapidKey: vapid.publicKey });
      return reply.status(201).header('location', `${endpoint}/message/${received.length}`).send();
    } catch (error) {
      rejected.push(error instanceof Error ? error.message : String(error));
      return reply.status(400).send();
    }
  });

  url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  let next = 0;

  return {
    url,
    received,
    rejected,
    subscribe() {
      next += 1;
      const endpoint = `${url}/push/sub-${next}-${Math.random().toString(36).slice(2, 10)}`;
      const keys = createPushKeys();
      subscriptions.set(endpoint, { keys, status: 201, hits: 0 });
      return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, secret: keys };
    },
    answer(endpoint, status) {
      const subscription = subscriptions.get(endpoint);
      if (subscription) subscription.status = status;
    },
    async waitFor(endpoint, count = 0, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = received.filter((push) => push.endpoint === endpoint);
        if (mine.length > count) return mine[count]!;
        if (Date.now() > deadline) throw new Error(`no push to ${endpoint} within ${timeoutMs} ms (rejected: ${rejected.join('; ')})`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async waitForMatching(endpoint, matches, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((push) => push.endpoint === endpoint && matches(push.payload));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching push to ${endpoint} within ${timeoutMs} ms (rejected: ${rejected.join('; ')})`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    hits: (endpoint) => subscriptions.get(endpoint)?.hits ?? 0,
    close: () => app.close(),
  };
}
