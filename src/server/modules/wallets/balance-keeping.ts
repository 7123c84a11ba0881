// The balances /subManage shows follow the chain without anyone pressing Refresh: what the product
// itself sends (a bot's swaps, read again by the bot after each one) is kept the moment it is read,
// and a sweep reads the wallets whose balances are oldest (coins deposited from elsewhere) on a
// schedule. Every kept balance carries when it was read, which the page shows.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { walletBalances, wallets } from '../../db/schema/index.ts';
import type { JobScheduler } from '../../jobs/scheduler.ts';
import { type WalletRow, walletRepository } from './wallet-repository.ts';
import type { WalletServices } from './wallet-services.ts';

export const BALANCE_SWEEP_JOB = 'wallet-balance-sweep';
/** How often the sweep runs. */
export const BALANCE_SWEEP_INTERVAL_MS = 5 * 60_000;
/** A wallet whose balances are older than this (or never read) is read again by the sweep. */
export const BALANCE_STALE_MS = 15 * 60_000;
/** Wallets read per sweep, oldest first: the rest wait for the next one. */
export const BALANCE_SWEEP_LIMIT = 2_000;

/**
 * What a bot keeps of its wallets' balances for the wallet page: the ids of the wallets it last
 * listed (the user's own, group-wallets.ts) by address, so keeping a read costs one write, no lookup.
 */
export function balanceKeeper(db: Db) {
  const ids = new Map<string, number>();
  return {
    /** The bot's wallets as just listed, remembered by address. */
    listed<W extends { id: number; address: string }>(list: W[]): W[] {
      ids.clear();
      for (const wallet of list) ids.set(wallet.address.toLowerCase(), wallet.id);
      return list;
    },
    /** Keeps what was read at `readAt` for the listed wallets; only the tokens read are replaced. */
    async keep(readAt: Date, table: ReadonlyMap<string, ReadonlyMap<string, bigint>>): Promise<void> {
      const saved = [...table].flatMap(([address, amounts]) => {
        const walletId = ids.get(address.toLowerCase());
        return walletId === undefined ? [] : [...amounts].map(([token, amount]) => ({ walletId, token, amount }));
      });
      if (saved.length > 0) await walletRepository(db).saveBalances(saved, readAt);
    },
  };
}

/** The wallets whose oldest balance was read before `before` (or never), oldest first. */
async function staleWallets(s: WalletServices, before: Date, limit: number): Promise<WalletRow[]> {
  const oldest = s.deps.db
    .select({ walletId: walletBalances.walletId, readAt: sql<Date>`min(${walletBalances.readAt})`.as('oldest_read') })
    .from(walletBalances)
    .groupBy(walletBalances.walletId)
    .as('oldest');
  const rows = await s.deps.db
    .select({ wallet: wallets })
    .from(wallets)
    .leftJoin(oldest, eq(oldest.walletId, wallets.id))
    .where(sql`${oldest.readAt} is null or ${oldest.readAt} < ${before}`)
    .orderBy(sql`${oldest.readAt} asc nulls first`, asc(wallets.id))
    .limit(limit);
  return rows.map((row) => row.wallet);
}

/** One sweep: reads the stalest wallets' balances of their user's tokens, a user's chain at a time. */
export async function sweepStaleBalances(s: WalletServices, limit = BALANCE_SWEEP_LIMIT): Promise<number> {
  const stale = await staleWallets(s, new Date(s.deps.now() - BALANCE_STALE_MS), limit);
  const byOwner = new Map<string, WalletRow[]>();
  for (const row of stale) {
    const key = `${row.userId}|${row.chain}`;
    const owned = byOwner.get(key);
    if (owned) owned.push(row);
    else byOwner.set(key, [row]);
  }
  let read = 0;
  for (const rows of byOwner.values()) {
    const { userId, chain } = rows[0]!;
    // A chain the deployment no longer serves is skipped; the next sweep tries again.
    if (!s.chains.has(chain)) continue;
    try {
      await s.refreshBalances(chain, rows, await s.tokensOf(userId, chain));
      read += rows.length;
    } catch (error) {
      s.deps.log.warn({ chain, wallets: rows.length, error: (error as Error).message }, 'balance sweep could not read the chain');
    }
  }
  return read;
}

export async function scheduleBalanceSweep(s: WalletServices, scheduler: JobScheduler): Promise<void> {
  scheduler.define(BALANCE_SWEEP_JOB, async () => {
    await sweepStaleBalances(s);
  });
  await scheduler.every(BALANCE_SWEEP_JOB, BALANCE_SWEEP_INTERVAL_MS, BALANCE_SWEEP_JOB);
}
