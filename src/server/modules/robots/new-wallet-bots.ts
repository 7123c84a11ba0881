// New-wallet mode on the robot calls (spec §4, Solana only): start makes and funds the bot's fresh
// wallets (the runner then holds the bot queued for the 10-minute initialisation), stop collects
// them back, and a restart is refused while that collection runs. A bot that stopped of itself
// (its budget spent, its plan expired) or whose stop the process did not see through is collected
// by a job every 15 s; so is one whose funding had not ended when it stopped.
import { inArray } from 'drizzle-orm';
import { inNewWalletMode } from '../../../shared/bots/params/new-wallets.ts';
import type { Language } from '../../../shared/app-info.ts';
import type { RobotView } from '../../../shared/contracts/robot/robot.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { robots } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import type { JobScheduler } from '../../jobs/scheduler.ts';
import type { Translate } from '../../i18n.ts';
import { botWallets, type CollectionProgress, type WalletBot } from '../wallets/bot-wallets.ts';
import type { RobotDeps } from './robot-deps.ts';
import type { RobotRow } from './robot-repository.ts';
import { robotView } from './robot-view.ts';

export const NEW_WALLET_COLLECT_JOB = 'robots.collect-new-wallets';
const SWEEP_MS = 15_000;

export function newWalletBots(deps: RobotDeps) {
  const wallets = () => botWallets(deps.wallets!());
  /** The bot trades from fresh wallets: new-wallet mode on a Solana venue. */
  const applies = (row: RobotRow) => deps.wallets !== undefined && inNewWalletMode(row.params) && deps.venues.solana.has(row.web);
  const walletBot = (row: RobotRow): WalletBot => ({
    id: row.id,
    userId: row.userId,
    chain: deps.venues.solana.get(row.web)!.network.key,
    base: row.base,
    quote: row.quote,
    params: row.params,
  });

  async function collect(row: RobotRow, language: Language): Promise<void> {
    if (!applies(row) || row.status !== 'stopped') return;
    await wallets()
      .collect(walletBot(row), language)
      .catch((error: unknown) => deps.log.warn({ botId: row.id, err: error }, 'new wallets not collected yet: the next sweep tries again'));
  }

  return {
    applies,

    /** Refuses while the last run's wallets are being collected, then makes and funds the fresh ones. */
    async beforeStart(row: RobotRow, language: Language): Promise<void> {
      if (!applies(row)) return;
      await wallets().refuseWhileCollecting(row);
      await wallets().prepare(walletBot(row), (row.params as { wallet_group_id: number }).wallet_group_id, language);
    },

    /** 4407 while the bot's wallets are out or being collected. */
    async refuseWhileOut(row: RobotRow): Promise<void> {
      if (!applies(row)) return;
      await wallets().refuseWhileCollecting(row);
      if (await wallets().holdsWallets(walletBot(row))) throw new ApiError(CODE.collectionInProgress);
    },

    /** Collects a stopped bot's wallets back to the main wallet (the sweep tries again on failure). */
    collect,

    /** Collects every stopped new-wallet bot whose wallets are still out. */
    async sweep(): Promise<void> {
      const ids = await wallets().uncollected();
      if (ids.length === 0) return;
      const rows = await deps.db.select().from(robots).where(inArray(robots.id, ids));
      for (const row of rows) await collect(row, 'en');
    },

    async schedule(scheduler: JobScheduler): Promise<void> {
      if (!deps.wallets) return;
      scheduler.define(NEW_WALLET_COLLECT_JOB, () => this.sweep());
      await scheduler.every(NEW_WALLET_COLLECT_JOB, SWEEP_MS, NEW_WALLET_COLLECT_JOB);
    },

    /** The bots' views, a stopped new-wallet bot's with its collection's progress while it runs. */
    async views(rows: RobotRow[], t: Translate): Promise<RobotView[]> {
      const collecting = rows.filter((row) => applies(row) && row.status === 'stopped');
      // One query per owner (a list is one user's): the progress of every collection on the page.
      const progress = new Map<number, CollectionProgress>();
      for (const userId of new Set(collecting.map((row) => row.userId))) {
        const ids = collecting.filter((row) => row.userId === userId).map((row) => row.id);
        for (const [botId, done] of await wallets().collections(userId, ids)) progress.set(botId, done);
      }
      return rows.map((row) => robotView(row, deps.venues, t, progress.get(row.id) ?? null));
    },
  };
}
