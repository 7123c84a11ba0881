// Withdrawals (spec §4, §5; decisions.md "Money"): applied for with the e-mail code (and the
// authenticator's when it is on), the amount and the chain's fee debited at once; passed or
// refused in review by an operator (or by time in embedded mode); then paid from the treasury by a
// journalled transfer under "withdrawal:<id>". A refusal or a reverted transfer refunds both.
//
// Every move between states is a compare-and-set on the state it leaves, so a refusal and a
// payment can never both happen: applying → review_passed → paying → success | failed. "paying" is
// set before the transfer is signed; from then on an operator can no longer refuse it, and only
// the transfer's outcome on the chain decides (mined: success; reverted: failed with the refund).
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Address, TransactionReceipt } from 'viem';
import type { WithdrawalState } from '../../../shared/catalogue/billing.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import type { Db } from '../../db/database.ts';
import { withdrawals } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Logger } from '../../logger.ts';
import type { ChainTools } from '../wallets/wallet-chains.ts';
import type { BillingChain } from './billing-chains.ts';
import type { BillingKeys } from './billing-seed.ts';
import { appendEntry, withdrawableMicros } from './ledger.ts';
import { microsToUnits } from './money.ts';
import { lockUser, pendingOrderOf } from './plan-purchases.ts';
import { sendUsdt, treasuryHasGas, usdtBalance } from './treasury.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The states a withdrawal row takes; the user sees "paying" as review passed (spec §4 has no more). */
export const WITHDRAWAL_ROW_STATES = ['applying', 'review_passed', 'paying', 'success', 'failed'] as const;
export type WithdrawalRowState = (typeof WITHDRAWAL_ROW_STATES)[number];
/** What review may still refuse: nothing has been signed yet. */
const REFUSABLE: WithdrawalRowState[] = ['applying', 'review_passed'];

export const visibleWithdrawalState = (state: string): WithdrawalState =>
  state === 'paying' ? 'review_passed' : (state as WithdrawalState);

interface WithdrawalRequest {
  chain: BillingChain;
  address: string;
  amountMicros: number;
}

/**
 * The refusals a withdrawal meets whatever its codes: a wallet locked by a Recharge and Renew (4603)
 * and an amount beyond what may be withdrawn (4301). Checked before the codes are spent, so a user
 * who corrects the amount or waits for the lock keeps them; applying checks again under the lock.
 */
export async function refuseUnwithdrawable(db: Db, userId: number, request: WithdrawalRequest, now: number): Promise<void> {
  if (await pendingOrderOf(db, userId)) throw new ApiError(CODE.walletLocked);
  if ((await withdrawableMicros(db, userId, now)) < request.amountMicros + request.chain.withdrawalFeeMicros)
    throw new ApiError(CODE.amountExceedsBalance);
}

export async function applyForWithdrawal(db: Db, userId: number, request: WithdrawalRequest, now: number): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await refuseUnwithdrawable(tx, userId, request, now);
    const fee = request.chain.withdrawalFeeMicros;
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

/**
 * Refuses a withdrawal in review, refunding amount and fee once. Answers whether it did, or the
 * state that kept it from doing so ("paying": its transfer is signed; null: no such withdrawal).
 */
export async function refuseWithdrawal(db: Db, id: number, reason: string, reviewer: string, now: number): Promise<FailOutcome> {
  return failFrom(db, id, REFUSABLE, { reason, reviewer }, now);
}

type FailOutcome = { failed: true } | { failed: false; state: string | null };

/** Moves a withdrawal from one of `from` to failed with its refund, in one transaction with the row locked. */
async function failFrom(
  db: Db,
  id: number,
  from: WithdrawalRowState[],
  why: { reason: string; reviewer: string | null },
  now: number,
): Promise<FailOutcome> {
  return db.transaction(async (tx): Promise<FailOutcome> => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row || !(from as string[]).includes(row.state)) return { failed: false, state: row?.state ?? null };
    await tx
      .update(withdrawals)
      .set({
        state: 'failed',
        failReason: why.reason,
        updatedAt: new Date(now),
        ...(why.reviewer ? { reviewedBy: why.reviewer, reviewedAt: new Date(now) } : {}),
      })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.state, row.state)));
    await appendEntry(tx, {
      userId: row.userId,
      kind: 'withdrawal_refund',
      amountMicros: row.amountMicros + row.feeMicros,
      idempotencyKey: `withdrawal:${id}:refund`,
      withdrawalId: id,
    });
    return { failed: true };
  });
}

