// The referral programme's calls (spec §2 /invite, /inviteRecord): the caller's code and link,
// what it has earned (net of rewards taken back), who registered with it, and the rewarded
// payments of those invitees.
import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REFERRAL_PERCENT } from '../../../shared/catalogue/billing.ts';
import { getInviteInfo, getInviteRecords } from '../../../shared/contracts/account/invite.ts';
import { billingPayments, inviteCodes, ledgerEntries, users } from '../../db/schema/index.ts';
import { answer, type RegisteredCall } from '../../http/call-registry.ts';
import { inviteUrl } from '../account/invite-codes.ts';
import type { BillingDeps } from './billing-deps.ts';
import { earnedMicros } from './ledger.ts';
import { formatMicros } from './money.ts';
import { pendingRewardMicros } from './referral-vesting.ts';

const startOfUtcDay = (now: number) => now - (now % 86_400_000);

export function referralCalls(deps: BillingDeps): RegisteredCall[] {
  const { db } = deps;
  return [
    answer(getInviteInfo, async (_input, ctx) => {
      const userId = ctx.user!.userId;
      const [[invite], [today], [total], earned, pending] = await Promise.all([
        db.select({ code: inviteCodes.code }).from(inviteCodes).where(eq(inviteCodes.ownerUserId, userId)),
        db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.invitedBy, userId), gte(users.createdAt, new Date(startOfUtcDay(deps.now()))))),
        db.select({ n: count() }).from(users).where(eq(users.invitedBy, userId)),
        earnedMicros(db, userId),
        pendingRewardMicros(db, userId, deps.now()),
      ]);
      const code = invite?.code ?? '';
      return {
        code,
        invite_url: code ? inviteUrl(deps.publicUrl(), code) : '',
        earnings: formatMicros(earned),
        pending_earnings: formatMicros(pending),
        today: today?.n ?? 0,
        total: total?.n ?? 0,
        reward_percent: REFERRAL_PERCENT,
      };
    }),
    answer(getInviteRecords, async (input, ctx) => {
      const userId = ctx.user!.userId;
      const invitee = alias(users, 'invitee');
      // Rewards, and what plan changes took back of them (a negative reward on the change's row).
      const mine = and(eq(ledgerEntries.userId, userId), inArray(ledgerEntries.kind, ['referral_reward', 'referral_clawback']));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: ledgerEntries.id,
            account: invitee.userName,
            registeredAt: invitee.createdAt,
            paidAt: billingPayments.updatedAt,
            paid: billingPayments.amountMicros,
            reward: ledgerEntries.amountMicros,
          })
          .from(ledgerEntries)
          .innerJoin(billingPayments, eq(billingPayments.id, ledgerEntries.paymentId))
          .innerJoin(invitee, eq(invitee.id, billingPayments.userId))
          .where(mine)
          .orderBy(desc(ledgerEntries.id))
          .limit(input.page_size)
          .offset((input.page - 1) * input.page_size),
        db.select({ n: count() }).from(ledgerEntries).where(mine),
      ]);
      return {
        list: rows.map((row) => ({
          id: row.id,
          account: row.account,
          registered_at: row.registeredAt.getTime(),
          payment_time: row.paidAt.getTime(),
          paid: formatMicros(row.paid),
          reward: formatMicros(row.reward),
        })),
        total: total?.n ?? 0,
        page: input.page,
        page_size: input.page_size,
      };
    }),
  ];
}
