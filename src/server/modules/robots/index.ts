// The robots module: the bot calls (/Robot/*, /Markets/get_robot_list_alone, /Markets/get_runtime_log,
// /Markets/get_runtime_log_details) and the bot runner of this process. runtime.ts creates it,
// resumes every running bot at start and closes the runner (without stopping the bots) at shutdown.
import type { Clock } from '../../../engine/clock.ts';
import { systemClock } from '../../../engine/clock.ts';
import { BotRunner } from '../../../engine/runner/runner.ts';
import type { TickMetrics } from '../../../engine/runner/session-deps.ts';
import { STRATEGIES } from '../../../engine/strategies/index.ts';
import type { Db } from '../../db/database.ts';
import type { RegisteredCall } from '../../http/call-registry.ts';
import type { JobScheduler } from '../../jobs/scheduler.ts';
import type { Logger } from '../../logger.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { VenueServices } from '../../venues/venue-services.ts';
import type { BotControl } from '../../scale/bot-control.ts';
import { LeaseLostError } from '../../scale/fenced-robot-store.ts';
import type { WalletServices } from '../wallets/wallet-services.ts';
import { deleteRobotCall } from './delete-robot.ts';
import { dexAccess } from './dex-access.ts';
import { dexSwapStore } from './dex-swap-store.ts';
import { newWalletBots } from './new-wallet-bots.ts';
import { nftAccess } from './nft-access.ts';
import { nftListingRecords } from './nft-listing-records.ts';
import { getRobotCall, getRobotListAloneCall, getRobotListCall } from './get-robots.ts';
import { getRuntimeLogCall } from './get-runtime-log.ts';
import { getRuntimeLogDetailsCall } from './get-runtime-log-details.ts';
import { schedulePlanExpiry, stopBotsOfExpiredPlans } from './plan-expiry-job.ts';
import type { RobotDeps } from './robot-deps.ts';
import { robotRepository } from './robot-repository.ts';
import { RobotStore } from './robot-store.ts';
import { saveRobotCall } from './save-robot.ts';
import { getSequencePlansCall, saveSequencePlanCall } from './sequence-plans.ts';
import { startRobotCall } from './start-robot.ts';
import { stopRobotCall } from './stop-robot.ts';
import { boundVenueAccess } from './venue-access.ts';

export interface RobotModuleOptions {
  db: Db;
  secretBox: SecretBox;
  venues: VenueServices;
  log: Logger;
  clock?: Clock;
  /** The wallet module's services, for DEX and NFT bots (made after this module; asked for when one opens). */
  wallets?: () => WalletServices;
  /** Where the runner keeps its bots (a worker's fenced store in the scaled-out mode). */
  store?: RobotStore;
  /** Who starts and stops bots for the calls and jobs: the runner itself unless given (the scaled-out mode's workers). */
  control?: (runner: BotRunner) => BotControl;
  /** Receives every tick's lag (a worker's report, scale/worker-report.ts). */
  metrics?: TickMetrics;
  /** A new-wallet bot's initialisation (config NEW_WALLET_INIT_MS). */
  newWalletInitMs?: number;
}

export interface RobotModule {
  runner: BotRunner;
  calls: RegisteredCall[];
  /** Resumes every bot that was running when the process last stopped; answers how many. */
  resume(): Promise<number>;
  scheduleJobs(scheduler: JobScheduler): Promise<void>;
  /** Stops the bots of users whose plan has expired (the job runs it every minute); answers how many. */
  stopExpired(): Promise<number>;
  /** Stops every running bot of the user on a market (the alert system's "stop all robots of the pair"). */
  stopAllOfPair(userId: number, market: { web: string; base: string; quote: string }, reason: string): Promise<number>;
  /** Ends the sessions; the bots stay running in the database and resume on the next start. */
  close(): Promise<void>;
}

/** What DEX and NFT bots need: one access to chain markets and wallets, and the swap records (dex_swaps) they share. */
function chainSessions(options: RobotModuleOptions & { wallets: () => WalletServices }, clock: Clock) {
  const deps = { db: options.db, secretBox: options.secretBox, venues: options.venues, wallets: options.wallets, now: () => clock.now() };
  const swaps = dexSwapStore(options.db, () => clock.now());
  return {
    dex: { access: dexAccess(deps), swaps },
    // NFT bots trade on the venue's NFT market; their market calls are recorded with the swaps.
    nft: { access: nftAccess(deps), swaps, listings: nftListingRecords(options.db) },
  };
}

export function createRobotModule(options: RobotModuleOptions): RobotModule {
  const clock = options.clock ?? systemClock;
  const runner = new BotRunner({
    store: options.store ?? new RobotStore(options.db),
    clock,
    market: options.venues.hub,
    venues: boundVenueAccess(options),
    strategies: STRATEGIES,
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...(options.newWalletInitMs !== undefined ? { newWalletInitMs: options.newWalletInitMs } : {}),
    ...(options.wallets ? chainSessions({ ...options, wallets: options.wallets }, clock) : {}),
    onError: (error, botId) =>
      // A worker that lost a bot (scaled-out mode) is refused its order intents: expected, not a failure.
      error instanceof LeaseLostError
        ? options.log.info({ bots: error.botIds }, 'orders not placed: another worker holds these bots now')
        : options.log.error({ err: error, botId }, 'bot runner failure'),
  });
  const control = options.control?.(runner) ?? runner;
  const deps: RobotDeps = {
    db: options.db,
    secretBox: options.secretBox,
    venues: options.venues,
    runner: control,
    now: () => clock.now(),
    log: options.log,
    ...(options.wallets ? { wallets: options.wallets } : {}),
  };
  return {
    runner,
    calls: [
      saveRobotCall(deps),
      startRobotCall(deps),
      stopRobotCall(deps),
      deleteRobotCall(deps),
      getRobotCall(deps),
      getRobotListCall(deps),
      getRobotListAloneCall(deps),
      getRuntimeLogCall(deps),
      getRuntimeLogDetailsCall(deps),
      saveSequencePlanCall(deps),
      getSequencePlansCall(deps),
    ],
    resume: () => runner.resumeAll(),
    async scheduleJobs(scheduler) {
      await schedulePlanExpiry(deps, scheduler);
      await newWalletBots(deps).schedule(scheduler);
    },
    stopExpired: () => stopBotsOfExpiredPlans(deps),
    async stopAllOfPair(userId, market, reason) {
      const rows = await robotRepository(options.db).active(userId);
      const mine = rows.filter((row) => row.web === market.web && row.base === market.base && row.quote === market.quote);
      for (const row of mine) await control.stop(row.id, { key: 'stoppedByAlarm', level: 'warn', params: { reason } });
      return mine.length;
    },
    close: () => runner.close(),
  };
}
