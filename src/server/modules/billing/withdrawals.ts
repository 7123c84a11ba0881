// Withdrawals (spec §4, §5; decisions.md "Money"): applied for with the e-mail code (and the
// authenticator's when it is on), the amount and the chain's fee debited at once; passed or
// refused in review by an operator (or by time in embedded mode); then paid from the treasury by a
// journalled transfer under "withdrawal:<id>". A refusal or a reverted transfer refunds both.
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Address } from 'viem';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import type { Db } from '../../db/database.ts';
import { withdrawals } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Logger } from '../../logger.ts';
import type { ChainTools } from '../wallets/wallet-chains.ts';
import type { BillingChain } from './billing-chains.ts';
import type { BillingKeys } from './billing-seed.ts';
import { appendEntry, balanceMicros } from './ledger.ts';
import { microsToUnits } from './money.ts';
import { lockUser, pendingOrderOf } from './plan-purchases.ts';
import { sendUsdt, treasuryHasGas, usdtBalance } from './treasury.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export async function applyForWithdrawal(
  db: Db,
  userId: number,
  request: { chain: BillingChain; address: string; amountMicros: number },
  now: number,
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (await pendingOrderOf(tx, userId)) throw new ApiError(CODE.walletLocked);
    const fee = request.chain.withdrawalFeeMicros;
    if ((await balanceMicros(tx, userId)) < request.amountMicros + fee) throw new ApiError(CODE.amountExceedsBalance);
    const [row] = await tx
      .insert(withdrawals)
      .values({
        userId,
        chain: request.chain.key,
        address: request.address.toLowerCase(),
        amountMicros: request.amountMicros,
        feeMicros: fee,
        state: 'applying',
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
    const withdrawal = row!;
    await appendEntry(tx, {
      userId,
      kind: 'withdrawal',
      amountMicros: -request.amountMicros,
      idempotencyKey: `withdrawal:${withdrawal.id}`,
      withdrawalId: withdrawal.id,
    });
    if (fee > 0)
      await appendEntry(tx, {
        userId,
        kind: 'withdrawal_fee',
        amountMicros: -fee,
        idempotencyKey: `withdrawal:${withdrawal.id}:fee`,
        withdrawalId: withdrawal.id,
      });
    return withdrawal;
  });
}

/** Passes an applying withdrawal; false when it is not applying (already reviewed). */
export async function passReview(db: Db, id: number, reviewer: string, now: number): Promise<boolean> {
  const rows = await db
    .update(withdrawals)
    .set({ state: 'review_passed', reviewedAt: new Date(now), reviewedBy: reviewer, updatedAt: new Date(now) })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.state, 'applying')))
    .returning({ id: withdrawals.id });
  return rows.length > 0;
}

/** Fails a withdrawal that has not been paid, refunding amount and fee once. */
export async function failWithdrawal(db: Db, id: number, reason: string, reviewer: string | null, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row || row.state === 'success' || row.state === 'failed') return false;
    await tx
      .update(withdrawals)
      .set({
        state: 'failed',
        failReason: reason,
        updatedAt: new Date(now),
        ...(reviewer ? { reviewedBy: reviewer, reviewedAt: new Date(now) } : {}),
      })
      .where(eq(withdrawals.id, id));
    await appendEntry(tx, {
      userId: row.userId,
      kind: 'withdrawal_refund',
      amountMicros: row.amountMicros + row.feeMicros,
      idempotencyKey: `withdrawal:${id}:refund`,
      withdrawalId: id,
    });
    return true;
  });
}

/** Embedded mode: withdrawals applying for longer than the delay pass review by themselves. */
export async function autoApprove(db: Db, delayMs: number, now: number): Promise<number> {
  const due = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.state, 'applying'), lte(withdrawals.createdAt, new Date(now - delayMs))));
  let passed = 0;
  for (const row of due) if (await passReview(db, row.id, 'auto', now)) passed++;
  return passed;
}

/** Pays the chain's reviewed withdrawals from its treasury. */
export async function payWithdrawals(
  db: Db,
  tools: ChainTools,
  chain: BillingChain,
  keys: BillingKeys,
  options: { faucet?: `0x${string}` | undefined; now: () => number; log: Logger },
): Promise<number> {
  const passed = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.chain, chain.key), eq(withdrawals.state, 'review_passed')))
    .orderBy(withdrawals.id);
  if (passed.length === 0) return 0;
  const gasPrice = await tools.wallet.client.getGasPrice();
  const treasury = keys.treasuryAddress(chain.chainId);
  let paid = 0;
  for (const withdrawal of passed) {
    const units = microsToUnits(withdrawal.amountMicros, chain.usdtDecimals);
    const ref = { billingRef: `withdrawal:${withdrawal.id}`, step: 0 };
    const journalled = await tools.sender.recover({ ...ref, itemIndex: 0 }, { operation: 'transfer' });
    let receipt = journalled;
    if (!receipt) {
      if ((await usdtBalance(tools, chain, treasury)) < units || !(await treasuryHasGas(tools, treasury, gasPrice, 1, options.faucet))) {
        options.log.warn({ chain: chain.key, withdrawal: withdrawal.id, treasury }, 'the billing treasury cannot pay a withdrawal yet');
        break;
      }
      receipt = await sendUsdt(tools, chain, keys.treasuryKey(chain.chainId), withdrawal.address as Address, units, ref, gasPrice);
    }
    if (receipt.status === 'success') {
      await db
        .update(withdrawals)
        .set({ state: 'success', txHash: receipt.transactionHash, updatedAt: new Date(options.now()) })
        .where(eq(withdrawals.id, withdrawal.id));
      paid++;
    } else {
      await failWithdrawal(db, withdrawal.id, `transfer reverted: ${receipt.transactionHash}`, null, options.now());
    }
  }
  return paid;
}

export async function latestWithdrawals(db: Db, userId: number, limit: number): Promise<WithdrawalRow[]> {
  return db.select().from(withdrawals).where(eq(withdrawals.userId, userId)).orderBy(desc(withdrawals.id)).limit(limit);
}
