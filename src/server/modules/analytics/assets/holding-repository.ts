// Queries of where users' assets are kept, read (never written) from the modules that own them:
// bound exchange accounts, the wallets with the balances the wallet module last read from the
// chain, and the wallet module's send journal (chain_sends) for transfers in and out.
import { and, eq, gte, isNull, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { chainSends, exchangeAccounts, walletBalances, wallets } from '../../../db/schema/index.ts';

export type BoundAccountRow = typeof exchangeAccounts.$inferSelect;

export interface WalletTokenTotal {
  userId: number;
  chain: string;
  /** "native" or the token's contract address (lower case), as wallet_balances keys it. */
  token: string;
  /** Summed over the user's wallets on the chain, in the token's base units. */
  amount: bigint;
  readAt: Date | null;
}

export function holdingRepository(db: Db) {
  return {
    /** Every bound exchange account of every user. */
    allBoundAccounts(): Promise<BoundAccountRow[]> {
      return db.select().from(exchangeAccounts);
    },

    /**
     * The stored balances per user, chain and token, summed over all the user's wallets (main and
     * trading, enabled or not). A user with wallets but no balance read yet has no row.
     */
    async walletTotals(filter: { userId?: number; chain?: string } = {}): Promise<WalletTokenTotal[]> {
      const conditions = [
        ...(filter.userId === undefined ? [] : [eq(wallets.userId, filter.userId)]),
        ...(filter.chain === undefined ? [] : [eq(wallets.chain, filter.chain)]),
      ];
      const rows = await db
        .select({
          userId: wallets.userId,
          chain: wallets.chain,
          token: walletBalances.token,
          amount: sql<string>`sum(${walletBalances.amount})::text`,
          readAt: max(walletBalances.readAt),
        })
        .from(walletBalances)
        .innerJoin(wallets, eq(wallets.id, walletBalances.walletId))
        .where(and(...conditions))
        .groupBy(wallets.userId, wallets.chain, walletBalances.token);
      return rows.map((row) => ({ ...row, amount: BigInt(row.amount ?? '0') }));
    },

    /** The chains the user has wallets on. */
    async walletChains(userId: number): Promise<string[]> {
      const rows = await db.selectDistinct({ chain: wallets.chain }).from(wallets).where(eq(wallets.userId, userId));
      return rows.map((row) => row.chain);
    },

    /** The user's wallet addresses (lower case) on the chain. */
    async walletAddresses(userId: number, chain: string): Promise<Set<string>> {
      const rows = await db
        .select({ address: wallets.address })
        .from(wallets)
        .where(and(eq(wallets.userId, userId), eq(wallets.chain, chain)));
      return new Set(rows.map((row) => row.address.toLowerCase()));
    },

    /**
     * Sends mined on the chain in [from, to) that may be transfers: a bot's swaps (robot_id) are
     * trades, not transfers, and are left out here.
     */
    minedSends(chain: string, from: Date, to: Date) {
      return db
        .select({ fromAddress: chainSends.fromAddress, raw: chainSends.raw, createdAt: chainSends.createdAt })
        .from(chainSends)
        .where(
          and(
            eq(chainSends.chain, chain),
            eq(chainSends.state, 'mined'),
            isNull(chainSends.robotId),
            gte(chainSends.createdAt, from),
            lt(chainSends.createdAt, to),
          ),
        );
    },
  };
}

export type HoldingRepository = ReturnType<typeof holdingRepository>;
