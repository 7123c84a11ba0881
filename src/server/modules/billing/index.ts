// Billing in USDT and the referral programme (docs/billing.md): the wallet ledger, deposit
// addresses and their watcher, plans bought from the balance, auto-renew, withdrawals, referral
// rewards and records.
import type { RegisteredCall } from '../../http/call-registry.ts';
import type { JobScheduler } from '../../jobs/scheduler.ts';
import { runAutoRenew } from './auto-renew.ts';
import { billingCalls } from './billing-calls.ts';
import type { BillingDeps } from './billing-deps.ts';
import { watchDeposits } from './deposit-watcher.ts';
import { referralCalls } from './referral-calls.ts';
import { sweepDeposits } from './sweeper.ts';
import { autoApprove, payWithdrawals } from './withdrawals.ts';

export type { BillingDeps } from './billing-deps.ts';
export { BillingChains } from './billing-chains.ts';
export { billingKeys, loadBillingMnemonic } from './billing-seed.ts';
export { openBillingKeys, sharesBillingSeed } from './open-billing-keys.ts';

export const BILLING_CHAIN_JOB = 'billing.chains';
export const AUTO_RENEW_JOB = 'billing.auto-renew';

export interface BillingModule {
  calls: RegisteredCall[];
  /** One pass over every billing chain: credit deposits, pass due reviews, pay withdrawals, sweep. */
  chainPass(): Promise<void>;
  /** Auto-renew at the deps' clock; answers who renewed and whose balance fell short. */
  autoRenew(): Promise<{ renewed: number[]; failed: number[] }>;
  scheduleJobs(scheduler: JobScheduler, options: { chainPollMs: number }): Promise<void>;
}

export function createBillingModule(deps: BillingDeps): BillingModule {
  let passing: Promise<void> | null = null;
  const chainPass = async () => {
    for (const chain of deps.chains.list()) {
      const tools = deps.wallets.chains.of(chain.key);
      const options = { faucet: deps.faucets.get(chain.key), now: deps.now, log: deps.log };
      const step = async (what: string, run: () => Promise<unknown>) => {
        try {
          await run();
        } catch (error) {
          deps.log.warn({ chain: chain.key, err: error }, `billing: ${what} failed; the next pass tries again`);
        }
      };
      await step('deposit watch', () => watchDeposits(deps.db, tools, chain, deps.now));
      if (deps.autoApproveMs !== null) await step('auto-approval', () => autoApprove(deps.db, deps.autoApproveMs!, deps.now()));
      await step('withdrawals', () => payWithdrawals(deps.db, tools, chain, deps.keys, options));
      await step('sweep', () => sweepDeposits(deps.db, tools, chain, deps.keys, options));
    }
  };
  return {
    calls: [...billingCalls(deps), ...referralCalls(deps)],
    chainPass: () => {
      // A pass still running (a slow chain) is joined rather than run twice at once.
      passing ??= chainPass().finally(() => {
        passing = null;
      });
      return passing;
    },
    autoRenew: () => runAutoRenew(deps.db, deps.now()),
    async scheduleJobs(scheduler, options) {
      scheduler.define(BILLING_CHAIN_JOB, () => this.chainPass());
      scheduler.define(AUTO_RENEW_JOB, async () => {
        await this.autoRenew();
      });
      await scheduler.every(BILLING_CHAIN_JOB, options.chainPollMs, BILLING_CHAIN_JOB);
      await scheduler.every(AUTO_RENEW_JOB, 60_000, AUTO_RENEW_JOB);
    },
  };
}
