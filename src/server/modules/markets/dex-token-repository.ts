import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dexTokens } from '../../db/schema/index.ts';

export type DexTokenRow = typeof dexTokens.$inferSelect;
export type DexTokenRepository = ReturnType<typeof dexTokenRepository>;

/** Queries on the tokens users added to DEX venues; the rules live in the callers. */
export function dexTokenRepository(db: Db) {
  return {
    ofUser(userId: number, web?: string): Promise<DexTokenRow[]> {
      const mine = eq(dexTokens.userId, userId);
      return db
        .select()
        .from(dexTokens)
        .where(web ? and(mine, eq(dexTokens.web, web)) : mine)
        .orderBy(asc(dexTokens.createdAt), asc(dexTokens.id));
    },
    /** Adds the token, or refreshes what the chain said of it when it is there already. */
    async save(row: Omit<DexTokenRow, 'id' | 'createdAt'>, at: Date): Promise<void> {
      await db
        .insert(dexTokens)
        .values({ ...row, createdAt: at })
        .onConflictDoUpdate({
          target: [dexTokens.userId, dexTokens.web, dexTokens.address, dexTokens.quote],
          set: { symbol: row.symbol, decimals: row.decimals, pairAddress: row.pairAddress, fee: row.fee },
        });
    },
  };
}
