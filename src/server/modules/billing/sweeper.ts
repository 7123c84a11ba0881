// Moves credited deposits from the deposit addresses to the treasury, one address at a time: the
// address's credited deposits are swept together once they add up to the chain's sweep minimum
// (smaller transfers wait, so dust cannot spend the treasury's gas). A sweep marks its deposits
// "sweeping" first, so what it moves is fixed across a crash, then the treasury sends the address
// the gas its token transfer costs at today's price (when it lacks it), then the address sends the
// sum. Both are journalled under "sweep:<lowest deposit id>". One address failing is logged and
// left for the next pass; the others are swept all the same.
import { and, eq, inArray } from 'drizzle-orm';
import type { Address, Hex } from 'viem';
import type { Db } from '../../db/database.ts';
import { chainDeposits } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import type { ChainTools } from '../wallets/wallet-chains.ts';
import { type BillingChain, DEFAULT_SWEEP_MINIMUM_USDT } from './billing-chains.ts';
import type { BillingKeys } from './billing-seed.ts';
import { MICROS_PER_USDT, microsToUnits } from './money.ts';
import { SWEEP_TREASURY_GAS, sendNative, sendUsdt, TOKEN_TRANSFER_GAS, treasuryHasGas, usdtBalance } from './treasury.ts';

type Deposit = typeof chainDeposits.$inferSelect;

interface AddressDeposits {
  address: Address;
  userId: number;
  /** A sweep under way (a crash, or a failure, came before its end): finished before anything new. */
  sweeping: Deposit[];
  credited: Deposit[];
}

/** Top-ups after the first (journal steps 2, 3): the gas price may rise between them. */
const TOP_UP_STEPS = [0, 2, 3];

const unitsOf = (deposits: Deposit[]) => deposits.reduce((sum, deposit) => sum + BigInt(deposit.amountUnits), 0n);

function byAddress(rows: Deposit[]): AddressDeposits[] {
  const groups = new Map<string, AddressDeposits>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    let group = groups.get(row.address);
    if (!group) {
      group = { address: row.address as Address, userId: row.userId, sweeping: [], credited: [] };
      groups.set(row.address, group);
    }
    (row.state === 'sweeping' ? group.sweeping : group.credited).push(row);
  }
  return [...groups.values()];
}

/**
 * Top-ups a crash left unsettled in the journal whose coin is no longer needed (it arrived, or
 * the token transfer already left): mined by now, so settling them waits for nothing.
 */
async function settleTopUps(tools: ChainTools, ref: string, steps: number[]): Promise<void> {
  for (const step of steps) await tools.sender.recover({ billingRef: ref, itemIndex: 0, step }, { operation: 'transfer' });
}

/** Gives the address the gas one token transfer costs at `gasPrice`, topping up again if the price rose since. */
async function topUp(tools: ChainTools, treasuryKey: Hex, address: Address, ref: string, gasPrice: bigint): Promise<void> {
  const need = TOKEN_TRANSFER_GAS * gasPrice;
  for (const [at, step] of TOP_UP_STEPS.entries()) {
    const held = await tools.wallet.client.getBalance({ address });
    if (held >= need) return settleTopUps(tools, ref, TOP_UP_STEPS.slice(at));
    await sendNative(tools, treasuryKey, address, need - held, { billingRef: ref, step }, gasPrice);
  }
  throw new Error(`the deposit address ${address} is still short of gas after ${TOP_UP_STEPS.length} top-ups`);
}

/** Sweeps one address's batch; answers how many deposits reached the treasury. */
async function sweepAddress(
  db: Db,
  tools: ChainTools,
  chain: BillingChain,
  keys: BillingKeys,
  group: AddressDeposits,
  gasPrice: bigint,
  options: { now: () => number; log: Logger },
): Promise<number> {
  const batch =
    group.sweeping.length > 0
      ? group.sweeping
      : await db
          .update(chainDeposits)
          .set({ state: 'sweeping', updatedAt: new Date(options.now()) })
          .where(
            and(
              inArray(
                chainDeposits.id,
                group.credited.map((deposit) => deposit.id),
              ),
              eq(chainDeposits.state, 'credited'),
            ),
          )
          .returning();
  if (batch.length === 0) return 0;
  const ids = batch.map((deposit) => deposit.id);
  const ref = `sweep:${Math.min(...ids)}`;
  const amount = unitsOf(batch);
  // Less USDT on the address than the batch: its transfer already left (mined before a crash), no gas needed.
  if ((await usdtBalance(tools, chain, group.address)) >= amount) {
    await topUp(tools, keys.treasuryKey(chain.chainId), group.address, ref, gasPrice);
  } else await settleTopUps(tools, ref, TOP_UP_STEPS);
  const receipt = await sendUsdt(
    tools,
    chain,
    keys.depositKey(chain.chainId, group.userId),
    keys.treasuryAddress(chain.chainId),
    amount,
    { billingRef: ref, step: 1 },
    gasPrice,
  );
  const state = receipt.status === 'success' ? 'swept' : 'sweep_failed';
  if (state === 'sweep_failed') {
    // Left for an operator: the credits stand, the funds stay on the deposit address.
    options.log.error({ chain: chain.key, deposits: ids, hash: receipt.transactionHash }, 'a deposit sweep reverted');
  }
  await db
    .update(chainDeposits)
    .set({ state, updatedAt: new Date(options.now()) })
    .where(and(inArray(chainDeposits.id, ids), eq(chainDeposits.state, 'sweeping')));
  return state === 'swept' ? batch.length : 0;
}

/** One sweep pass over a chain; answers how many deposits reached the treasury. */
export async function sweepDeposits(
  db: Db,
  tools: ChainTools,
  chain: BillingChain,
  keys: BillingKeys,
  options: { faucet?: `0x${string}` | undefined; now: () => number; log: Logger },
): Promise<number> {
  const rows = await db
    .select()
    .from(chainDeposits)
    .where(and(eq(chainDeposits.chain, chain.key), inArray(chainDeposits.state, ['credited', 'sweeping'])));
  const minimum = microsToUnits(chain.sweepMinimumMicros ?? DEFAULT_SWEEP_MINIMUM_USDT * MICROS_PER_USDT, chain.usdtDecimals);
  const due = byAddress(rows).filter((group) => group.sweeping.length > 0 || unitsOf(group.credited) >= minimum);
  if (due.length === 0) return 0;
  const gasPrice = await tools.wallet.client.getGasPrice();
  const treasury = keys.treasuryAddress(chain.chainId);
  if (!(await treasuryHasGas(tools, treasury, gasPrice, due.length, options.faucet, SWEEP_TREASURY_GAS))) {
    options.log.warn({ chain: chain.key, treasury }, 'the billing treasury lacks gas to sweep deposits');
    return 0;
  }
  let swept = 0;
  for (const group of due) {
    try {
      swept += await sweepAddress(db, tools, chain, keys, group, gasPrice, options);
    } catch (error) {
      options.log.error({ chain: chain.key, address: group.address, err: error }, 'a deposit sweep failed; the next pass tries again');
    }
  }
  return swept;
}
