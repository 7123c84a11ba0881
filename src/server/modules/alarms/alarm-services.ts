// The alert module's parts, built once from its deps and handed to each call and job.
import { PushNotifier } from '../../notify/push/push-notifier.ts';
import { PushSubscriptionRepository } from '../../notify/push/push-subscription-repository.ts';
import type { AlarmDeps } from './alarm-deps.ts';
import { AlarmRepository } from './alarm-repository.ts';
import { RecipientRepository } from './channels/recipient-repository.ts';
import { TelegramBinding } from './channels/telegram-binding.ts';
import { channelSenders } from './delivery/channel-senders.ts';
import { FiringRepository } from './firing-repository.ts';
import { AlarmEngine } from './runtime/alarm-engine.ts';
import { SnapshotRepository } from './snapshot-repository.ts';

export type AlarmServices = ReturnType<typeof alarmServices>;

export function alarmServices(deps: AlarmDeps) {
  const alarms = new AlarmRepository(deps.db);
  const firings = new FiringRepository(deps.db);
  const snapshots = new SnapshotRepository(deps.db);
  const recipients = new RecipientRepository(deps.db);
  const subscriptions = new PushSubscriptionRepository(deps.db);
  const push = new PushNotifier({
    subscriptions,
    vapid: deps.vapid,
    log: deps.log.child({ channel: 'push' }),
    now: deps.now,
    ...(deps.push?.options ? { options: deps.push.options } : {}),
    ...(deps.push?.fetchImpl ? { fetchImpl: deps.push.fetchImpl } : {}),
  });
  const telegram = deps.telegram
    ? new TelegramBinding({ db: deps.db, api: deps.telegram, recipients, now: deps.now, log: deps.log.child({ channel: 'telegram' }) })
    : null;
  const engine = new AlarmEngine({ alarms, firings, feed: deps.feed, scheduler: deps.scheduler, now: deps.now, log: deps.log });
  const senders = channelSenders({
    push,
    telegram: deps.telegram,
    mailer: deps.mailer,
    recipients,
    publicUrl: deps.publicUrl,
    now: deps.now,
    log: deps.log,
  });
  return { deps, alarms, firings, snapshots, recipients, subscriptions, push, telegram, engine, senders };
}

/** The venue's display name, or its id when no account directory is available. */
export const venueNameOf = (s: AlarmServices, web: string) => s.deps.accounts?.venueName(web) ?? web;
