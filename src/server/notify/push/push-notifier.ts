// Web push to every device a user subscribed: each device on its own, a dead subscription (404/410
// from its push service) removed, failures reported to the caller and logged.
import type { Logger } from '../../logger.ts';
import type { PushSubscriptionRepository } from './push-subscription-repository.ts';
import type { VapidKeys } from './vapid-keys.ts';
import { DEFAULT_PUSH_OPTIONS, type PushOptions, sendWebPush } from './web-push-sender.ts';

/** What the service worker receives (src/sw/push): shown as a notification, `url` opened on click. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
  /** The alert firing a push reports (alert pushes). */
  firingId?: number;
  /** What the push is about: an alert (the default) or a background task that ended. */
  kind?: 'alarm' | 'task';
  /** Task pushes: the task's schedule code and final status (2 done, 3 failed). */
  schedule_code?: string;
  status?: number;
}

export interface PushReport {
  devices: number;
  sent: number;
  removed: number;
  failed: number;
  /** The first failure, for the delivery record. */
  error: string | null;
}

export interface PushNotifierDeps {
  subscriptions: PushSubscriptionRepository;
  vapid: VapidKeys & { subject: string };
  log: Logger;
  now: () => number;
  options?: Partial<PushOptions>;
  fetchImpl?: typeof fetch;
}

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
};

export class PushNotifier {
  constructor(private readonly deps: PushNotifierDeps) {}

  get publicKey(): string {
    return this.deps.vapid.publicKey;
  }

  async notifyUser(userId: number, message: PushMessage): Promise<PushReport> {
    const targets = await this.deps.subscriptions.listOfUser(userId);
    const report: PushReport = { devices: targets.length, sent: 0, removed: 0, failed: 0, error: null };
    const payload = JSON.stringify(message);
    const options = { ...DEFAULT_PUSH_OPTIONS, ...this.deps.options };
    await Promise.all(
      targets.map(async (target) => {
        const outcome = await sendWebPush(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          this.deps.vapid,
          options,
          this.deps.fetchImpl,
        );
        // The endpoint is a capability URL: only its host goes to the log.
        const where = { userId, subscription: target.id, pushHost: hostOf(target.endpoint) };
        if (outcome.kind === 'sent') {
          report.sent += 1;
          await this.deps.subscriptions.markSent(target.id, new Date(this.deps.now()));
        } else if (outcome.kind === 'gone') {
          report.removed += 1;
          await this.deps.subscriptions.remove(target.id);
          this.deps.log.info({ ...where, status: outcome.status }, 'push subscription gone: removed');
        } else {
          report.failed += 1;
          report.error ??= outcome.error;
          this.deps.log.warn({ ...where, status: outcome.status, error: outcome.error }, 'push delivery failed');
        }
      }),
    );
    return report;
  }
}
