// Paying for plans from the wallet (spec §4, §7): renewals, package changes and the plan a pending
// Recharge and Renew waits for. Each runs in one transaction with the user's row locked, so two
// payments of one user never both spend the same balance; the payment record's idempotency key,
// looked up before anything else, makes a repeated request (or a repeated job) pay once, and an
// attempt that failed never blocks the next one under its key. The referrer's reward is booked in
// the same transaction (referral-rewards.ts).
import { and, desc, eq } from 'drizzle-orm';
import type { BillingPeriod, PlanLevel } from '../../../shared/catalogue/plans.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import type { Db } from '../../db/database.ts';
import { billingPayments, pendingOrders, users } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { appendEntry, spendableMicros } from './ledger.ts';
import { type Quote, quotePlan } from './plan-pricing.ts';
import { settleReferral } from './referral-rewards.ts';

export type UserRow = typeof users.$inferSelect;
export type PaymentKind = 'renew' | 'auto_renew' | 'change';

export async function lockUser(tx: Db, userId: number): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new Error(`user ${userId} not found`);
  return user;
}

export async function pendingOrderOf(tx: Db, userId: number) {
  const [order] = await tx.select().from(pendingOrders).where(eq(pendingOrders.userId, userId));
  return order;
}

type PaymentRow = typeof billingPayments.$inferSelect;

async function paymentByKey(tx: Db, key: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(billingPayments).where(eq(billingPayments.idempotencyKey, key));
  return row;
}

/**
 * A failed attempt (a Recharge and Renew the operator cancelled) gives its key up, under a name of
 * its own, so the same plan and period can be paid again.
 */
async function retireFailedKey(tx: Db, failed: PaymentRow): Promise<void> {
  await tx
    .update(billingPayments)
    .set({ idempotencyKey: `${failed.idempotencyKey}:failed:${failed.id}` })
    .where(and(eq(billingPayments.id, failed.id), eq(billingPayments.state, 'failed')));
}

export interface Settled {
  quote: Quote;
  paymentId: number;
  /** False when the idempotency key had already paid: nothing changed this time. */
  paid: boolean;
}

/**
 * Pays the quote from the spendable balance, or throws the insufficient-balance code of its kind.
 * `existing` is the "paying" record of a pending Recharge and Renew, which becomes the payment
 * only while it is still paying.
 */
export async function settlePlan(
  tx: Db,
  user: UserRow,
  choice: { level: PlanLevel; period: BillingPeriod; kind?: PaymentKind },
  key: string,
  now: number,
  existing?: number,
): Promise<Settled> {
  const quote = quotePlan(user, choice.level, choice.period, now);
  const kind: PaymentKind = choice.kind ?? quote.kind;
  const already = await paymentByKey(tx, key);
  if (already?.state === 'success') return { quote, paymentId: already.id, paid: false };
  if (already?.state === 'paying' && already.id !== existing) throw new ApiError(CODE.walletLocked);
  if ((await spendableMicros(tx, user.id, now)) < quote.dueMicros)
    throw new ApiError(quote.kind === 'change' ? CODE.changeInsufficientBalance : CODE.renewalInsufficientBalance);
  if (already?.state === 'failed') await retireFailedKey(tx, already);
  const values = {
    kind,
    state: 'success',
    amountMicros: quote.dueMicros,
    level: quote.level,
    period: quote.period,
    updatedAt: new Date(now),
  };
  let paymentId: number;
  if (existing !== undefined) {
    // Only a record still waiting becomes the payment: a cancelled one stays cancelled.
    const updated = await tx
      .update(billingPayments)
      .set(values)
      .where(and(eq(billingPayments.id, existing), eq(billingPayments.state, 'paying')))
      .returning({ id: billingPayments.id });
    if (updated.length === 0) throw new Error(`payment ${existing} is no longer paying`);
    paymentId = existing;
  } else {
    const [row] = await tx
      .insert(billingPayments)
      .values({ ...values, userId: user.id, idempotencyKey: key, createdAt: new Date(now) })
      .returning({ id: billingPayments.id });
    paymentId = row!.id;
  }
  if (quote.dueMicros > 0)
    await appendEntry(tx, { userId: user.id, kind, amountMicros: -quote.dueMicros, idempotencyKey: `payment:${paymentId}`, paymentId });
  if (quote.refundMicros > 0)
    await appendEntry(tx, {
      userId: user.id,
      kind: 'change_credit',
      amountMicros: quote.refundMicros,
      idempotencyKey: `payment:${paymentId}:credit`,
      paymentId,
    });
  await tx
    .update(users)
    .set({
      level: quote.level,
      availableUntil: new Date(quote.newAvailableUntil),
      planPeriod: quote.period,
      planValueMicros: quote.newPlanValueMicros,
      planValueAt: new Date(now),
    })
    .where(eq(users.id, user.id));
  await settleReferral(tx, user, paymentId, quote, now);
  await tx.delete(pendingOrders).where(eq(pendingOrders.userId, user.id));
  return { quote, paymentId, paid: true };
}

