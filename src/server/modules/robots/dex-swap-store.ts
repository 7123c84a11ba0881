// A DEX bot's swaps in the DEX order history (dex_swaps, source 'bot'): each written as pending
// before it is signed, settled from its receipt. The pending ones are what a restarted bot looks up.
import { and, asc, eq, gt, inArray, max } from 'drizzle-orm';
import type { SwapRecord, SwapStore } from '../../../engine/runner/dex/dex-ports.ts';
import type { SwapEvent, SwapSide } from '../../../engine/runner/dex/dex-types.ts';
import type { Db } from '../../db/database.ts';
import { dexSwaps } from '../../db/schema/index.ts';

export function dexSwapStore(db: Db, now: () => number): SwapStore {
  const ofStep = (botId: number, step: number) => and(eq(dexSwaps.robotId, botId), eq(dexSwaps.step, step));
  return {
    async intend(record, market) {
      await db.insert(dexSwaps).values({
        userId: record.userId,
        source: 'bot',
        robotId: record.botId,
        step: record.step,
        tag: record.tag,
        chain: market.chainKey,
        web: market.venueId,
        base: market.base,
        quote: market.quote,
        walletId: record.walletId,
        walletAddress: record.walletAddress,
        side: record.side,
        requested: record.requested,
        createdAt: new Date(now()),
      });
    },
    async settle(botId, step, settlement) {
      await db
        .update(dexSwaps)
        .set({
          status: settlement.status,
          baseAmount: settlement.baseAmount ?? null,
          quoteAmount: settlement.quoteAmount ?? null,
          price: settlement.price ?? null,
          gasFee: settlement.gasFee ?? null,
          hash: settlement.hash ?? null,
          reason: settlement.reason ?? null,
          settledAt: new Date(now()),
        })
        .where(ofStep(botId, step));
    },
    async pending(botId) {
      const rows = await db
        .select()
        .from(dexSwaps)
        .where(and(eq(dexSwaps.robotId, botId), eq(dexSwaps.status, 'pending')));
      return rows.map(
        (row): SwapRecord => ({
          botId,
          userId: row.userId,
          step: row.step,
          tag: row.tag ?? '',
          walletId: row.walletId ?? 0,
          walletAddress: row.walletAddress,
          side: row.side as SwapSide,
          requested: row.requested,
        }),
      );
    },
    async settledAfter(botId, step) {
      const rows = await db
        .select()
        .from(dexSwaps)
        .where(and(eq(dexSwaps.robotId, botId), gt(dexSwaps.step, step), inArray(dexSwaps.status, ['done', 'failed'])))
        .orderBy(asc(dexSwaps.step));
      return rows.map(
        (row): SwapEvent => ({
          tag: row.tag ?? '',
          side: row.side as SwapSide,
          walletId: row.walletId ?? 0,
          status: row.status as 'done' | 'failed',
          baseAmount: row.baseAmount ?? 0,
          quoteAmount: row.quoteAmount ?? 0,
          price: row.price ?? 0,
          ...(row.reason ? { reason: row.reason } : {}),
          step: row.step,
        }),
      );
    },
    async lastStep(botId) {
      const [row] = await db
        .select({ step: max(dexSwaps.step) })
        .from(dexSwaps)
        .where(eq(dexSwaps.robotId, botId));
      return row?.step ?? 0;
    },
  };
}
