// A USDT transfer to a deposit address becomes a deposit record: "collecting" while it lacks
// confirmations, then credited to the ledger once, in one transaction with its record, its state
// and the waiting Recharge and Renew it may complete. Every write is keyed by the transfer's log
// (chain, hash, index), so reading the same blocks again after a crash credits nothing twice.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { billingPayments, chainDeposits } from '../../db/schema/index.ts';
import { appendEntry } from './ledger.ts';
import { settlePendingOrder } from './plan-purchases.ts';

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
  const [row] = await tx
    .select()
    .from(chainDeposits)
    .where(and(eq(chainDeposits.chain, log.chain), eq(chainDeposits.txHash, log.txHash), eq(chainDeposits.logIndex, log.logIndex)));
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
    const paymentId = await recordOf(tx, log, 'collecting', now);
    const deposit = await depositRow(tx, log, paymentId, now);
    if (deposit.state !== 'seen') return false;
    await appendEntry(tx, { userId: log.userId, kind: 'deposit', amountMicros: log.amountMicros, idempotencyKey: keyOf(log), paymentId });
    await tx
      .update(billingPayments)
      .set({ state: 'success', updatedAt: new Date(now) })
      .where(eq(billingPayments.id, paymentId));
    await tx
      .update(chainDeposits)
      .set({ state: 'credited', updatedAt: new Date(now) })
      .where(eq(chainDeposits.id, deposit.id));
    await settlePendingOrder(tx, log.userId, now);
    return true;
  });
}

/** Transfers seen while unconfirmed that the confirmed blocks no longer hold (a reorganisation): failed. */
export async function failVanished(db: Db, chain: string, throughBlock: number, now: number): Promise<void> {
  const stale = await db
    .select()
    .from(chainDeposits)
    .where(and(eq(chainDeposits.chain, chain), eq(chainDeposits.state, 'seen')));
  for (const deposit of stale.filter((row) => row.blockNumber <= throughBlock)) {
    await db.transaction(async (tx) => {
      await tx
        .update(chainDeposits)
        .set({ state: 'failed', updatedAt: new Date(now) })
        .where(eq(chainDeposits.id, deposit.id));
      await tx
        .update(billingPayments)
        .set({ state: 'failed', updatedAt: new Date(now) })
        .where(eq(billingPayments.id, deposit.paymentId));
    });
  }
}