/** A payment the user asked for: renew (same level) or change; 4603 while a Recharge and Renew waits. */
export async function payPlan(
  db: Db,
  userId: number,
  choice: { level?: PlanLevel; period: BillingPeriod; availableTime?: number | undefined },
  now: number,
): Promise<Settled> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (await pendingOrderOf(tx, userId)) throw new ApiError(CODE.walletLocked);
    const level = choice.level ?? (user.level as PlanLevel);
    const seen = choice.availableTime ?? user.availableUntil.getTime();
    return settlePlan(tx, user, { level, period: choice.period }, `plan:${userId}:${seen}:${level}:${choice.period}`, now);
  });
}

/**
 * Recharge and Renew: paid at once when the balance covers it; otherwise the wallet is locked with
 * a "paying" record until a deposit covers it (deposit-credits.ts then pays and unlocks).
 */
export async function rechargeAndRenew(
  db: Db,
  userId: number,
  choice: { level: PlanLevel; period: BillingPeriod; chain?: string | undefined; availableTime?: number | undefined },
  now: number,
): Promise<{ paid: boolean }> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const seen = choice.availableTime ?? user.availableUntil.getTime();
    const key = `plan:${userId}:${seen}:${choice.level}:${choice.period}`;
    // The same request sent again is answered with the first one's result before anything else:
    // paid stays paid, a waiting one keeps waiting.
    const already = await paymentByKey(tx, key);
    if (already?.state === 'success') return { paid: true };
    if (already?.state === 'paying') return { paid: false };
    if (await pendingOrderOf(tx, userId)) throw new ApiError(CODE.walletLocked);
    const quote = quotePlan(user, choice.level, choice.period, now);
    if ((await spendableMicros(tx, userId, now)) >= quote.dueMicros) {
      await settlePlan(tx, user, choice, key, now);
      return { paid: true };
    }
    if (already?.state === 'failed') await retireFailedKey(tx, already);
    await tx.insert(billingPayments).values({
      userId,
      kind: quote.kind,
      state: 'paying',
      amountMicros: quote.dueMicros,
      level: choice.level,
      period: choice.period,
      chain: choice.chain ?? null,
      idempotencyKey: key,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    await tx.insert(pendingOrders).values({
      userId,
      kind: quote.kind,
      level: choice.level,
      period: choice.period,
      chain: choice.chain ?? null,
      createdAt: new Date(now),
    });
    return { paid: false };
  });
}

/** After a deposit: pays a waiting Recharge and Renew when the balance now covers it (and unlocks). */
export async function settlePendingOrder(tx: Db, userId: number, now: number): Promise<boolean> {
  // The lock comes first: of two deposits credited at once, the second finds the order gone.
  const user = await lockUser(tx, userId);
  const order = await pendingOrderOf(tx, userId);
  if (!order) return false;
  const level = order.level as PlanLevel;
  const period = order.period as BillingPeriod;
  if ((await spendableMicros(tx, userId, now)) < quotePlan(user, level, period, now).dueMicros) return false;
  const [waiting] = await tx
    .select({ id: billingPayments.id, key: billingPayments.idempotencyKey })
    .from(billingPayments)
    .where(and(eq(billingPayments.userId, userId), eq(billingPayments.state, 'paying')))
    .orderBy(desc(billingPayments.id))
    .limit(1);
  await settlePlan(tx, user, { level, period }, waiting?.key ?? `pending:${userId}:${order.createdAt.getTime()}`, now, waiting?.id);
  return true;
}
