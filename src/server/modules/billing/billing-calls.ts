// The billing calls (spec §7 Billing, plus the quote, withdraw and the sandbox faucet).
import { eq } from 'drizzle-orm';
import type { Address } from 'viem';
import type { PlanLevel } from '../../../shared/catalogue/plans.ts';
import { getPayInfo } from '../../../shared/contracts/billing/pay-info.ts';
import { pay, paySet, quotePackage, recharge, updatePackage } from '../../../shared/contracts/billing/plan-calls.ts';
import { depositFaucet, withdraw } from '../../../shared/contracts/billing/withdraw.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer, type CallContext, type RegisteredCall } from '../../http/call-registry.ts';
import type { BillingDeps } from './billing-deps.ts';
import { depositAddressOf } from './deposit-addresses.ts';
import { FAUCET_USDT, sendFaucetUsdt } from './deposit-faucet.ts';
import { spendableMicros } from './ledger.ts';
import { formatMicros, parseMicros } from './money.ts';
import { payInfoOf, withdrawalView } from './pay-info.ts';
import { payPlan, rechargeAndRenew } from './plan-purchases.ts';
import { type Quote, quotePlan } from './plan-pricing.ts';
import { applyForWithdrawal, refuseUnwithdrawable } from './withdrawals.ts';

const userIdOf = (ctx: CallContext) => ctx.user!.userId;

function quoteView(quote: Quote, balance: number) {
  return {
    kind: quote.kind,
    level: quote.level,
    period: quote.period,
    price: formatMicros(quote.priceMicros),
    credit: formatMicros(quote.creditMicros),
    due: formatMicros(quote.dueMicros),
    refund: formatMicros(quote.refundMicros),
    balance: formatMicros(balance),
    shortfall: formatMicros(Math.max(0, quote.dueMicros - balance)),
    new_available_time: quote.newAvailableUntil,
  };
}

export function billingCalls(deps: BillingDeps): RegisteredCall[] {
  const { db } = deps;
  const quoteFor = async (userId: number, level: PlanLevel, period: Parameters<typeof quotePlan>[2]) => {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    return quotePlan(user!, level, period, deps.now());
  };
  const paid = async (userId: number, quote: Quote) => {
    const info = await payInfoOf(deps, userId);
    return { quote: quoteView(quote, await spendableMicros(db, userId, deps.now())), info };
  };
  return [
    answer(getPayInfo, async (input, ctx) => payInfoOf(deps, userIdOf(ctx), input.chain)),
    answer(quotePackage, async (input, ctx) => {
      const userId = userIdOf(ctx);
      // What can pay: pending referral rewards do not, until they vest.
      return quoteView(await quoteFor(userId, input.level, input.period), await spendableMicros(db, userId, deps.now()));
    }),
    answer(pay, async (input, ctx) => {
      const settled = await payPlan(db, userIdOf(ctx), { period: input.period, availableTime: input.available_time }, deps.now());
      return paid(userIdOf(ctx), settled.quote);
    }),
    answer(updatePackage, async (input, ctx) => {
      const settled = await payPlan(
        db,
        userIdOf(ctx),
        { level: input.level, period: input.period, availableTime: input.available_time },
        deps.now(),
      );
      return paid(userIdOf(ctx), settled.quote);
    }),
    answer(recharge, async (input, ctx) => {
      const chain = deps.chains.of(input.chain);
      const userId = userIdOf(ctx);
      const result = await rechargeAndRenew(
        db,
        userId,
        { level: input.level, period: input.period, chain: chain.key, availableTime: input.available_time },
        deps.now(),
      );
      return { paid: result.paid, info: await payInfoOf(deps, userId, chain.key) };
    }),
    answer(paySet, async (input, ctx) => {
      await db
        .update(users)
        .set({ autoRenew: input.auto_renew })
        .where(eq(users.id, userIdOf(ctx)));
      return { auto_renew: input.auto_renew };
    }),
    answer(withdraw, async (input, ctx) => {
      const userId = userIdOf(ctx);
      const chain = deps.chains.of(input.chain);
      const request = { chain, address: input.address, amountMicros: parseMicros(input.amount) };
      // Refused before the codes are spent, so the user can wait for the lock or correct the amount and keep them.
      await refuseUnwithdrawable(db, userId, request, deps.now());
      await deps.proofs.requireSecurityProof(userId, { email_code: input.email_code, auth_code: input.auth_code }, ctx);
      const row = await applyForWithdrawal(db, userId, request, deps.now());
      return { withdrawal: withdrawalView(row), info: await payInfoOf(deps, userId, chain.key) };
    }),
    answer(depositFaucet, async (input, ctx) => {
      const chain = deps.chains.of(input.chain);
      const faucet = deps.faucets.get(chain.key);
      if (!faucet) throw new ApiError(CODE.featureDisabled);
      const tools = deps.wallets.chains.of(chain.key);
      const address = await depositAddressOf(db, deps.keys, chain, userIdOf(ctx), () => tools.wallet.client.getBlockNumber()).catch(() => {
        throw new ApiError(CODE.depositWalletMissing);
      });
      const hash = await sendFaucetUsdt(tools, chain, faucet, address as Address);
      return { amount: String(FAUCET_USDT), tx_hash: hash };
    }),
  ];
}
