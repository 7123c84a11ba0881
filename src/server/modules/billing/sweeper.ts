// Moves credited deposits from the deposit addresses to the treasury: the treasury first sends
// the address just the gas its token transfer costs (when it lacks it), then the address sends
// the deposit's amount. Both are journalled under "sweep:<deposit id>".
import { and, eq } from 'drizzle-orm';
import type { Address } from 'viem';
import type { Db } from '../../db/database.ts';
import { chainDeposits } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import type { ChainTools } from '../wallets/wallet-chains.ts';
import type { BillingChain } from './billing-chains.ts';
import type { BillingKeys } from './billing-seed.ts';
import { sendNative, sendUsdt, TOKEN_TRANSFER_GAS, treasuryHasGas } from './treasury.ts';

export async function sweepDeposits(
  db: Db,
  tools: ChainTools,
  chain: BillingChain,
  keys: BillingKeys,
  options: { faucet?: `0x${string}` | undefined; now: () => number; log: Logger },
): Promise<number> {
  const waiting = await db
    .select()
    .from(chainDeposits)
    .where(and(eq(chainDeposits.chain, chain.key), eq(chainDeposits.state, 'credited')));
  if (waiting.length === 0) return 0;
  const gasPrice = await tools.wallet.client.getGasPrice();
  const treasuryKey = keys.treasuryKey(chain.chainId);
  const treasury = keys.treasuryAddress(chain.chainId);
  if (!(await treasuryHasGas(tools, treasury, gasPrice, waiting.length, options.faucet))) {
    options.log.warn({ chain: chain.key, treasury }, 'the billing treasury lacks gas to sweep deposits');
    return 0;
  }
  let swept = 0;
  for (const deposit of waiting) {
    const ref = `sweep:${deposit.id}`;
    const from = deposit.address as Address;
    const gas = TOKEN_TRANSFER_GAS * gasPrice;
    const held = await tools.wallet.client.getBalance({ address: from });
    if (held < gas) await sendNative(tools, treasuryKey, from, gas - held, { billingRef: ref, step: 0 }, gasPrice);
    const receipt = await sendUsdt(
      tools,
      chain,
      keys.depositKey(chain.chainId, deposit.userId),
      treasury,
      BigInt(deposit.amountUnits),
      { billingRef: ref, step: 1 },
      gasPrice,
    );
    if (receipt.status !== 'success') {
      // Left for an operator: the credit stands, the funds stay on the deposit address.
      options.log.error({ chain: chain.key, deposit: deposit.id, hash: receipt.transactionHash }, 'a deposit sweep reverted');
      await db
        .update(chainDeposits)
        .set({ state: 'sweep_failed', updatedAt: new Date(options.now()) })
        .where(eq(chainDeposits.id, deposit.id));
      continue;
    }
    await db
      .update(chainDeposits)
      .set({ state: 'swept', updatedAt: new Date(options.now()) })
      .where(eq(chainDeposits.id, deposit.id));
    swept++;
  }
  return swept;
}