/** review_passed → paying, before the transfer is signed; false when it was refused meanwhile. */
async function startPaying(db: Db, id: number, now: number): Promise<boolean> {
  const rows = await db
    .update(withdrawals)
    .set({ state: 'paying', updatedAt: new Date(now) })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.state, 'review_passed')))
    .returning({ id: withdrawals.id });
  return rows.length > 0;
}

/** paying → success with the transfer's hash; false when it was not paying (nothing else may finish it). */
async function markPaid(db: Db, id: number, txHash: string, now: number): Promise<boolean> {
  const rows = await db
    .update(withdrawals)
    .set({ state: 'success', txHash, updatedAt: new Date(now) })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.state, 'paying')))
    .returning({ id: withdrawals.id });
  return rows.length > 0;
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

/**
 * Pays the chain's reviewed withdrawals from its treasury, and settles those whose transfer was
 * signed before a restart (found again in the send journal, never signed twice).
 */
export async function payWithdrawals(
  db: Db,
  tools: ChainTools,
  chain: BillingChain,
  keys: BillingKeys,
  options: { faucet?: `0x${string}` | undefined; now: () => number; log: Logger },
): Promise<number> {
  const due = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.chain, chain.key), inArray(withdrawals.state, ['review_passed', 'paying'])))
    .orderBy(withdrawals.id);
  if (due.length === 0) return 0;
  const gasPrice = await tools.wallet.client.getGasPrice();
  const treasury = keys.treasuryAddress(chain.chainId);
  let paid = 0;
  for (const withdrawal of due) {
    const units = microsToUnits(withdrawal.amountMicros, chain.usdtDecimals);
    const ref = { billingRef: `withdrawal:${withdrawal.id}`, step: 0 };
    let receipt = await tools.sender.recover({ ...ref, itemIndex: 0 }, { operation: 'transfer' });
    if (!receipt) {
      if ((await usdtBalance(tools, chain, treasury)) < units || !(await treasuryHasGas(tools, treasury, gasPrice, 1, options.faucet))) {
        options.log.warn({ chain: chain.key, withdrawal: withdrawal.id, treasury }, 'the billing treasury cannot pay a withdrawal yet');
        break;
      }
    }
    // Refused by an operator since it was read: nothing is signed. (A transfer journalled while its
    // withdrawal was still review_passed predates the paying state; it is settled the same way.)
    if (withdrawal.state === 'review_passed' && !(await startPaying(db, withdrawal.id, options.now()))) continue;
    receipt ??= await sendUsdt(tools, chain, keys.treasuryKey(chain.chainId), withdrawal.address as Address, units, ref, gasPrice);
    if (await settle(db, withdrawal.id, receipt, options.now())) paid++;
    else
      options.log.error(
        { withdrawal: withdrawal.id, tx: receipt.transactionHash },
        'a withdrawal settled on the chain was no longer paying',
      );
  }
  return paid;
}

/** The transfer's outcome decides a paying withdrawal: mined, success; reverted, failed with the refund. */
async function settle(db: Db, id: number, receipt: TransactionReceipt, now: number): Promise<boolean> {
  if (receipt.status === 'success') return markPaid(db, id, receipt.transactionHash, now);
  const failed = await failFrom(db, id, ['paying'], { reason: `transfer reverted: ${receipt.transactionHash}`, reviewer: null }, now);
  return failed.failed;
}

export async function latestWithdrawals(db: Db, userId: number, limit: number): Promise<WithdrawalRow[]> {
  return db.select().from(withdrawals).where(eq(withdrawals.userId, userId)).orderBy(desc(withdrawals.id)).limit(limit);
}
