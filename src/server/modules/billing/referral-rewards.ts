// The referrer's side of an invitee's plan payment (docs/billing.md "Referral"), booked in the
// payment's transaction. A reward follows the money that stays paid: 20% of what the invitee pays
// is credited at once but stays pending, vesting as the plan time is used (referral-vesting.ts);
// when a plan change returns unused plan value to the invitee's wallet, the same share of the
// pending reward is taken back (referral_clawback). Pending rewards are never spendable, so the
// referrer's balance covers every clawback even after it spent or withdrew all it could.
import { eq } from 'drizzle-orm';
import { REFERRAL_PERCENT } from '../../../shared/catalogue/billing.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { appendEntry } from './ledger.ts';
import type { Quote } from './plan-pricing.ts';
import { pendingAt, restartVesting, vestingOf } from './referral-vesting.ts';

export interface Payer {
  id: number;
  invitedBy: number | null;
  botActivatedAt: Date | null;
}

export async function settleReferral(tx: Db, payer: Payer, paymentId: number, quote: Quote, now: number): Promise<void> {
  if (payer.invitedBy === null) return;
  const vesting = await vestingOf(tx, payer.id);
  const pending = vesting ? pendingAt(vesting, now) : 0;
  // Only an invitee who has started a bot earns its referrer anything (decisions.md "Money").
  const reward = payer.botActivatedAt !== null ? Math.floor((quote.dueMicros * REFERRAL_PERCENT) / 100) : 0;
  if (pending === 0 && reward === 0) return;
  // The unused plan value returns to the wallet in the share refund / credit; its pending reward goes with it.
  const clawback = quote.refundMicros > 0 ? Number((BigInt(pending) * BigInt(quote.refundMicros)) / BigInt(quote.creditMicros)) : 0;
  const referrerId = vesting?.referrerId ?? payer.invitedBy;
  // Locked as every change of the referrer's balance is, so its own payments and withdrawals see
  // balance and pending rewards move together.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, referrerId)).for('update');
  if (clawback > 0)
    await appendEntry(tx, {
      userId: referrerId,
      kind: 'referral_clawback',
      amountMicros: -clawback,
      idempotencyKey: `referral:${paymentId}:clawback`,
      paymentId,
    });
  if (reward > 0)
    await appendEntry(tx, {
      userId: referrerId,
      kind: 'referral_reward',
      amountMicros: reward,
      idempotencyKey: `referral:${paymentId}`,
      paymentId,
    });
  // What stays pending (carried over and new) vests over the plan just paid for.
  await restartVesting(tx, payer.id, referrerId, {
    pendingMicros: pending - clawback + reward,
    since: new Date(now),
    until: new Date(quote.newAvailableUntil),
  });
}
