// Auto-renew (spec §4, §9; decisions.md "Plans"): when 3 days or less remain and the balance
// covers the fee, the plan renews for the period last paid, as a "Background renewal success"
// record. Tried again at expiry; a try the balance does not cover leaves one "Renewal failed"
// record per stage (3 days left, expiry), and at expiry the plan lapses (its bots stop).
import { and, eq, gt, lte } from 'drizzle-orm';
import { AUTO_RENEW_DAYS } from '../../../shared/catalogue/billing.ts';
import type { BillingPeriod, PlanLevel } from '../../../shared/catalogue/plans.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import type { Db } from '../../db/database.ts';
import { billingPayments, users } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { lockUser, pendingOrderOf, settlePlan } from './plan-purchases.ts';
import { quotePlan } from './plan-pricing.ts';

const DAY_MS = 86_400_000;
/** How long after expiry the expiry-stage try still runs (the job may have been down at the moment itself). */
const EXPIRY_GRACE_MS = DAY_MS;

export interface AutoRenewOutcome {
  renewed: number[];
  failed: number[];
}

export async function runAutoRenew(db: Db, now: number): Promise<AutoRenewOutcome> {
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.autoRenew, true),
        lte(users.availableUntil, new Date(now + AUTO_RENEW_DAYS * DAY_MS)),
        gt(users.availableUntil, new Date(now - EXPIRY_GRACE_MS)),
      ),
    );
  const outcome: AutoRenewOutcome = { renewed: [], failed: [] };
  for (const { id } of due) {
    const result = await renewOne(db, id, now);
    if (result === 'renewed') outcome.renewed.push(id);
    if (result === 'failed') outcome.failed.push(id);
  }
  return outcome;
}

async function renewOne(db: Db, userId: number, now: number): Promise<'renewed' | 'failed' | 'skipped'> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const until = user.availableUntil.getTime();
    if (!user.autoRenew || until - now > AUTO_RENEW_DAYS * DAY_MS || (await pendingOrderOf(tx, userId))) return 'skipped';
    const level = user.level as PlanLevel;
    const period = user.planPeriod as BillingPeriod;
    const stage = until > now ? 'early' : 'expiry';
    const failureKey = `auto_renew_failed:${userId}:${until}:${stage}`;
    const [triedAlready] = await tx
      .select({ id: billingPayments.id })
      .from(billingPayments)
      .where(eq(billingPayments.idempotencyKey, failureKey));
    if (triedAlready && stage === 'expiry') return 'skipped';
    try {
      await settlePlan(tx, user, { level, period, kind: 'auto_renew' }, `auto_renew:${userId}:${until}`, now);
      return 'renewed';
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== CODE.renewalInsufficientBalance) throw error;
    }
    if (triedAlready) return 'skipped';
    await tx.insert(billingPayments).values({
      userId,
      kind: 'auto_renew',
      state: 'failed',
      amountMicros: quotePlan(user, level, period, now).dueMicros,
      level,
      period,
      idempotencyKey: failureKey,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    return 'failed';
  });
}
