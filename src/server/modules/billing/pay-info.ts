// What /renew shows (get_pay_info), built fresh for each answer: balance, lock, the deposit
// address of the chosen chain (derived on first use), plan, and the latest records.
import { desc, eq } from 'drizzle-orm';
import { RECENT_PAYMENTS, RECENT_WITHDRAWALS } from '../../../shared/catalogue/billing.ts';
import type { BillingPeriod, PlanLevel } from '../../../shared/catalogue/plans.ts';
import type { PayInfo, PaymentRecord, WithdrawalRecord } from '../../../shared/contracts/billing/pay-info.ts';
import { billingPayments, users } from '../../db/schema/index.ts';
import { isPlanActive } from '../account/plan-guard.ts';
import type { BillingDeps } from './billing-deps.ts';
import { depositAddressOf } from './deposit-addresses.ts';
import { walletAmounts } from './ledger.ts';
import { formatMicros } from './money.ts';
import { pendingOrderOf } from './plan-purchases.ts';
import { quotePlan } from './plan-pricing.ts';
import { latestWithdrawals, visibleWithdrawalState, type WithdrawalRow } from './withdrawals.ts';

type PaymentRow = typeof billingPayments.$inferSelect;

export const paymentView = (row: PaymentRow): PaymentRecord => ({
  id: row.id,
  kind: row.kind as PaymentRecord['kind'],
  state: row.state as PaymentRecord['state'],
  amount: formatMicros(row.amountMicros),
  level: (row.level as PlanLevel | null) ?? null,
  period: (row.period as BillingPeriod | null) ?? null,
  tx_hash: row.txHash,
  time: row.createdAt.getTime(),
});

export const withdrawalView = (row: WithdrawalRow): WithdrawalRecord => ({
  id: row.id,
  chain: row.chain,
  address: row.address,
  amount: formatMicros(row.amountMicros),
  fee: formatMicros(row.feeMicros),
  state: visibleWithdrawalState(row.state),
  tx_hash: row.txHash,
  time: row.createdAt.getTime(),
});

export async function payInfoOf(deps: BillingDeps, userId: number, chainKey?: string): Promise<PayInfo> {
  const { db } = deps;
  const now = deps.now();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} not found`);
  const chains = deps.chains.list();
  const chain = chainKey ? deps.chains.of(chainKey) : chains[0];
  const [{ balance, spendable, withdrawable }, order, records, latest] = await Promise.all([
    walletAmounts(db, userId, now),
    pendingOrderOf(db, userId),
    db.select().from(billingPayments).where(eq(billingPayments.userId, userId)).orderBy(desc(billingPayments.id)).limit(RECENT_PAYMENTS),
    latestWithdrawals(db, userId, RECENT_WITHDRAWALS),
  ]);
  // A chain that does not answer leaves the address out (the page says it appears once made); the rest still shows.
  const address = chain
    ? await depositAddressOf(db, deps.keys, chain, userId, () => deps.wallets.chains.of(chain.key).wallet.client.getBlockNumber()).catch(
        (error: unknown) => {
          deps.log.warn({ chain: chain.key, err: error }, 'billing: a deposit address could not be made');
          return null;
        },
      )
    : null;
  const due = order ? quotePlan(user, order.level as PlanLevel, order.period as BillingPeriod, now).dueMicros : 0;
  return {
    balance: formatMicros(balance),
    withdrawable: formatMicros(withdrawable),
    locked: Boolean(order),
    pending: order
      ? {
          level: order.level as PlanLevel,
          period: order.period as BillingPeriod,
          due: formatMicros(due),
          // Pending referral rewards pay for nothing until they vest.
          shortfall: formatMicros(Math.max(0, due - spendable)),
          since: order.createdAt.getTime(),
        }
      : null,
    level: user.level as PlanLevel,
    available_time: user.availableUntil.getTime(),
    plan_expired: !isPlanActive(user.availableUntil, now),
    auto_renew: user.autoRenew,
    period: user.planPeriod as BillingPeriod,
    chains: chains.map((candidate) => ({
      key: candidate.key,
      name: candidate.name,
      confirmations: candidate.confirmations,
      withdrawal_fee: formatMicros(candidate.withdrawalFeeMicros),
      faucet: deps.faucets.has(candidate.key),
    })),
    deposit: chain && address ? { chain: chain.key, address } : null,
    records: records.map(paymentView),
    withdrawals: latest.map(withdrawalView),
  };
}
