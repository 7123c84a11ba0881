// The alert system (/Api/Alarm/*, docs/alerts.md): rules, their evaluation on the shared market
// feed and the bound accounts, and delivery by web push, Telegram and e-mail. createAlarmModule
// gives the runtime the calls and the jobs; start() begins watching the active alerts' markets.
import type { AlarmChannel } from '../../../shared/contracts/alarm/fields.ts';
import type { RegisteredCall } from '../../http/call-registry.ts';
import { readTelegramUpdates } from '../../notify/telegram/telegram-updates.ts';
import type { AlarmDeps } from './alarm-deps.ts';
import { alarmServices } from './alarm-services.ts';
import { addAlarmCall } from './calls/add-alarm.ts';
import { getAlarmListCall } from './calls/alarm-list.ts';
import {
  dismissBindPromptCall,
  getAlarmChannelsCall,
  pushSubscribeCall,
  pushUnsubscribeCall,
  telegramBindCodeCall,
} from './calls/channel-calls.ts';
import { deleteAlarmCall } from './calls/delete-alarm.ts';
import { dismissAlarmCall } from './calls/dismiss-alarm.ts';
import { getAlarmFiringsCall } from './calls/get-alarm-firings.ts';
import { setAlarmStatusCall } from './calls/set-alarm-status.ts';
import { testAlarmCall } from './calls/test-alarm.ts';
import { updateAlarmCall } from './calls/update-alarm.ts';
import type { RecipientRepository } from './channels/recipient-repository.ts';
import type { ChannelSender } from './delivery/channel-senders.ts';
import { DELIVER_JOB, deliverFiring } from './delivery/deliver-firing.ts';
import { ACCOUNT_CHECK_JOB, checkAccounts } from './runtime/account-checks.ts';
import { evaluateSnapshotDrops, RETIRED_SNAPSHOT_JOB, snapshotAssets } from './runtime/balance-snapshots.ts';

export type { AlarmDeps, AlarmTimings } from './alarm-deps.ts';
export { DEFAULT_ALARM_TIMINGS } from './alarm-deps.ts';
export type { BoundAccounts, MarketKey, MarketPriceFeed, RobotControl } from './ports.ts';

const TELEGRAM_POLL_JOB = 'alarms.telegram-updates';

export interface AlarmDelivery {
  senders: Record<AlarmChannel, ChannelSender>;
  recipients: RecipientRepository;
  /** Whether the product has a Telegram bot (the Telegram channel exists at all). */
  telegramAvailable: boolean;
}

export interface AlarmModule {
  calls: RegisteredCall[];
  /**
   * The drop conditions' part in the shared asset snapshots, which the analytics module takes: the
   * coins each account's snapshot must hold, and the evaluation after each run.
   */
  snapshots: {
    assetsToValue(): Array<{ userId: number; web: string; assets: string[] }>;
    snapshotsTaken(at: Date): Promise<void>;
  };
  /** The alert channels, for other alerts the product raises (risk users): one sender per channel, and who is reached where. */
  delivery: AlarmDelivery;
  /** Defines the jobs (before the scheduler starts), reads the active alerts and watches their markets. */
  start(): Promise<void>;
  stop(): void;
}

export function createAlarmModule(deps: AlarmDeps): AlarmModule {
  const s = alarmServices(deps);
  const { scheduler, timings, log } = deps;
  return {
    calls: [
      getAlarmListCall(s),
      addAlarmCall(s),
      updateAlarmCall(s),
      setAlarmStatusCall(s),
      deleteAlarmCall(s),
      dismissAlarmCall(s),
      getAlarmFiringsCall(s),
      getAlarmChannelsCall(s),
      pushSubscribeCall(s),
      pushUnsubscribeCall(s),
      telegramBindCodeCall(s),
      dismissBindPromptCall(s),
      testAlarmCall(s),
    ],
    delivery: { senders: s.senders, recipients: s.recipients, telegramAvailable: s.telegram !== null },
    snapshots: {
      assetsToValue: () => snapshotAssets(s.engine),
      snapshotsTaken: (at) => evaluateSnapshotDrops(s.engine, s.snapshots, timings.snapshotIntervalMs, at),
    },
    async start() {
      scheduler.define(DELIVER_JOB, async (data) => {
        const firingId = (data as { firingId?: unknown }).firingId;
        if (typeof firingId === 'number') {
          await deliverFiring(
            { ...s, accounts: { venueName: (web) => deps.accounts?.venueName(web) ?? web }, robots: deps.robots, now: deps.now, log },
            firingId,
          );
        }
      });
      scheduler.define(ACCOUNT_CHECK_JOB, async () => {
        await s.engine.refresh();
        if (deps.accounts) await checkAccounts(s.engine, deps.accounts, deps.now, log);
      });
      await scheduler.every(ACCOUNT_CHECK_JOB, timings.evaluateIntervalMs, ACCOUNT_CHECK_JOB);
      await scheduler.cancel(RETIRED_SNAPSHOT_JOB);
      const binding = s.telegram;
      if (deps.telegram && binding) {
        const api = deps.telegram;
        scheduler.define(TELEGRAM_POLL_JOB, async () => {
          await readTelegramUpdates(deps.db, api, (update) => binding.handleUpdate(update));
        });
        await scheduler.every(TELEGRAM_POLL_JOB, timings.telegramPollMs, TELEGRAM_POLL_JOB);
      } else {
        await scheduler.cancel(TELEGRAM_POLL_JOB);
      }
      await s.engine.refresh();
      await s.engine.resumeUnfinished();
    },
    stop() {
      s.engine.stop();
    },
  };
}
