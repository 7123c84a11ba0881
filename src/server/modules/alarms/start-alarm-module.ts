// Builds the alert module from the server's configuration and services: the VAPID keys (created on
// first start), the Telegram bot when a token is configured, and the adapters to the shared
// market-data feed and the bound exchange accounts. runtime.ts calls this once.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobScheduler } from '../../jobs/scheduler.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../notify/mail/mailer.ts';
import { loadOrCreateVapidKeys } from '../../notify/push/vapid-keys.ts';
import { TelegramBotApi } from '../../notify/telegram/telegram-bot-api.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { VenueServices } from '../../venues/venue-services.ts';
import { boundExchangeAccounts } from './adapters/bound-accounts.ts';
import { marketPriceFeed } from './adapters/market-price-feed.ts';
import { type AlarmModule, createAlarmModule, type RobotControl } from './index.ts';

export interface AlarmModuleOptions {
  config: Config;
  db: Db;
  secretBox: SecretBox;
  mailer: Mailer;
  scheduler: JobScheduler;
  venues: VenueServices;
  robots: RobotControl | null;
  publicUrl: () => string;
  log: Logger;
  now?: () => number;
}

/** The address in MAIL_FROM ("Name <a@b>" or "a@b"), as a VAPID subject. */
const subjectOf = (config: Config) =>
  config.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim()}`;

export async function startAlarmModule(options: AlarmModuleOptions): Promise<AlarmModule> {
  const { config } = options;
  const vapid = await loadOrCreateVapidKeys(options.db, options.secretBox);
  const module = createAlarmModule({
    db: options.db,
    mailer: options.mailer,
    scheduler: options.scheduler,
    feed: marketPriceFeed(options.venues.hub),
    accounts: boundExchangeAccounts({ db: options.db, secretBox: options.secretBox, venues: options.venues }),
    robots: options.robots,
    vapid: { ...vapid, subject: subjectOf(config) },
    telegram: config.TELEGRAM_BOT_TOKEN
      ? new TelegramBotApi({ baseUrl: config.TELEGRAM_API_BASE, token: config.TELEGRAM_BOT_TOKEN })
      : null,
    publicUrl: options.publicUrl,
    now: options.now ?? Date.now,
    log: options.log,
    timings: {
      evaluateIntervalMs: config.ALARM_EVALUATE_INTERVAL_MS,
      snapshotIntervalMs: config.ALARM_SNAPSHOT_INTERVAL_MS,
      telegramPollMs: config.TELEGRAM_POLL_INTERVAL_MS,
    },
  });
  await module.start();
  return module;
}
