// Queries of wallets, wallet groups, HD seeds and the balances last read. Every query names the
// user, so another user's wallet or group id matches nothing (spec §6).
import { and, asc, count, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { walletBalances, walletGroups, wallets, walletSeeds } from '../../db/schema/index.ts';

export type WalletRow = typeof wallets.$inferSelect;
export type NewWallet = typeof wallets.$inferInsert;
export type GroupRow = typeof walletGroups.$inferSelect;

export interface WalletFilter {
  chain: string;
  /** 0: in no group. */
  groupId?: number | undefined;
  address?: string | undefined;
  enabledOnly?: boolean;
}

/** Rows inserted per statement. */
const INSERT_BATCH = 250;

export function walletRepository(db: Db) {
  const tradingWhere = (userId: number, filter: WalletFilter): SQL => {
    const conditions: SQL[] = [eq(wallets.userId, userId), eq(wallets.chain, filter.chain), eq(wallets.role, 'trading')];
    if (filter.groupId !== undefined) conditions.push(filter.groupId === 0 ? isNull(wallets.groupId) : eq(wallets.groupId, filter.groupId));
    if (filter.address) conditions.push(ilike(wallets.address, `%${filter.address.toLowerCase().replace(/^0x/, '')}%`));
    if (filter.enabledOnly) conditions.push(eq(wallets.enabled, true));
    return and(...conditions) as SQL;
  };

  return {
    tradingWhere,

    async seed(userId: number, chain: string) {
      const [row] = await db
        .select()
        .from(walletSeeds)
        .where(and(eq(walletSeeds.userId, userId), eq(walletSeeds.chain, chain)));
      return row;
    },

    async insertSeed(userId: number, chain: string, sealedMnemonic: string) {
      await db.insert(walletSeeds).values({ userId, chain, sealedMnemonic }).onConflictDoNothing();
    },

    /** Takes `count` HD indexes for new wallets; answers the first. */
    async reserveIndexes(userId: number, chain: string, howMany: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .update(walletSeeds)
        .set({ nextIndex: sql`${walletSeeds.nextIndex} + ${howMany}` })
        .where(and(eq(walletSeeds.userId, userId), eq(walletSeeds.chain, chain)))
        .returning({ next: walletSeeds.nextIndex });
      if (!row) throw new Error('wallet seed missing');
      return row.next - howMany;
    },

    /** Inserts the wallets, skipping addresses the user already has on the chain; answers those inserted. */
    async insert(rows: NewWallet[], tx: Db = db): Promise<WalletRow[]> {
      const inserted: WalletRow[] = [];
      for (let i = 0; i < rows.length; i += INSERT_BATCH)
        inserted.push(
          ...(await tx
            .insert(wallets)
            .values(rows.slice(i, i + INSERT_BATCH))
            .onConflictDoNothing()
            .returning()),
        );
      return inserted;
    },

    async main(userId: number, chain: string): Promise<WalletRow | undefined> {
      const [row] = await db
        .select()
        .from(wallets)
        .where(and(eq(wallets.userId, userId), eq(wallets.chain, chain), eq(wallets.role, 'main')));
      return row;
    },

    async byId(userId: number, id: number): Promise<WalletRow | undefined> {
      const [row] = await db
        .select()
        .from(wallets)
        .where(and(eq(wallets.userId, userId), eq(wallets.id, id)));
      return row;
    },

    async byIds(userId: number, ids: number[]): Promise<WalletRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(wallets)
        .where(and(eq(wallets.userId, userId), inArray(wallets.id, ids)));
    },

    async addresses(userId: number, chain: string, candidates: string[]): Promise<Set<string>> {
      if (candidates.length === 0) return new Set();
      const rows = await db
        .select({ address: wallets.address })
        .from(wallets)
        .where(and(eq(wallets.userId, userId), eq(wallets.chain, chain), inArray(wallets.address, candidates)));
      return new Set(rows.map((row) => row.address));
    },

    async page(userId: number, filter: WalletFilter, page: number, pageSize: number) {
      const where = tradingWhere(userId, filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(wallets)
          .where(where)
          .orderBy(asc(wallets.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(wallets).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    trading(userId: number, filter: WalletFilter): Promise<WalletRow[]> {
      return db.select().from(wallets).where(tradingWhere(userId, filter)).orderBy(asc(wallets.id));
    },

    async countTrading(userId: number, chain: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(wallets).where(tradingWhere(userId, { chain }));
      return row?.n ?? 0;
    },

    async update(userId: number, where: SQL, patch: Partial<Pick<WalletRow, 'enabled' | 'ordering' | 'restriction' | 'groupId'>>) {
      const rows = await db
        .update(wallets)
        .set(patch)
        .where(and(eq(wallets.userId, userId), where))
        .returning({ id: wallets.id });
      return rows.length;
    },

    async groups(userId: number, chain: string) {
      const rows = await db
        .select({ id: walletGroups.id, name: walletGroups.name, wallets: count(wallets.id) })
        .from(walletGroups)
        .leftJoin(wallets, eq(wallets.groupId, walletGroups.id))
        .where(and(eq(walletGroups.userId, userId), eq(walletGroups.chain, chain)))
        .groupBy(walletGroups.id)
        .orderBy(asc(walletGroups.name));
      const [ungrouped] = await db
        .select({ n: count() })
        .from(wallets)
        .where(tradingWhere(userId, { chain, groupId: 0 }));
      return { list: rows, ungrouped: ungrouped?.n ?? 0 };
    },

    /** Whether every one of these groups is the user's (on any chain). */
    async ownsGroups(userId: number, ids: number[]): Promise<boolean> {
      if (ids.length === 0) return true;
      const rows = await db
        .select({ id: walletGroups.id })
        .from(walletGroups)
        .where(and(eq(walletGroups.userId, userId), inArray(walletGroups.id, ids)));
      return rows.length === new Set(ids).size;
    },

    async group(userId: number, chain: string, id: number): Promise<GroupRow | undefined> {
      const [row] = await db
        .select()
        .from(walletGroups)
        .where(and(eq(walletGroups.userId, userId), eq(walletGroups.chain, chain), eq(walletGroups.id, id)));
      return row;
    },

    async groupNames(userId: number, ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: walletGroups.id, name: walletGroups.name })
        .from(walletGroups)
        .where(and(eq(walletGroups.userId, userId), inArray(walletGroups.id, ids)));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Null when the name is taken on the chain. */
    async createGroup(userId: number, chain: string, name: string): Promise<GroupRow | null> {
      const [row] = await db.insert(walletGroups).values({ userId, chain, name }).onConflictDoNothing().returning();
      return row ?? null;
    },

    async deleteGroup(userId: number, chain: string, id: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        const released = await tx
          .update(wallets)
          .set({ groupId: null })
          .where(and(eq(wallets.userId, userId), eq(wallets.groupId, id)))
          .returning({ id: wallets.id });
        const deleted = await tx
          .delete(walletGroups)
          .where(and(eq(walletGroups.userId, userId), eq(walletGroups.chain, chain), eq(walletGroups.id, id)))
          .returning({ id: walletGroups.id });
        return deleted.length ? released.length : null;
      });
    },

    async balances(walletIds: number[]) {
      if (walletIds.length === 0) return [];
      return db.select().from(walletBalances).where(inArray(walletBalances.walletId, walletIds));
    },

    async saveBalances(rows: { walletId: number; token: string; amount: bigint }[], readAt: Date): Promise<void> {
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        await db
          .insert(walletBalances)
          .values(rows.slice(i, i + INSERT_BATCH).map((row) => ({ ...row, amount: row.amount.toString(), readAt })))
          .onConflictDoUpdate({
            target: [walletBalances.walletId, walletBalances.token],
            set: { amount: sql`excluded.amount`, readAt: sql`excluded.read_at` },
          });
      }
    },
  };
}

export type WalletRepository = ReturnType<typeof walletRepository>;
