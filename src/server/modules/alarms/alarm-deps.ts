import type { Db } from '../../db/database.ts';
import type { JobScheduler } from '../../jobs/scheduler.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../notify/mail/mailer.ts';
import type { PushOptions } from '../../notify/push/web-push-sender.ts';
import type { VapidKeys } from '../../notify/push/vapid-keys.ts';
import type { TelegramBotApi } from '../../notify/telegram/telegram-bot-api.ts';
import type { BoundAccounts, MarketPriceFeed, RobotControl } from './ports.ts';

export interface AlarmTimings {
  /** The account checks (balance below, arbitrage bot): 30 s by default. */
  evaluateIntervalMs: number;
  /** How often the shared asset snapshots are taken (10 minutes by default); the hourly comparison is six of them back. */
  snapshotIntervalMs: number;
  /** Reading the Telegram bot's messages (bind codes): 3 s by default. */
  telegramPollMs: number;
}

export const DEFAULT_ALARM_TIMINGS: AlarmTimings = { evaluateIntervalMs: 30_000, snapshotIntervalMs: 600_000, telegramPollMs: 3_000 };

/** What the alert module needs from the outside; the clock is here so tests can move it. */
export interface AlarmDeps {
  db: Db;
  mailer: Mailer;
  scheduler: JobScheduler;
  /** The shared market-data feed; null while none is running (price conditions then wait). */
  feed: MarketPriceFeed | null;
  /** The bound exchange accounts; null while none are available (account conditions then wait). */
  accounts: BoundAccounts | null;
  /** The robots of a pair; null while the bot runner is not part of this process. */
  robots: RobotControl | null;
  vapid: VapidKeys & { subject: string };
  /** The product's Telegram bot; null when TELEGRAM_BOT_TOKEN is not set. */
  telegram: TelegramBotApi | null;
  publicUrl: () => string;
  now: () => number;
  log: Logger;
  timings: AlarmTimings;
  push?: { options?: Partial<PushOptions>; fetchImpl?: typeof fetch };
}
