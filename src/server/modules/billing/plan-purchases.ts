// Paying for plans from the wallet (spec §4, §7): renewals, package changes and the plan a pending
// Recharge and Renew waits for. Each runs in one transaction with the user's row locked, so two
// payments of one user never both spend the same balance; the payment record's idempotency key
// makes a repeated request (or a repeated job) pay once. A payment by an invitee who has activated
// a bot credits 20% to the referrer in the same transaction.
import { and, desc, eq } from 'drizzle-orm';
import { REFERRAL_PERCENT } from '../../../shared/catalogue/billing.ts';
import type { BillingPeriod, PlanLevel } from '../../../shared/catalogue/plans.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import type { Db } from '../../db/database.ts';
import { billingPayments, pendingOrders, users } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { appendEntry, balanceMicros } from './ledger.ts';
import { type Quote, quotePlan } from './plan-pricing.ts';

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

export interface Settled {
  quote: Quote;
  paymentId: number;
  /** False when the idempotency key had already paid: nothing changed this time. */
  paid: boolean;
}

/**
 * Pays the quote from the balance, or throws the insufficient-balance code of its kind. `existing`
 * is the "paying" record of a pending Recharge and Renew, which becomes the payment.
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
  const [already] = await tx.select().from(billingPayments).where(eq(billingPayments.idempotencyKey, key));
  if (already && already.state === 'success') return { quote, paymentId: already.id, paid: false };
  if ((await balanceMicros(tx, user.id)) < quote.dueMicros)
    throw new ApiError(quote.kind === 'change' ? CODE.changeInsufficientBalance : CODE.renewalInsufficientBalance);
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
    await tx.update(billingPayments).set(values).where(eq(billingPayments.id, existing));
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
  await rewardReferrer(tx, user, paymentId, quote.dueMicros);
  await tx.delete(pendingOrders).where(eq(pendingOrders.userId, user.id));
  return { quote, paymentId, paid: true };
}

/** The referrer's 20% of a payment by an invitee who has activated a bot (decisions.md "Money"). */
async function rewardReferrer(tx: Db, user: UserRow, paymentId: number, paidMicros: number): Promise<void> {
  if (user.invitedBy === null || user.botActivatedAt === null || paidMicros <= 0) return;
  await appendEntry(tx, {
    userId: user.invitedBy,
    kind: 'referral_reward',
    amountMicros: Math.floor((paidMicros * REFERRAL_PERCENT) / 100),
    idempotencyKey: `referral:${paymentId}`,
    paymentId,
  });
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
    if (await pendingOrderOf(tx, userId)) throw new ApiError(CODE.walletLocked);
    const quote = quotePlan(user, choice.level, choice.period, now);
    const seen = choice.availableTime ?? user.availableUntil.getTime();
    const key = `plan:${userId}:${seen}:${choice.level}:${choice.period}`;
    if ((await balanceMicros(tx, userId)) >= quote.dueMicros) {
      await settlePlan(tx, user, choice, key, now);
      return { paid: true };
    }
    await tx
      .insert(billingPayments)
      .values({
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
      })
      .onConflictDoNothing({ target: billingPayments.idempotencyKey });
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
  const order = await pendingOrderOf(tx, userId);
  if (!order) return false;
  const user = await lockUser(tx, userId);
  const level = order.level as PlanLevel;
  const period = order.period as BillingPeriod;
  if ((await balanceMicros(tx, userId)) < quotePlan(user, level, period, now).dueMicros) return false;
  const [waiting] = await tx
    .select({ id: billingPayments.id, key: billingPayments.idempotencyKey })
    .from(billingPayments)
    .where(and(eq(billingPayments.userId, userId), eq(billingPayments.state, 'paying')))
    .orderBy(desc(billingPayments.id))
    .limit(1);
  await settlePlan(tx, user, { level, period }, waiting?.key ?? `pending:${userId}:${order.createdAt.getTime()}`, now, waiting?.id);
  return true;
}
