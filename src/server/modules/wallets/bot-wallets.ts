// New-wallet mode's wallets (spec §4, Solana only). At each start the bot gets fresh trading
// wallets, derived from the user's seed into a group of its own, funded from its wallet group by
// batch transfers (SOL, and the pair's token if asked); it trades only from them. When it stops
// (asked to, or of itself) its current wallets are collected back to the main wallet (each token,
// then SOL; the main wallet pays the fees, so each is emptied and its token accounts closed), and
// a restart waits until that collection has ended. The collection's tasks are stored in the same
// transaction that retires the wallets, so a wallet is collected once, never twice nor forgotten.
import { and, count, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/app-info.ts';
import { decimalText, newWalletPlan } from '../../../shared/bots/params/new-wallets.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import type { Db } from '../../db/database.ts';
import { tradeTaskItems, tradeTasks, walletGroups, wallets } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { deriveTradingWallets } from './create-calls.ts';
import { collectionIntents, groupTransferIntents, type PlannedIntents } from './transfer-intents.ts';
import type { WalletRow } from './wallet-repository.ts';
import type { WalletServices } from './wallet-services.ts';
import { taskItems, walletTaskRow } from './wallet-tasks.ts';

/** The bot as its wallets see it: its owner, chain, pair and parameters. */
export interface WalletBot {
  id: number;
  userId: number;
  chain: string;
  base: string;
  quote: string;
  params: unknown;
}

export interface CollectionProgress {
  done: number;
  total: number;
}

/** The request a bot's funding or collection task records: the bot it belongs to. */
const botRequest = (bot: WalletBot, step: 'fund' | 'collect') => ({ robot_id: bot.id, step, chain: bot.chain });

export function botWallets(s: WalletServices) {
  const db = s.deps.db;

  /** The bot's own group; undefined before its first start. */
  async function groupOf(bot: Pick<WalletBot, 'id' | 'userId' | 'chain'>): Promise<number | undefined> {
    const [held] = await db
      .select({ id: walletGroups.id })
      .from(walletGroups)
      .where(and(eq(walletGroups.userId, bot.userId), eq(walletGroups.chain, bot.chain), eq(walletGroups.robotId, bot.id)));
    return held?.id;
  }

  /** The bot's own group, made on its first start ("#12 DEMO/SOL", numbered on when the name is taken). */
  async function ownGroup(bot: WalletBot): Promise<number> {
    const held = await groupOf(bot);
    if (held !== undefined) return held;
    for (let attempt = 1; ; attempt += 1) {
      const name = `#${bot.id} ${bot.base}/${bot.quote}${attempt > 1 ? ` (${attempt})` : ''}`;
      const [row] = await db
        .insert(walletGroups)
        .values({ userId: bot.userId, chain: bot.chain, name, robotId: bot.id })
        .onConflictDoNothing()
        .returning({ id: walletGroups.id });
      if (row) return row.id;
    }
  }

  /** The bot's current wallets: the enabled ones of its group (`group`: its id, when already read). */
  async function current(bot: WalletBot, group?: number): Promise<WalletRow[]> {
    const groupId = group ?? (await groupOf(bot));
    return groupId === undefined ? [] : s.repo.trading(bot.userId, { chain: bot.chain, groupId, enabledOnly: true });
  }

  /** The mint of the pair's token on the chain (the venue's or one the user added). */
  async function tokenKeys(bot: WalletBot): Promise<string[]> {
    const tokens = await s.tokensOf(bot.userId, bot.chain);
    return [bot.base, bot.quote]
      .map((symbol) => tokens.find((token) => token.symbol === symbol)?.key)
      .filter((key): key is string => key !== undefined && key !== NATIVE_TOKEN);
  }

  /** The bot a funding or collection task belongs to (botRequest), as text. */
  const robotIdOf = sql<string>`${tradeTasks.params}->'request'->>'robot_id'`;
  /** Unfinished tasks of a step ('fund' | 'collect') of some of the user's bots. */
  const unfinished = (userId: number, step: 'fund' | 'collect', botIds: number[]) =>
    and(
      eq(tradeTasks.userId, userId),
      lt(tradeTasks.status, 2),
      inArray(robotIdOf, botIds.map(String)),
      sql`${tradeTasks.params}->'request'->>'step' = ${step}`,
    );

  return {
    groupOf,

    /** Whether the bot has current wallets (made, and not collected yet). */
    async holdsWallets(bot: WalletBot): Promise<boolean> {
      return (await current(bot)).length > 0;
    },

    /** The progress of each of a user's bots' collections that runs, by bot id, in one query. */
    async collections(userId: number, botIds: number[]): Promise<Map<number, CollectionProgress>> {
      if (botIds.length === 0) return new Map();
      const rows = await db
        .select({ robotId: robotIdOf, total: count(), done: count(tradeTaskItems.result) })
        .from(tradeTaskItems)
        .innerJoin(tradeTasks, eq(tradeTasks.id, tradeTaskItems.taskId))
        .where(unfinished(userId, 'collect', botIds))
        .groupBy(robotIdOf);
      return new Map(rows.filter((row) => row.total > 0).map((row) => [Number(row.robotId), { done: row.done, total: row.total }]));
    },

    /** 4407 "Collection in progress, try later." while the bot's collection runs. */
    async refuseWhileCollecting(bot: { id: number; userId: number }): Promise<void> {
      const [row] = await db
        .select({ id: tradeTasks.id })
        .from(tradeTasks)
        .where(unfinished(bot.userId, 'collect', [bot.id]))
        .limit(1);
      if (row) throw new ApiError(CODE.collectionInProgress);
    },

    /**
     * Makes the bot's fresh wallets and starts funding them from its wallet group. A plan the group
     * cannot pay is refused before anything moves, and the fresh wallets are retired again.
     */
    async prepare(bot: WalletBot, sourceGroupId: number, language: Language): Promise<void> {
      const plan = newWalletPlan(bot.params);
      const group = await ownGroup(bot);
      if ((await current(bot, group)).length > 0) throw new ApiError(CODE.collectionInProgress);
      const fresh = await deriveTradingWallets(s, bot.userId, bot.chain, plan.count, { groupId: group });
      const senders = await s.repo.trading(bot.userId, { chain: bot.chain, groupId: sourceGroupId, enabledOnly: true });
      try {
        const funding: PlannedIntents[] = [];
        funding.push(await groupTransferIntents(s, bot.userId, bot.chain, NATIVE_TOKEN, senders, fresh, decimalText(plan.sol)));
        const [token] = await tokenKeys(bot);
        if (plan.token > 0 && token)
          funding.push(await groupTransferIntents(s, bot.userId, bot.chain, token, senders, fresh, decimalText(plan.token)));
        // Both fundings are stored together or not at all: a failure retires wallets nothing was sent to.
        await s.deps.tasks.createTogether(
          funding.map(({ plan: planned, intents }) => ({
            task: walletTaskRow(
              {
                userId: bot.userId,
                type: 'batchTransfer',
                symbol: planned.token.symbol,
                params: planned.params,
                request: botRequest(bot, 'fund'),
              },
              language,
            ),
            itemsOf: taskItems(intents),
          })),
        );
      } catch (error) {
        await retire(
          db,
          fresh.map((row) => row.id),
        );
        throw error;
      }
    },

    /**
     * Collects the bot's current wallets back to the main wallet (each token, then SOL) and retires
     * them, in one transaction; answers whether it did (not while the funding still runs). A concurrent
     * collection of the same wallets stores nothing.
     */
    async collect(bot: WalletBot, language: Language): Promise<boolean> {
      const senders = await current(bot);
      if (senders.length === 0) return false;
      // Funds still on their way in would arrive after the collection: the next sweep collects.
      const [funding] = await db
        .select({ id: tradeTasks.id })
        .from(tradeTasks)
        .where(unfinished(bot.userId, 'fund', [bot.id]))
        .limit(1);
      if (funding) return false;
      const planned: PlannedIntents[] = [];
      for (const token of [...(await tokenKeys(bot)), NATIVE_TOKEN])
        planned.push(await collectionIntents(s, bot.userId, bot.chain, token, senders));
      const tasks = planned
        .filter(({ intents }) => intents.length > 0)
        .map(({ plan, intents }) => ({
          task: walletTaskRow(
            { userId: bot.userId, type: 'pool', symbol: plan.token.symbol, params: plan.params, request: botRequest(bot, 'collect') },
            language,
          ),
          itemsOf: taskItems(intents),
        }));
      const ids = senders.map((row) => row.id);
      await s.deps.tasks
        .createTogether(tasks, async (tx) => {
          if ((await retire(tx, ids)) !== ids.length) throw new AlreadyCollected();
        })
        .catch((error: unknown) => {
          if (!(error instanceof AlreadyCollected)) throw error;
        });
      return true;
    },

    /** Stopped new-wallet bots whose current wallets were not collected yet (a stop the process did not see through). */
    async uncollected(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ robotId: walletGroups.robotId })
        .from(walletGroups)
        .innerJoin(wallets, eq(wallets.groupId, walletGroups.id))
        .where(and(isNotNull(walletGroups.robotId), eq(wallets.enabled, true)));
      return rows.map((row) => row.robotId!);
    },
  };
}

class AlreadyCollected extends Error {}

/** Disables the wallets still enabled among `ids`; answers how many it changed. */
async function retire(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(wallets)
    .set({ enabled: false })
    .where(and(inArray(wallets.id, ids), eq(wallets.enabled, true)))
    .returning({ id: wallets.id });
  return rows.length;
}

export type BotWallets = ReturnType<typeof botWallets>;
