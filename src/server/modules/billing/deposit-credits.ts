// A USDT transfer to a deposit address becomes a deposit record: "collecting" while it lacks
// confirmations, then credited to the ledger once, in one transaction with its record, its state
// and the waiting Recharge and Renew it may complete. Every write is keyed by the transfer's log
// (chain, hash, index), so reading the same blocks again after a crash credits nothing twice. A
// reorganisation may move a transfer to a later block: the record follows it there, and one failed
// because its first block lost it is credited once the confirmed chain holds it again. Every state
// change names the state it leaves, so two passes at once (two processes) cannot undo each other.
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { billingPayments, chainDeposits } from '../../db/schema/index.ts';
import { appendEntry } from './ledger.ts';
import { lockUser, settlePendingOrder } from './plan-purchases.ts';

export interface DepositLog {
  chain: string;
  userId: number;
  txHash: string;
  logIndex: number;
  blockNumber: number;
  address: string;
  amountUnits: bigint;
  amountMicros: number;
}

const keyOf = (log: DepositLog) => `deposit:${log.chain}:${log.txHash}:${log.logIndex}`;

const transferOf = (log: DepositLog) =>
  and(eq(chainDeposits.chain, log.chain), eq(chainDeposits.txHash, log.txHash), eq(chainDeposits.logIndex, log.logIndex));

async function recordOf(tx: Db, log: DepositLog, state: 'collecting' | 'success', now: number): Promise<number> {
  const [row] = await tx
    .insert(billingPayments)
    .values({
      userId: log.userId,
      kind: 'deposit',
      state,
      amountMicros: log.amountMicros,
      chain: log.chain,
      txHash: log.txHash,
      idempotencyKey: keyOf(log),
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .onConflictDoUpdate({ target: billingPayments.idempotencyKey, set: { idempotencyKey: keyOf(log) } })
    .returning({ id: billingPayments.id });
  return row!.id;
}

async function depositRow(tx: Db, log: DepositLog, paymentId: number, now: number) {
  await tx
    .insert(chainDeposits)
    .values({
      userId: log.userId,
      chain: log.chain,
      txHash: log.txHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      address: log.address,
      amountUnits: log.amountUnits.toString(),
      paymentId,
      state: 'seen',
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .onConflictDoNothing();
  // Seen again (perhaps in a later block after a reorganisation): it waits where the chain holds it now.
  const revived = await tx
    .update(chainDeposits)
    .set({ blockNumber: log.blockNumber, state: 'seen', updatedAt: new Date(now) })
    .where(and(transferOf(log), inArray(chainDeposits.state, ['seen', 'failed'])))
    .returning({ id: chainDeposits.id });
  if (revived.length > 0) {
    await tx
      .update(billingPayments)
      .set({ state: 'collecting', updatedAt: new Date(now) })
      .where(and(eq(billingPayments.id, paymentId), eq(billingPayments.state, 'failed')));
  }
  const [row] = await tx.select().from(chainDeposits).where(transferOf(log));
  return row!;
}

/** A transfer still short of its confirmations: shown as "Deposit collecting". */
export async function noteCollecting(db: Db, log: DepositLog, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const paymentId = await recordOf(tx, log, 'collecting', now);
    await depositRow(tx, log, paymentId, now);
  });
}

/** A confirmed transfer: credited once; true when this call credited it. */
export async function creditDeposit(db: Db, log: DepositLog, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The user's row first: rows that reference it would take a share lock on it, and two credits
    // holding those would deadlock on the lock a waiting Recharge and Renew needs.
    await lockUser(tx, log.userId);
    const paymentId = await recordOf(tx, log, 'collecting', now);
    const deposit = await depositRow(tx, log, paymentId, now);
    // Claimed by this transaction or by none: a pass of another process may be crediting it too.
    const claimed = await tx
      .update(chainDeposits)
      .set({ state: 'credited', updatedAt: new Date(now) })
      .where(and(eq(chainDeposits.id, deposit.id), eq(chainDeposits.state, 'seen')))
      .returning({ id: chainDeposits.id });
    if (claimed.length === 0) return false;
    await appendEntry(tx, { userId: log.userId, kind: 'deposit', amountMicros: log.amountMicros, idempotencyKey: keyOf(log), paymentId });
    await tx
      .update(billingPayments)
      .set({ state: 'success', updatedAt: new Date(now) })
      .where(eq(billingPayments.id, paymentId));
    await settlePendingOrder(tx, log.userId, now);
    return true;
  });
}

/** Transfers seen while unconfirmed that the confirmed blocks no longer hold (a reorganisation): failed. */
export async function failVanished(db: Db, chain: string, throughBlock: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Only what is still waiting: a deposit another pass credited meanwhile keeps its credit.
    const failed = await tx
      .update(chainDeposits)
      .set({ state: 'failed', updatedAt: new Date(now) })
      .where(and(eq(chainDeposits.chain, chain), eq(chainDeposits.state, 'seen'), lte(chainDeposits.blockNumber, throughBlock)))
      .returning({ paymentId: chainDeposits.paymentId });
    if (failed.length === 0) return;
    await tx
      .update(billingPayments)
      .set({ state: 'failed', updatedAt: new Date(now) })
      .where(
        and(
          inArray(
            billingPayments.id,
            failed.map((row) => row.paymentId),
          ),
          eq(billingPayments.state, 'collecting'),
        ),
      );
  });
}
